import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useToast } from '@/components/toast.tsx';
import { useUndo } from '@/lib/audit-undo.ts';
import { useAuditLog, type AuditEntry } from '../api/audit-log.ts';
import { auditActionLabel, auditSubject, describeAuditEntry } from '../audit-summary.ts';

const FETCH_ERROR = 'An error prevented fetching the audit log';
const UNDO_ERROR = 'An error prevented undoing that action';

/** /dashboard/audit: every staff action, newest first; merges, splits, ... can be undone here. */
export function AuditLogPage() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const log = useAuditLog(page, pageSize);
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

  return (
    <ToolPage title="Audit Log">
      {log.isFetching && <LinearProgress aria-label="Loading the audit log" />}
      {log.isError && <Alert severity="error">{errorMessages(log.error, FETCH_ERROR)[0]}</Alert>}
      <Table size="small" aria-label="Staff actions">
        <TableHead>
          <TableRow>
            {['When', 'Who', 'Action', 'Subject', 'Details', ''].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {log.data?.results.map((entry) => (
            <TableRow key={entry.id} data-testid={`audit-${entry.id}`}>
              <TableCell>{new Date(entry.created_at).toLocaleString()}</TableCell>
              <TableCell>{entry.user_email ?? 'Deleted user'}</TableCell>
              <TableCell>{auditActionLabel(entry.action)}</TableCell>
              <TableCell>{auditSubject(entry)}</TableCell>
              <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere', fontSize: 12 }}>
                {describeAuditEntry(entry)}
              </TableCell>
              <TableCell>
                {entry.undone_at ? (
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
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={log.data?.count ?? 0}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(1);
        }}
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
