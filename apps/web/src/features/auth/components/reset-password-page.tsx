import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@registry/core/account';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { AuthPage, formErrorMessages } from './auth-page.tsx';

export function ResetPasswordPage() {
  const t = useT();
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmPasswordReset();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { uid, token, new_password1: '', new_password2: '' },
  });

  if (mutation.isSuccess) {
    return (
      <AuthPage title={t('Reset password')}>
        <Typography role="status">
          <Trans
            id="Your password was reset successfully. <0>Log In</0>"
            components={{ 0: <Link to={paths.login} /> }}
          />
        </Typography>
      </AuthPage>
    );
  }
  const errors = [
    ...formErrorMessages(form.formState.errors),
    ...(mutation.error ? errorMessages(mutation.error, FALLBACK_MESSAGES.resetPassword, ['uid', 'token']) : []),
  ].map((line) => translateMessage(t, line));
  return (
    <AuthPage title={t('Reset password')}>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          <TextField
            label={t('New password')}
            type="password"
            required
            autoComplete="new-password"
            error={Boolean(form.formState.errors.new_password1)}
            {...form.register('new_password1')}
          />
          <TextField
            label={t('Confirm new password')}
            type="password"
            required
            autoComplete="new-password"
            error={Boolean(form.formState.errors.new_password2)}
            {...form.register('new_password2')}
          />
          <ErrorList errors={errors} />
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('Reset password')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
