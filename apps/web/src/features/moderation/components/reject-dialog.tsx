import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { MODERATION_MESSAGES, isRejectReasonLongEnough } from '@registry/core/moderation-events';

/** The reason as stored for display: whitespace runs made single spaces, ends trimmed. */
export const cleanRejectReason = (raw: string) => raw.replace(/\s+/g, ' ').trim();

/** Reject needs a message of at least 30 non-whitespace characters (spec part 2 §5). */
export function RejectDialog({
  open,
  busy,
  onClose,
  onReject,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (raw: string, cleaned: string) => void;
}) {
  const [message, setMessage] = useState('');
  const enough = isRejectReasonLongEnough(message);
  const reject = (
    <Button
      variant="contained"
      color="error"
      disabled={!enough || busy}
      onClick={() => onReject(message, cleanRejectReason(message))}
    >
      Reject
    </Button>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reject-dialog-title" fullWidth>
      <DialogTitle id="reject-dialog-title">Reject Contribution</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Reason for rejection"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {enough ? (
          reject
        ) : (
          <Tooltip title={MODERATION_MESSAGES.rejectReason}>
            <span>{reject}</span>
          </Tooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}
