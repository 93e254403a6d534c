import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { AuthPage } from './auth-page.tsx';

export function ConfirmAccountPage() {
  const { uid = '' } = useParams();
  const { mutate, isSuccess, error, isIdle, isPending } = useConfirmAccount();
  useEffect(() => mutate(uid), [mutate, uid]);

  return (
    <AuthPage title="Confirm account">
      {(isIdle || isPending) && <CircularProgress aria-label="Confirming" />}
      {error && <ErrorList errors={errorMessages(error, 'An error prevented confirming your account')} />}
      {isSuccess && (
        <Stack spacing={1}>
          <Typography role="status">Account was succesfully confirmed!</Typography>
          <Link to="/contribute">Upload a list of facilities</Link>
          <Link to="/facilities">Search and download facilities</Link>
          <Link to="/auth/login">Log In</Link>
        </Stack>
      )}
    </AuthPage>
  );
}
