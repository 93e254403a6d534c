import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signUpSchema, SIGN_UP_LABELS, type SignUpInput } from '@registry/core/account';
import { CONTRIBUTOR_TYPES, OTHER_CONTRIBUTOR_TYPE } from '@registry/core/contributor-types';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { EXTERNAL } from '@/lib/external-links.ts';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthPage, formErrorMessages } from './auth-page.tsx';

const defaults: SignUpInput = {
  email: '',
  name: '',
  description: '',
  website: '',
  contributor_type: '',
  other_contributor_type: '',
  password: '',
  confirmPassword: '',
  should_receive_newsletter: false,
  has_agreed_to_terms_of_service: false,
};

export function RegisterPage() {
  const t = useT();
  const mutation = useSignUp();
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: defaults });
  const type = useWatch({ control: form.control, name: 'contributor_type' });
  const invalid = (name: keyof SignUpInput) => Boolean(form.formState.errors[name]);

  if (mutation.isSuccess) {
    return (
      <AuthPage title={t('Register')}>
        <Typography role="status" gutterBottom>
          {t('Registration was successful!')}
        </Typography>
        <Typography>{t('Check your email for instructions about how to verify your account.')}</Typography>
      </AuthPage>
    );
  }

  const errors = [
    ...formErrorMessages(form.formState.errors),
    ...(mutation.error ? errorMessages(mutation.error, FALLBACK_MESSAGES.signUp) : []),
  ].map((line) => translateMessage(t, line));
  const submit = form.handleSubmit((values) =>
    mutation.mutate({
      ...values,
      other_contributor_type:
        values.contributor_type === OTHER_CONTRIBUTOR_TYPE ? values.other_contributor_type : undefined,
    }),
  );
  return (
    <AuthPage title={t('Register')}>
      <Typography gutterBottom>
        <Trans id="Already have an account? <0>Log In</0>" components={{ 0: <Link to={paths.login} /> }} />
      </Typography>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t(SIGN_UP_LABELS.email)}
            type="email"
            required
            autoComplete="email"
            error={invalid('email')}
            {...form.register('email')}
          />
          <TextField
            label={t(SIGN_UP_LABELS.name)}
            required
            autoComplete="organization"
            error={invalid('name')}
            {...form.register('name')}
          />
          <TextField
            label={t(SIGN_UP_LABELS.description)}
            required
            multiline
            minRows={2}
            error={invalid('description')}
            {...form.register('description')}
          />
          <TextField
            label={t('Website (optional)')}
            type="url"
            autoComplete="url"
            error={invalid('website')}
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
                error={invalid('contributor_type')}
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
              error={invalid('other_contributor_type')}
              {...form.register('other_contributor_type')}
            />
          )}
          <TextField
            label={t(SIGN_UP_LABELS.password)}
            type="password"
            required
            autoComplete="new-password"
            error={invalid('password')}
            {...form.register('password')}
          />
          <TextField
            label={t(SIGN_UP_LABELS.confirmPassword)}
            type="password"
            required
            autoComplete="new-password"
            error={invalid('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <Controller
            control={form.control}
            name="should_receive_newsletter"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('Sign up for the newsletter')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="has_agreed_to_terms_of_service"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={
                  <Trans
                    id="I agree to the <0>Terms of Service</0>"
                    components={{ 0: <a href={EXTERNAL.terms} target="_blank" rel="noreferrer" /> }}
                  />
                }
              />
            )}
          />
          <ErrorList errors={errors} />
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('Register')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
