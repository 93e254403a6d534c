import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { closureWord, reportMessages, reportableState } from '@registry/core/activity-reports';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import type { FacilityDetail } from '../api/facility-detail.ts';
import { useReportFacility } from '../api/report-facility.ts';

/**
 * 'Report as Closed' for an open facility, 'Report as Reopened' for a closed one (spec part 2 §2). While a
 * report waits for review the server takes no other, so the action waits too.
 */
export function ReportStatusAction({ facility, signedIn }: { facility: FacilityDetail; signedIn: boolean }) {
  const p = facility.properties;
  const state = reportableState(p);
  const label = state === 'CLOSED' ? 'Report as Closed' : 'Report as Reopened';
  const pending = p.activity_reports[0]?.status === 'PENDING';
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" color="warning" disabled={pending} onClick={() => setOpen(true)} title={pending ? 'A status report is waiting for review' : undefined}>
        {label}
      </Button>
      {open && <ReportDialog osId={p.os_id} name={p.name} title={label} state={state} signedIn={signedIn} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ osId, name, title, state, signedIn, onClose }: { osId: string; name: string; title: string; state: 'OPEN' | 'CLOSED'; signedIn: boolean; onClose: () => void }) {
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
          toast(reportMessages.reported(created.closure_state));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="report-dialog-title" fullWidth>
      <DialogTitle id="report-dialog-title">{title}</DialogTitle>
      {signedIn ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              Tell us why {name} should be marked as {closureWord(state)}. Our team reviews every report before the facility changes.
            </DialogContentText>
            <TextField autoFocus label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={3} fullWidth required />
            {report.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessages(report.error, reportMessages.createFailed).join(' ')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={submit} disabled={report.isPending}>
              Report
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <DialogContentText>Log in to report the status of this facility.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            {/* For anonymous visitors a 'Log In' button replaces the form (spec part 2 §6). */}
            <Button variant="contained" component={RouterLink} to={`/auth/login?next=${encodeURIComponent(`/facilities/${osId}`)}`}>
              Log In
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
