import CircularProgress from '@mui/material/CircularProgress';
import type { OwnProfile } from '@registry/core/profile-api';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useUserProfile } from '../api/user-profile.ts';
import { ProfileForm } from './profile-form.tsx';

/** Settings > Profile: the signed-in user's own profile form. */
export function ProfileSettings({ userId }: { userId: number }) {
  const profile = useUserProfile(userId, userId);
  if (profile.isPending) return <CircularProgress aria-label="Loading profile" />;
  if (profile.isError) return <ErrorList errors={errorMessages(profile.error, FALLBACK_MESSAGES.fetchProfile)} />;
  return <ProfileForm profile={profile.data as OwnProfile} />;
}
