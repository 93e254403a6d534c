import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { Trans, useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { useUploadSettings } from '../api/upload-settings.ts';
import { SUBMISSION_ERROR_TEXT, errorDataText, type SubmissionErrorView } from '../single-location/submission-error.ts';

/** Spec part 1 §8 'Submission error panel': four forms, support instructions, the raw answer to copy. */
export function SubmissionErrorPanel({ view, onDismiss }: { view: SubmissionErrorView; onDismiss: () => void }) {
  const t = useT();
  const toast = useToast();
  const settings = useUploadSettings();
  const support = settings.data?.support_email;
  const rawText = view.kind === 'unknown' ? null : errorDataText(view.rawData);
  const contactUs: MessageId = support
    ? rawText !== null
      ? 'If the problem continues, please contact us at <0>{email}</0> and include the error data below.'
      : 'If the problem continues, please contact us at <0>{email}</0>.'
    : rawText !== null
      ? 'If the problem continues, please contact us and include the error data below.'
      : 'If the problem continues, please contact us.';
  return (
    <Alert
      severity="error"
      onClose={onDismiss}
      closeText={t('Close')}
      data-testid="submission-error"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{view.title}</AlertTitle>
      {view.kind === 'fields' && (
        <>
          {view.fields.length > 0 && (
            <>
              <Typography>{t('The following fields are invalid:')}</Typography>
              <ul style={{ margin: '0.25rem 0' }}>
                {view.fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </>
          )}
          {view.messages.map((message) => (
            <Typography key={message}>{message}</Typography>
          ))}
        </>
      )}
      {view.kind !== 'fields' && <Typography>{view.detail}</Typography>}
      <Typography sx={{ mt: 1 }}>
        <Trans id={contactUs} values={{ email: support ?? '' }} components={{ 0: <a href={`mailto:${support}`} /> }} />
      </Typography>
      {rawText !== null && (
        <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            label={t('Error data')}
            value={rawText}
            multiline
            maxRows={8}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Box>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => void copyText(rawText).then((copied) => copied && toast(t(SUBMISSION_ERROR_TEXT.copied)))}
            >
              {t('Copy Error Data')}
            </Button>
          </Box>
        </Box>
      )}
    </Alert>
  );
}
