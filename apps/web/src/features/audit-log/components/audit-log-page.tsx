import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { useUndo } from '@/lib/audit-undo.ts';
import { useUrlPaging } from '@/lib/use-url-paging.ts';
import { useAuditLog, type AuditEntry } from '../api/audit-log.ts';
import { auditActionLabel, auditSubject, describeAuditEntry } from '../audit-summary.ts';

const FETCH_ERROR = 'An error prevented fetching the audit log';
const UNDO_ERROR = 'An error prevented undoing that action';

/** /dashboard/audit: every staff action, newest first; merges, splits, ... can be undone here. */
export function AuditLogPage() {
  const toast = useToast();
  const { paging } = useUrlPaging();
  const log = useAuditLog(paging.page, paging.pageSize);
  const undo = useUndo();
  const [confirming, setConfirming] = useState<AuditEntry | null>(null);

  const confirm = () => {
    if (!confirming) return;
    undo.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        toast('The action was undone');
      },
    });
  };

  const columns: PagedColumn<AuditEntry>[] = [
    { key: 'when', label: 'When', cell: (entry) => new Date(entry.created_at).toLocaleString() },
    { key: 'who', label: 'Who', cell: (entry) => entry.user_email ?? 'Deleted user' },
    { key: 'action', label: 'Action', cell: (entry) => auditActionLabel(entry.action) },
    { key: 'subject', label: 'Subject', cell: auditSubject },
    {
      key: 'details',
      label: 'Details',
      cell: describeAuditEntry,
      sx: { maxWidth: 420, overflowWrap: 'anywhere', fontSize: 12 },
    },
    {
      key: 'undo',
      label: '',
      cell: (entry) =>
        entry.undone_at ? (
          `Undone by ${entry.undone_by ?? 'a deleted user'}`
        ) : entry.can_undo ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              undo.reset();
              setConfirming(entry);
            }}
          >
            Undo
          </Button>
        ) : null,
    },
  ];

  return (
    <ToolPage title="Audit Log">
      <PagedTable
        label="Staff actions"
        columns={columns}
        rows={log.data?.results}
        rowKey={(entry) => entry.id}
        rowTestId={(entry) => `audit-${entry.id}`}
        count={log.data?.count ?? 0}
        paging={paging}
        loading={log.isFetching}
        loadingLabel="Loading the audit log"
        error={log.isError ? errorMessages(log.error, FETCH_ERROR)[0] : null}
      />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="undo-title">
        <DialogTitle id="undo-title">Undo this action?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming && describeAuditEntry(confirming)}:{' '}
            {confirming?.entity_type === 'contributor'
              ? "the contributor's settings go back to what they were before it."
              : 'the facilities involved go back exactly as they were before it.'}
          </DialogContentText>
          {undo.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessages(undo.error, UNDO_ERROR)[0]}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={undo.isPending}>
            Undo
          </Button>
        </DialogActions>
      </Dialog>
    </ToolPage>
  );
}
