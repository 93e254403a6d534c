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
import { formatDateTime } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useApiToken, useCreateApiToken, useDeleteApiToken } from '../api/api-token.ts';
import { API_INFO_NOT_SET, useUserApiInfo } from '../api/user-api-info.ts';

/** Settings > API: the token (generate, copy, delete after confirmation) and the call allowance. */
export function ApiTab({ userId }: { userId: number }) {
  const t = useT();
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
    if (await copyText(value)) toast(t('Copied Token to clipboard'));
  };

  return (
    <Stack spacing={3}>
      <section aria-label={t('API token')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('API Token')}
        </Typography>
        {token.isPending && <CircularProgress aria-label={t('Loading token')} />}
        {token.data === null && (
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            {t('Generate Token')}
          </Button>
        )}
        {token.data && (
          <Stack spacing={1} sx={{ maxWidth: 640 }}>
            <TextField label={t('Token')} value={token.data.token} slotProps={{ input: { readOnly: true } }} />
            <Typography variant="body2" color="text.secondary">
              {t('Created {date}', { date: formatDateTime(token.data.created) })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void copy(token.data!.token)}>
                {t('Copy Token')}
              </Button>
              <Button color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                {t('Delete Token')}
              </Button>
            </Stack>
          </Stack>
        )}
        <ErrorList errors={errors} />
      </section>
      <ApiInfoSection userId={userId} />
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('Delete your API token?')}</DialogTitle>
        <DialogContent>{t('Programs using this token will no longer be able to call the API.')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              remove.mutate();
            }}
          >
            {t('Delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function ApiInfoSection({ userId }: { userId: number }) {
  const t = useT();
  const info = useUserApiInfo(userId);
  const shown = (value: string | number) => (value === API_INFO_NOT_SET ? t('Not Set') : String(value));
  const red = (value: unknown) => (value === API_INFO_NOT_SET ? { color: 'error.main' } : {});
  return (
    <section aria-label={t('API calls')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('API Calls')}
      </Typography>
      {info.isPending && <CircularProgress aria-label={t('Loading API call information')} />}
      {info.isError && <ErrorList errors={errorMessages(info.error, FALLBACK_MESSAGES.fetchApiInfo)} />}
      {info.data && (
        <dl>
          <dt>{t('Call allowance')}</dt>
          <Typography component="dd" sx={red(info.data.apiCallAllowance)}>
            {shown(info.data.apiCallAllowance)}
          </Typography>
          <dt>{t('Calls made this period')}</dt>
          <dd>{info.data.currentCallCount}</dd>
          <dt>{t('Renewal period')}</dt>
          <Typography component="dd" sx={red(info.data.renewalPeriod)}>
            {shown(info.data.renewalPeriod)}
          </Typography>
        </dl>
      )}
    </section>
  );
}
