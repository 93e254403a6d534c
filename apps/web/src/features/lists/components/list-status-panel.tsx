import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isListAdmin,
  listStatusMessages,
  readOnlyMessage,
  showsStatusPanel,
  type ListViewer,
} from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { ErrorList } from '@/components/error-list.tsx';
import { useListApproval } from '../api/list-approval.ts';
import type { FacilityList } from '../api/my-lists.ts';
import { LISTS_TEXT } from '../messages.ts';

/** Superusers decide on a pending list of someone else's: approve, or reject with a reason. */
function ApprovalControls({ list }: { list: FacilityList }) {
  const approval = useListApproval(list.id);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" disabled={approval.isPending} onClick={() => setApproving(true)}>
          Approve List
        </Button>
        <Button variant="outlined" color="error" disabled={approval.isPending} onClick={() => setRejecting(true)}>
          Reject List
        </Button>
      </Stack>
      {approval.isError && <ErrorList errors={errorMessages(approval.error, LISTS_TEXT.statusFallback)} />}
      <ConfirmDialog
        open={approving}
        title="Approve this list?"
        confirmLabel="Approve List"
        busy={approval.isPending}
        onClose={() => setApproving(false)}
        onConfirm={() => approval.mutate({ approve: true }, { onSettled: () => setApproving(false) })}
      >
        {LISTS_TEXT.approveConfirm(list.name)}
      </ConfirmDialog>
      {rejecting && (
        <ReasonDialog
          title="Reject List"
          confirmLabel="Reject List"
          confirmColor="error"
          busy={approval.isPending}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) => approval.mutate({ approve: false, reason }, { onSuccess: () => setRejecting(false) })}
        />
      )}
    </Stack>
  );
}

/** The status panel of list detail: status messages, file errors, the read-only note and admin controls. */
export function ListStatusPanel({ list, viewer }: { list: FacilityList; viewer: ListViewer | null }) {
  const [showReason, setShowReason] = useState(false);
  const readOnly = readOnlyMessage(list, viewer);
  const canApprove = viewer?.is_superuser === true && isListAdmin(list, viewer) && list.status === 'PENDING';
  // A rejected list says so even without rows (it may have been rejected before they were read).
  const rejected = list.status === 'REJECTED';
  if (!showsStatusPanel(list) && !canApprove && !rejected) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="list-status-panel">
      <Stack spacing={1.5}>
        {(showsStatusPanel(list) || rejected) &&
          listStatusMessages(list).map((message) => (
            <Typography key={message} sx={{ fontWeight: 500 }}>
              {message}
            </Typography>
          ))}
        {list.parsing_errors.length > 0 && <ErrorList errors={list.parsing_errors.map((error) => error.message)} />}
        {rejected && (
          <div>
            <Button variant="outlined" onClick={() => setShowReason(true)}>
              More information
            </Button>
            <Dialog open={showReason} onClose={() => setShowReason(false)} aria-labelledby="list-reason-title">
              <DialogTitle id="list-reason-title">Why this list was rejected</DialogTitle>
              <DialogContent>
                <Typography>{list.status_change_reason || 'No reason was given.'}</Typography>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setShowReason(false)}>Close</Button>
              </DialogActions>
            </Dialog>
          </div>
        )}
        {readOnly && <Alert severity="info">{readOnly}</Alert>}
        {canApprove && <ApprovalControls list={list} />}
      </Stack>
    </Paper>
  );
}
