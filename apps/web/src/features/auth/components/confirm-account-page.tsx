import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { paths } from '@/lib/paths.ts';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { AuthPage } from './auth-page.tsx';

export function ConfirmAccountPage() {
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
    <AuthPage title="Confirm account">
      {(isIdle || isPending) && <CircularProgress aria-label="Confirming your account" />}
      {error && <ErrorList errors={errorMessages(error, FALLBACK_MESSAGES.confirmAccount)} />}
      {isSuccess && (
        <Stack spacing={1}>
          <Typography role="status">Account was succesfully confirmed!</Typography>
          <Link to={paths.contribute}>Upload a list of production locations</Link>
          <Link to={paths.facilities}>Search and download production locations</Link>
          <Link to={paths.login}>Log in</Link>
        </Stack>
      )}
    </AuthPage>
  );
}
