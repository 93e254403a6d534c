import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginSchema } from '@registry/core/account';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useLogin } from '../api/login.ts';
import { AuthPage, formErrorMessages } from './auth-page.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

/** Only same-site paths are followed after sign-in. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home);

export function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const session = useSession();
  const mutation = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (session.data && !session.data.isAnon) return <Navigate to={safeNext(params.get('next'))} replace />;

  const errors = [
    ...formErrorMessages(form.formState.errors),
    ...(mutation.error ? errorMessages(mutation.error, FALLBACK_MESSAGES.logIn) : []),
  ].map((line) => translateMessage(t, line));
  return (
    <AuthPage title={t('Log In')}>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          <TextField
            label={t('Email')}
            type="email"
            required
            autoComplete="email"
            error={Boolean(form.formState.errors.email)}
            {...form.register('email')}
          />
          <TextField
            label={t('Password')}
            type="password"
            required
            autoComplete="current-password"
            error={Boolean(form.formState.errors.password)}
            {...form.register('password')}
          />
          <ErrorList errors={errors} />
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('Log In')}
          </Button>
          <Button variant="text" onClick={() => setForgotOpen(true)}>
            {t('Forgot your password?')}
          </Button>
          <Typography>
            <Trans id="Don't have an account? <0>Register</0>" components={{ 0: <Link to={paths.register} /> }} />
          </Typography>
        </Stack>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthPage>
  );
}
