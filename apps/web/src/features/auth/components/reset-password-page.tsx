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
import { paths } from '@/lib/paths.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { AuthPage, formErrorMessages } from './auth-page.tsx';

export function ResetPasswordPage() {
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
      <AuthPage title="Reset password">
        <Typography role="status">
          Your password was reset successfully. <Link to={paths.login}>Log In</Link>
        </Typography>
      </AuthPage>
    );
  }
  const errors = [
    ...formErrorMessages(form.formState.errors),
    ...(mutation.error ? errorMessages(mutation.error, FALLBACK_MESSAGES.resetPassword, ['uid', 'token']) : []),
  ];
  return (
    <AuthPage title="Reset password">
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          <TextField
            label="New password"
            type="password"
            required
            autoComplete="new-password"
            error={Boolean(form.formState.errors.new_password1)}
            {...form.register('new_password1')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            required
            autoComplete="new-password"
            error={Boolean(form.formState.errors.new_password2)}
            {...form.register('new_password2')}
          />
          <ErrorList errors={errors} />
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
