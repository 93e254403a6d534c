import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { duplicateReportMessages } from '@registry/core/duplicate-reports';
import { isValidOsId } from '@registry/core/os-id';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useReportDuplicate } from '../api/report-duplicate.ts';
import { ReportForm } from './report-login-prompt.tsx';

/** The server's message about the other OS ID, shown under its field. */
function fieldError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || typeof error.body !== 'object' || error.body === null) return null;
  const messages = (error.body as Record<string, unknown>).duplicate_of;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null;
}

/** 'Report as Duplicate': the OS ID of the facility this one duplicates, and an optional note for the team. */
export function DuplicateReportDialog({
  osId,
  name,
  signedIn,
  onClose,
}: {
  osId: string;
  name: string;
  signedIn: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const report = useReportDuplicate(osId);
  const [duplicateOf, setDuplicateOf] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !isValidOsId(duplicateOf);
  const serverFieldError = report.isError ? fieldError(report.error) : null;
  const shownFieldError =
    touched && invalid
      ? translateMessage(t, duplicateReportMessages.invalidOsId)
      : serverFieldError && translateMessage(t, serverFieldError);

  const submit = () => {
    setTouched(true);
    if (invalid || report.isPending) return;
    report.mutate(
      { duplicate_of: duplicateOf, note },
      {
        onSuccess: (answer) => {
          toast(translateMessage(t, answer.detail));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="duplicate-dialog-title" fullWidth>
      <DialogTitle id="duplicate-dialog-title">{t('Report as Duplicate')}</DialogTitle>
      <ReportForm
        signedIn={signedIn}
        osId={osId}
        loginText={t('Log in to report this facility as a duplicate.')}
        pending={report.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <DialogContentText sx={{ mb: 1 }}>
          {t(
            "Is {name} the same production location as another facility? Give us that facility's OS ID; our team checks both and merges them.",
            { name },
          )}
        </DialogContentText>
        <TextField
          autoFocus
          label={t('OS ID of the other facility')}
          value={duplicateOf}
          onChange={(event) => setDuplicateOf(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shownFieldError)}
          helperText={shownFieldError}
          fullWidth
          required
          sx={{ my: 1 }}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          label={t('Note (optional)')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ my: 1 }}
        />
        {report.isError && !serverFieldError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessages(report.error, duplicateReportMessages.failed).join(' ')}
          </Alert>
        )}
      </ReportForm>
    </Dialog>
  );
}
