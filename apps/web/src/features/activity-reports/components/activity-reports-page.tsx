import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { reportMessages, reportStatusLabel, type ClosureState } from '@registry/core/activity-reports';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import { useActivityReports, useDecideReport, type ActivityReportRow } from '../api/activity-reports.ts';

const COLUMNS = ['Facility', 'OS ID', 'Reported By', 'Reason', 'Reported', 'Status'];
const PAGE_SIZES = [20, 50, 100];
// The spec gives no texts for these failures; they follow its 'An error prevented ...' pattern.
const FETCH_FAILED = 'An error prevented fetching facility status reports';
const DECIDE_FAILED = 'An error prevented updating the facility status report';

type Pending = { report: ActivityReportRow; decision: 'approve' | 'reject' };

/** /dashboard/activityreports (spec part 2 §2 'Status reports', §4 'Activity reports'): tabs Closures and Reopenings. */
export function ActivityReportsPage() {
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const state: ClosureState = search.get('tab') === 'reopenings' ? 'OPEN' : 'CLOSED';
  const reports = useActivityReports(state);
  const decide = useDecideReport();
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<ActivityReportRow | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);

  const confirm = (reason: string) => {
    if (!pending) return;
    const { report, decision } = pending;
    decide.mutate(
      { id: report.id, decision, reason },
      {
        onSuccess: () => {
          setPending(null);
          toast(
            decision === 'approve'
              ? reportMessages.confirmed(report.facility_name, report.closure_state)
              : reportMessages.rejected(report.facility_name),
          );
        },
        // Status-report errors show in a snackbar that hides by itself (spec part 2 §8).
        onError: (error) => toast(errorMessages(error, DECIDE_FAILED).join(' ')),
      },
    );
  };
  const rows = reports.data ?? [];

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'Status Reports' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Status Reports
      </Typography>
      <Tabs
        value={state}
        onChange={(_event, value: ClosureState) => {
          setPage(0);
          setSearch(value === 'OPEN' ? { tab: 'reopenings' } : {}, { replace: true });
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="CLOSED" label="Closures" />
        <Tab value="OPEN" label="Reopenings" />
      </Tabs>
      {reports.isFetching && <LinearProgress aria-label="Loading status reports" />}
      {reports.isError && <Alert severity="error">{errorMessages(reports.error, FETCH_FAILED)[0]}</Alert>}
      <Table aria-label={state === 'CLOSED' ? 'Closure reports' : 'Reopening reports'} size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(page * pageSize, (page + 1) * pageSize).map((report) => (
            <TableRow key={report.id} data-testid={`report-${report.id}`}>
              <TableCell>
                <Link component={RouterLink} to={facilityPath(report.facility)}>
                  {report.facility_name}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{report.facility}</TableCell>
              <TableCell>{report.reported_by_contributor ?? report.reported_by_user ?? ''}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{report.reason_for_report}</TableCell>
              <TableCell>{report.created_at.slice(0, 10)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {report.status === 'PENDING' ? (
                  <>
                    <Button size="small" color="success" onClick={() => setPending({ report, decision: 'approve' })}>
                      Confirm
                    </Button>
                    <Button size="small" color="error" onClick={() => setPending({ report, decision: 'reject' })}>
                      Reject
                    </Button>
                  </>
                ) : report.status === 'CONFIRMED' || report.status === 'REJECTED' ? (
                  // Decided reports show their reason on click.
                  <Button size="small" onClick={() => setShown(report)}>
                    {reportStatusLabel(report.status)}
                  </Button>
                ) : (
                  reportStatusLabel(report.status)
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {reports.data && rows.length === 0 && (
        <Typography sx={{ py: 3, textAlign: 'center' }}>
          {state === 'CLOSED' ? 'There are no closure reports.' : 'There are no reopening reports.'}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
      {pending && (
        <ReasonDialog
          title={`${pending.decision === 'approve' ? 'Confirm' : 'Reject'} the report on ${pending.report.facility_name}`}
          text={
            pending.decision === 'approve'
              ? `The facility will be marked ${pending.report.closure_state === 'CLOSED' ? 'closed' : 'open'}.`
              : 'The facility stays as it is.'
          }
          confirmLabel={pending.decision === 'approve' ? 'Confirm' : 'Reject'}
          busy={decide.isPending}
          error={null}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
      {shown && (
        <Dialog open onClose={() => setShown(null)} aria-labelledby="report-reason-title" fullWidth>
          <DialogTitle id="report-reason-title">
            {reportStatusLabel(shown.status)}: {shown.facility_name}
          </DialogTitle>
          <DialogContent>
            <Typography>{shown.status_change_reason || 'No reason was given.'}</Typography>
            {shown.status_change_date && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {shown.status_change_by ?? 'Staff'}, {shown.status_change_date.slice(0, 10)}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShown(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
