import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { reportMessages, reportStatusLabel, type ClosureState } from '@registry/core/activity-reports';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import { pageOf, useUrlPaging, type UrlFilters } from '@/lib/use-url-paging.ts';
import { useActivityReports, useDecideReport, type ActivityReportRow } from '../api/activity-reports.ts';

// The spec gives no texts for these failures; they follow its 'An error prevented ...' pattern.
const FETCH_FAILED = 'An error prevented fetching facility status reports';
const DECIDE_FAILED = 'An error prevented updating the facility status report';

type Pending = { report: ActivityReportRow; decision: 'approve' | 'reject' };

/** The tab is in the URL (`tab=reopenings`), with the page. */
const TAB: UrlFilters<{ state: ClosureState }> = {
  read: (search) => ({ state: search.get('tab') === 'reopenings' ? 'OPEN' : 'CLOSED' }),
  write: ({ state }, search) => {
    if (state === 'OPEN') search.set('tab', 'reopenings');
  },
};

/** /dashboard/activityreports (spec part 2 §2 'Status reports', §4 'Activity reports'): tabs Closures and Reopenings. */
export function ActivityReportsPage() {
  const toast = useToast();
  const {
    params: { state },
    setFilters,
    paging,
  } = useUrlPaging(TAB);
  const reports = useActivityReports(state);
  const decide = useDecideReport();
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<ActivityReportRow | null>(null);

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
  const columns: PagedColumn<ActivityReportRow>[] = [
    {
      key: 'facility',
      label: 'Facility',
      cell: (report) => (
        <Link component={RouterLink} to={facilityPath(report.facility)}>
          {report.facility_name}
        </Link>
      ),
    },
    { key: 'os-id', label: 'OS ID', cell: (report) => report.facility, sx: { fontFamily: 'monospace' } },
    {
      key: 'reported-by',
      label: 'Reported By',
      cell: (report) => report.reported_by_contributor ?? report.reported_by_user ?? '',
    },
    {
      key: 'reason',
      label: 'Reason',
      cell: (report) => report.reason_for_report,
      sx: { maxWidth: 360, overflowWrap: 'anywhere' },
    },
    { key: 'reported', label: 'Reported', cell: (report) => report.created_at.slice(0, 10) },
    {
      key: 'status',
      label: 'Status',
      sx: { whiteSpace: 'nowrap' },
      cell: (report) =>
        report.status === 'PENDING' ? (
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
        ),
    },
  ];

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'Status Reports' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Status Reports
      </Typography>
      <Tabs value={state} onChange={(_event, value: ClosureState) => setFilters({ state: value })} sx={{ mb: 2 }}>
        <Tab value="CLOSED" label="Closures" />
        <Tab value="OPEN" label="Reopenings" />
      </Tabs>
      <PagedTable
        label={state === 'CLOSED' ? 'Closure reports' : 'Reopening reports'}
        columns={columns}
        rows={reports.data && pageOf(rows, paging)}
        rowKey={(report) => report.id}
        rowTestId={(report) => `report-${report.id}`}
        count={rows.length}
        paging={paging}
        loading={reports.isFetching}
        loadingLabel="Loading status reports"
        error={reports.isError ? errorMessages(reports.error, FETCH_FAILED)[0] : null}
        empty={state === 'CLOSED' ? 'There are no closure reports.' : 'There are no reopening reports.'}
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
