import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { forgotPasswordSchema } from '@registry/core/account';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { formErrorMessages } from './auth-page.tsx';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const mutation = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast(t('Check your email for password reset instructions'));
        close();
      },
    }),
  );
  const errors = [
    ...formErrorMessages(form.formState.errors),
    ...(mutation.error ? errorMessages(mutation.error, FALLBACK_MESSAGES.forgotPassword) : []),
  ].map((line) => translateMessage(t, line));
  return (
    <Dialog open={open} onClose={close} aria-labelledby="forgot-password-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="forgot-password-title">{t('Forgot your password?')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('Email')}
            type="email"
            required
            autoComplete="email"
            fullWidth
            margin="dense"
            error={Boolean(form.formState.errors.email)}
            {...form.register('email')}
          />
          <ErrorList errors={errors} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('Request password reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
