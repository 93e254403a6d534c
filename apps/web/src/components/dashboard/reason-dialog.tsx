import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface ReasonDialogProps {
  title: string;
  text?: string;
  confirmLabel: string;
  /** Whether an empty reason may be sent (a list approval has none; rejections need one). */
  reasonRequired?: boolean;
  withReason?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A staff decision with its reason (list reject, report confirm/reject); the caller mounts it while open. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  reasonRequired = true,
  withReason = true,
  busy,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const blocked = busy || (withReason && reasonRequired && !reason.trim());
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" fullWidth>
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
        {withReason && (
          <TextField
            autoFocus
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required={reasonRequired}
            sx={{ mt: 1 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={blocked} onClick={() => onConfirm(reason.trim())}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
