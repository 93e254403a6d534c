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
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';

/** Superusers decide on a pending list of someone else's: approve, or reject with a reason. */
function ApprovalControls({ list }: { list: FacilityList }) {
  const t = useT();
  const approval = useListApproval(list.id);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" disabled={approval.isPending} onClick={() => setApproving(true)}>
          {t('Approve List')}
        </Button>
        <Button variant="outlined" color="error" disabled={approval.isPending} onClick={() => setRejecting(true)}>
          {t('Reject List')}
        </Button>
      </Stack>
      {approval.isError && (
        <ErrorList
          errors={errorMessages(approval.error, LISTS_TEXT.statusFallback).map((line) => translateMessage(t, line))}
        />
      )}
      <ConfirmDialog
        open={approving}
        title={t('Approve this list?')}
        confirmLabel={t('Approve List')}
        busy={approval.isPending}
        onClose={() => setApproving(false)}
        onConfirm={() => approval.mutate({ approve: true }, { onSettled: () => setApproving(false) })}
      >
        {t(LISTS_TEXT.approveConfirm, { name: list.name })}
      </ConfirmDialog>
      {rejecting && (
        <ReasonDialog
          title={t('Reject List')}
          confirmLabel={t('Reject List')}
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
  const t = useT();
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
              {translateMessage(t, message)}
            </Typography>
          ))}
        {list.parsing_errors.length > 0 && (
          <ErrorList errors={list.parsing_errors.map((error) => translateMessage(t, error.message))} />
        )}
        {rejected && (
          <div>
            <Button variant="outlined" onClick={() => setShowReason(true)}>
              {t('More information')}
            </Button>
            <Dialog open={showReason} onClose={() => setShowReason(false)} aria-labelledby="list-reason-title">
              <DialogTitle id="list-reason-title">{t('Why this list was rejected')}</DialogTitle>
              <DialogContent>
                <Typography>{list.status_change_reason || t('No reason was given.')}</Typography>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setShowReason(false)}>{t('Close')}</Button>
              </DialogActions>
            </Dialog>
          </div>
        )}
        {readOnly && <Alert severity="info">{translateMessage(t, readOnly)}</Alert>}
        {canApprove && <ApprovalControls list={list} />}
      </Stack>
    </Paper>
  );
}
