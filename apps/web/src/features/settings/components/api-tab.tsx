import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { useToast } from '@/components/toast.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { useApiToken, useCreateApiToken, useDeleteApiToken } from '../api/api-token.ts';
import { API_INFO_NOT_SET, useUserApiInfo } from '../api/user-api-info.ts';

/** Settings > API: the token (generate, copy, delete after confirmation) and the call allowance. */
export function ApiTab({ userId }: { userId: number }) {
  const toast = useToast();
  const token = useApiToken();
  const create = useCreateApiToken();
  const remove = useDeleteApiToken();
  const [confirming, setConfirming] = useState(false);

  const errors = [
    ...(token.error ? errorMessages(token.error, FALLBACK_MESSAGES.fetchApiToken) : []),
    ...(create.error ? errorMessages(create.error, FALLBACK_MESSAGES.createApiToken) : []),
    ...(remove.error ? errorMessages(remove.error, FALLBACK_MESSAGES.deleteApiToken) : []),
  ];
  const copy = async (value: string) => {
    if (await copyText(value)) toast('Copied Token to clipboard');
  };

  return (
    <Stack spacing={3}>
      <section aria-label="API token">
        <Typography variant="h6" component="h2" gutterBottom>
          API Token
        </Typography>
        {token.isPending && <CircularProgress aria-label="Loading token" />}
        {token.data === null && (
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            Generate Token
          </Button>
        )}
        {token.data && (
          <Stack spacing={1} sx={{ maxWidth: 640 }}>
            <TextField label="Token" value={token.data.token} slotProps={{ input: { readOnly: true } }} />
            <Typography variant="body2" color="text.secondary">
              Created {new Date(token.data.created).toLocaleString()}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void copy(token.data!.token)}>
                Copy Token
              </Button>
              <Button color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                Delete Token
              </Button>
            </Stack>
          </Stack>
        )}
        <ErrorList errors={errors} />
      </section>
      <ApiInfoSection userId={userId} />
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Delete your API token?</DialogTitle>
        <DialogContent>Programs using this token will no longer be able to call the API.</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              remove.mutate();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function ApiInfoSection({ userId }: { userId: number }) {
  const info = useUserApiInfo(userId);
  const red = (value: unknown) => (value === API_INFO_NOT_SET ? { color: 'error.main' } : {});
  return (
    <section aria-label="API calls">
      <Typography variant="h6" component="h2" gutterBottom>
        API Calls
      </Typography>
      {info.isPending && <CircularProgress aria-label="Loading API call information" />}
      {info.isError && <ErrorList errors={errorMessages(info.error, FALLBACK_MESSAGES.fetchApiInfo)} />}
      {info.data && (
        <dl>
          <dt>Call allowance</dt>
          <Typography component="dd" sx={red(info.data.apiCallAllowance)}>
            {String(info.data.apiCallAllowance)}
          </Typography>
          <dt>Calls made this period</dt>
          <dd>{info.data.currentCallCount}</dd>
          <dt>Renewal period</dt>
          <Typography component="dd" sx={red(info.data.renewalPeriod)}>
            {info.data.renewalPeriod}
          </Typography>
        </dl>
      )}
    </section>
  );
}
