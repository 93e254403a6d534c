import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { AuthPage } from './auth-page.tsx';

export function ConfirmAccountPage() {
  const t = useT();
  const { uid = '' } = useParams();
  const { mutate, isSuccess, error, isIdle, isPending } = useConfirmAccount();
  // The key works once: post it once per key, even when React runs the effect twice.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === uid) return;
    posted.current = uid;
    mutate(uid);
  }, [mutate, uid]);

  return (
    <AuthPage title={t('Confirm account')}>
      {(isIdle || isPending) && <CircularProgress aria-label={t('Confirming your account')} />}
      {error && (
        <ErrorList
          errors={errorMessages(error, FALLBACK_MESSAGES.confirmAccount).map((line) => translateMessage(t, line))}
        />
      )}
      {isSuccess && (
        <Stack spacing={1}>
          <Typography role="status">{t('Account was succesfully confirmed!')}</Typography>
          <Link to={paths.contribute}>{t('Upload a list of production locations')}</Link>
          <Link to={paths.facilities}>{t('Search and download production locations')}</Link>
          <Link to={paths.login}>{t('Log in')}</Link>
        </Stack>
      )}
    </AuthPage>
  );
}
