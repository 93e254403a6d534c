import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SIGN_UP_LABELS } from '@registry/core/account';
import { CONTRIBUTOR_TYPES, OTHER_CONTRIBUTOR_TYPE } from '@registry/core/contributor-types';
import {
  canSetModerationMode,
  profileMessages,
  profileUpdateSchema,
  type ProfileUpdateInput,
} from '@registry/core/profile';
import type { OwnProfile } from '@registry/core/profile-api';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useUpdateProfile } from '../api/user-profile.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';

type Field = keyof ProfileUpdateInput;
const FIELDS: Field[] = [
  'name',
  'description',
  'website',
  'contributor_type',
  'other_contributor_type',
  'is_moderation_mode',
  'current_password',
  'new_password',
  'confirm_new_password',
];

const toValues = (profile: OwnProfile): ProfileUpdateInput => ({
  name: profile.name,
  description: profile.description,
  website: profile.website,
  contributor_type: profile.contributor_type,
  other_contributor_type: profile.other_contributor_type ?? '',
  is_moderation_mode: profile.is_moderation_mode,
  current_password: '',
  new_password: '',
  confirm_new_password: '',
});

/** The owner's profile fields and password change (Settings > Profile and the owner's profile page). */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const t = useT();
  const toast = useToast();
  const mutation = useUpdateProfile(profile.id);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toValues(profile),
  });
  const type = useWatch({ control: form.control, name: 'contributor_type' });
  const { errors } = form.formState;

  useEffect(() => form.reset(toValues(profile)), [profile, form]);

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => toast(t(profileMessages.updated)),
      onError: (error) => {
        // Field errors of the server go beside their fields; the rest is listed below the form.
        if (error instanceof ApiRequestError && error.status === 400 && error.body && typeof error.body === 'object') {
          for (const [field, messages] of Object.entries(error.body as Record<string, string[]>)) {
            if (FIELDS.includes(field as Field))
              form.setError(field as Field, { message: [messages].flat().join(' ') });
          }
        }
      },
    }),
  );
  const fieldError = (name: Field) => {
    const message = errors[name]?.message;
    return { error: Boolean(errors[name]), helperText: message && translateMessage(t, message) };
  };
  const serverErrors =
    mutation.error && !(mutation.error instanceof ApiRequestError && mutation.error.status === 400)
      ? errorMessages(mutation.error, FALLBACK_MESSAGES.updateProfile).map((line) => translateMessage(t, line))
      : [];

  return (
    <form noValidate onSubmit={submit} aria-label={t('Profile')}>
      <Stack spacing={2}>
        <TextField label={t('Email')} value={profile.email} disabled />
        <TextField label={t(SIGN_UP_LABELS.name)} required {...fieldError('name')} {...form.register('name')} />
        <TextField
          label={t(SIGN_UP_LABELS.description)}
          required
          multiline
          minRows={2}
          {...fieldError('description')}
          {...form.register('description')}
        />
        <TextField
          label={t('Website (optional)')}
          type="url"
          {...fieldError('website')}
          {...form.register('website')}
        />
        <Controller
          control={form.control}
          name="contributor_type"
          render={({ field }) => (
            <TextField
              select
              label={t(SIGN_UP_LABELS.contributor_type)}
              required
              {...fieldError('contributor_type')}
              {...field}
            >
              {CONTRIBUTOR_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(option)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {type === OTHER_CONTRIBUTOR_TYPE && (
          <TextField
            label={t(SIGN_UP_LABELS.other_contributor_type)}
            required
            {...fieldError('other_contributor_type')}
            {...form.register('other_contributor_type')}
          />
        )}
        {canSetModerationMode(profile) && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Typography component="legend" variant="subtitle1">
              {t('Admin Settings')}
            </Typography>
            <Controller
              control={form.control}
              name="is_moderation_mode"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('Moderation mode')}
                />
              )}
            />
          </fieldset>
        )}
        <Typography variant="subtitle1">{t('Change password (optional)')}</Typography>
        <TextField
          label={t('Current Password')}
          type="password"
          autoComplete="current-password"
          {...fieldError('current_password')}
          {...form.register('current_password')}
        />
        <TextField
          label={t('New Password')}
          type="password"
          autoComplete="new-password"
          {...fieldError('new_password')}
          {...form.register('new_password')}
        />
        <TextField
          label={t('Confirm New Password')}
          type="password"
          autoComplete="new-password"
          {...fieldError('confirm_new_password')}
          {...form.register('confirm_new_password')}
        />
        <ErrorList errors={serverErrors} />
        <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('Save Changes')}
        </Button>
      </Stack>
    </form>
  );
}
