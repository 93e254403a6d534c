import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { reportMessages } from '@registry/core/activity-reports';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useReportFacility } from '../api/report-facility.ts';
import { ReportForm } from './report-login-prompt.tsx';

/**
 * 'Report as Closed' for an open facility, 'Report as Reopened' for a closed one (spec part 2 §2), opened
 * from the Report menu; anonymous visitors get a 'Log In' button instead of the form (§6).
 */
export function StatusReportDialog({
  osId,
  name,
  title,
  state,
  signedIn,
  onClose,
}: {
  osId: string;
  name: string;
  title: string;
  state: 'OPEN' | 'CLOSED';
  signedIn: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const report = useReportFacility(osId);
  const [reason, setReason] = useState('');
  const submit = () => {
    // A reason is required: an empty one does nothing (spec part 2 §5).
    if (!reason.trim() || report.isPending) return;
    report.mutate(
      { reason_for_report: reason.trim(), closure_state: state },
      {
        onSuccess: (created) => {
          toast(translateMessage(t, reportMessages.reported(created.closure_state)));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="report-dialog-title" fullWidth>
      <DialogTitle id="report-dialog-title">{title}</DialogTitle>
      <ReportForm
        signedIn={signedIn}
        osId={osId}
        loginText={t('Log in to report the status of this facility.')}
        pending={report.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <DialogContentText sx={{ mb: 1 }}>
          {state === 'CLOSED'
            ? t(
                'Tell us why {name} should be marked as closed. Our team reviews every report before the facility changes.',
                {
                  name,
                },
              )
            : t(
                'Tell us why {name} should be marked as open. Our team reviews every report before the facility changes.',
                {
                  name,
                },
              )}
        </DialogContentText>
        <TextField
          autoFocus
          label={t('Reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
        />
        {report.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessages(report.error, reportMessages.createFailed).join(' ')}
          </Alert>
        )}
      </ReportForm>
    </Dialog>
  );
}
