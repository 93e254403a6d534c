import CircularProgress from '@mui/material/CircularProgress';
import type { OwnProfile } from '@registry/core/profile-api';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useUserProfile } from '../api/user-profile.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { ProfileForm } from './profile-form.tsx';

/** Settings > Profile: the signed-in user's own profile form. */
export function ProfileSettings({ userId }: { userId: number }) {
  const t = useT();
  const profile = useUserProfile(userId, userId);
  if (profile.isPending) return <CircularProgress aria-label={t('Loading profile')} />;
  if (profile.isError)
    return (
      <ErrorList
        errors={errorMessages(profile.error, FALLBACK_MESSAGES.fetchProfile).map((line) => translateMessage(t, line))}
      />
    );
  return <ProfileForm profile={profile.data as OwnProfile} />;
}
