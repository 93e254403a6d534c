import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import type { OwnProfile, UserProfile } from '@registry/core/profile-api';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useUserProfile } from '../api/user-profile.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { ProfileForm } from './profile-form.tsx';

const isOwn = (profile: UserProfile): profile is OwnProfile => 'email' in profile && typeof profile.email === 'string';
const mapLink = (contributorId: number, listId?: number) =>
  `${paths.facilities}?contributors=${contributorId}${listId === undefined ? '' : `&lists=${listId}`}`;

/**
 * /profile/{id}: the organisation, its lists and a link to its facilities on the map. The owner
 * also edits the profile here and sets cookie preferences (`ownerExtras`, given by the app).
 */
export function ProfilePage({ viewerId, ownerExtras }: { viewerId: number | null; ownerExtras?: ReactNode }) {
  const t = useT();
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  const profile = useUserProfile(id ?? 0, viewerId, id !== null);

  let content: ReactNode;
  if (id === null) content = <ErrorList errors={[t(FALLBACK_MESSAGES.missingUserId)]} />;
  else if (profile.isPending) content = <CircularProgress aria-label={t('Loading profile')} />;
  else if (profile.isError)
    content = (
      <ErrorList
        errors={errorMessages(profile.error, FALLBACK_MESSAGES.fetchProfile).map((line) => translateMessage(t, line))}
      />
    );
  else content = <ProfileContent profile={profile.data} ownerExtras={ownerExtras} />;

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: 3 }}>
      <Button component={RouterLink} to={paths.facilities} sx={{ mb: 2 }}>
        {t('Back to search results')}
      </Button>
      {content}
    </Box>
  );
}

function ProfileContent({ profile, ownerExtras }: { profile: UserProfile; ownerExtras?: ReactNode }) {
  const t = useT();
  const known = CONTRIBUTOR_TYPES.find((option) => option === profile.contributor_type);
  const typeText =
    profile.contributor_type === 'Other' && profile.other_contributor_type
      ? profile.other_contributor_type
      : known
        ? t(known)
        : profile.contributor_type;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {profile.name}
        </Typography>
        {profile.is_verified && <Chip color="success" label={t('Verified')} aria-label={t('Verified organization')} />}
        {isOwn(profile) && (
          <Button component={RouterLink} to={paths.settings} variant="outlined">
            {t('Edit')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{typeText}</Typography>
      {profile.description && <Typography>{profile.description}</Typography>}
      {profile.website && (
        <Link href={profile.website} target="_blank" rel="noopener noreferrer">
          {profile.website}
        </Link>
      )}
      <Link component={RouterLink} to={mapLink(profile.contributor_id)}>
        {t("View this organization's facilities on the map")}
      </Link>
      <section aria-label={t('Facility lists')}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('Facility Lists')}
        </Typography>
        {profile.facility_lists.length === 0 && (
          <Typography>{t('This organization has no public facility lists.')}</Typography>
        )}
        <Stack spacing={1}>
          {profile.facility_lists.map((list) => (
            <Paper key={list.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1">{list.name}</Typography>
              {list.description && <Typography color="text.secondary">{list.description}</Typography>}
              <Link component={RouterLink} to={mapLink(profile.contributor_id, list.id)}>
                {t('View facilities')}
              </Link>
            </Paper>
          ))}
        </Stack>
      </section>
      {isOwn(profile) && (
        <>
          <section aria-label={t('Your profile')}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('Your profile')}
            </Typography>
            <ProfileForm profile={profile} />
          </section>
          {ownerExtras}
        </>
      )}
    </Stack>
  );
}
