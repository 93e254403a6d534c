import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

export interface ReasonDialogProps {
  title: string;
  text?: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  /** The field's label ('Reason' unless the screen names it otherwise). */
  reasonLabel?: string;
  /** Whether an empty reason may be sent (a list approval has none; rejections need one). */
  reasonRequired?: boolean;
  /**
   * A rule of the reason's own (the moderation queue's 30 characters): the confirm button waits
   * for it, with `hint` on the button meanwhile; the field then shows no required mark.
   */
  accepts?: (reason: string) => boolean;
  hint?: string;
  withReason?: boolean;
  busy: boolean;
  error?: string | null;
  /** The reason trimmed, and as typed. */
  onConfirm: (reason: string, typed: string) => void;
  onClose: () => void;
}

/** A staff decision with its reason (list, claim, report, contribution); the caller mounts it while open. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  confirmColor = 'primary',
  reasonLabel = 'Reason',
  reasonRequired = true,
  accepts,
  hint,
  withReason = true,
  busy,
  error = null,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const acceptable = !withReason || (accepts ? accepts(reason) : !reasonRequired || Boolean(reason.trim()));
  const confirm = (
    <Button
      variant="contained"
      color={confirmColor}
      disabled={busy || !acceptable}
      onClick={() => onConfirm(reason.trim(), reason)}
    >
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" fullWidth>
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
        {withReason && (
          <TextField
            autoFocus
            label={reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required={reasonRequired && !accepts}
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
        {hint && !acceptable ? (
          <Tooltip title={hint}>
            <span>{confirm}</span>
          </Tooltip>
        ) : (
          confirm
        )}
      </DialogActions>
    </Dialog>
  );
}
