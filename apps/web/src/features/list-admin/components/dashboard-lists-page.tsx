import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_LIST_PAGE_SIZES,
  LIST_STATUSES,
  LIST_STATUS_LABELS,
  LIST_STATUS_UPDATE_FAILED,
  MATCH_RESPONSIBILITIES,
  MATCH_RESPONSIBILITY_LABELS,
  NO_LISTS_TEXT,
  listTableCounts,
} from '@registry/core/dashboard-lists';
import { isListProcessing } from '@registry/core/list-status';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { ReasonDialog } from '@/components/dashboard/reason-dialog.tsx';
import { RowsProgress } from '@/components/rows-progress.tsx';
import { listPath } from '@/lib/paths.ts';
import { useUrlParams } from '@/lib/use-url-params.ts';
import {
  useDashboardLists,
  useListContributors,
  type DashboardList,
  type DashboardListParams,
} from '../api/dashboard-lists.ts';
import { useListStatusAction } from '../api/list-status-actions.ts';
import { listParamsFrom, listParamsSearch } from '../dashboard-list-params.ts';

const COLUMNS = [
  'Date Created',
  'Name',
  'Description',
  'File Name',
  'Total',
  'Matched',
  'Error',
  'Potential Match',
  'Active',
  'Status',
];

type Decision = { kind: 'approve' | 'reject' | 'info'; list: DashboardList };

/** Approve and Reject while the list is pending; its progress while its rows are processed; then its status. */
function ListStatusCell({
  list,
  onDecide,
}: {
  list: DashboardList;
  onDecide: (kind: Decision['kind'], list: DashboardList) => (event: MouseEvent) => void;
}) {
  if (list.status === 'PENDING') {
    return (
      <>
        <Button size="small" color="success" onClick={onDecide('approve', list)}>
          Approve
        </Button>
        <Button size="small" color="error" onClick={onDecide('reject', list)}>
          Reject
        </Button>
      </>
    );
  }
  if (list.status === 'APPROVED' && isListProcessing(list.progress)) {
    return (
      <Box sx={{ minWidth: 160 }}>
        <RowsProgress label="Processing" progress={list.progress.rows} />
      </Box>
    );
  }
  return (
    <>
      {LIST_STATUS_LABELS[list.status as keyof typeof LIST_STATUS_LABELS] ?? list.status}
      {list.status === 'REJECTED' && (
        <Button size="small" onClick={onDecide('info', list)} sx={{ ml: 1 }}>
          More information
        </Button>
      )}
    </>
  );
}

/** /dashboard/lists (spec part 2 §2 'Contributor lists', §4 'Dashboard lists'). */
export function DashboardListsPage() {
  const navigate = useNavigate();
  const { params, update: setParams } = useUrlParams(listParamsFrom, listParamsSearch);
  const lists = useDashboardLists(params);
  const contributors = useListContributors();
  const action = useListStatusAction();
  const [decision, setDecision] = useState<Decision | null>(null);
  const update = (change: Partial<DashboardListParams>) => setParams({ page: 1, ...change });
  const open = (kind: Decision['kind'], list: DashboardList) => (event: MouseEvent) => {
    event.stopPropagation(); // the row itself opens the list
    action.reset();
    setDecision({ kind, list });
  };
  const decide = (reason: string) => {
    if (!decision) return;
    const change = decision.kind === 'approve' ? { action: 'approve' as const } : { action: 'reject' as const, reason };
    action.mutate({ listId: decision.list.id, change }, { onSuccess: () => setDecision(null) });
  };
  const options = contributors.data ?? [];
  const selected = options.find(([id]) => id === params.contributor) ?? null;

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'Contributor Lists' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Contributor Lists
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Autocomplete
          options={options}
          value={selected}
          getOptionLabel={([, name]) => name}
          isOptionEqualToValue={([a], [b]) => a === b}
          onChange={(_event, option) => update({ contributor: option ? option[0] : null })}
          renderInput={(input) => <TextField {...input} label="Organization" size="small" />}
          sx={{ minWidth: 320 }}
        />
        <TextField
          select
          label="Match responsibility"
          size="small"
          value={params.matchResponsibility ?? ''}
          onChange={(event) => update({ matchResponsibility: event.target.value || null })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All</MenuItem>
          {MATCH_RESPONSIBILITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {MATCH_RESPONSIBILITY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="List Status"
          size="small"
          value={params.status ?? ''}
          onChange={(event) => update({ status: event.target.value || null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {LIST_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {LIST_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {(lists.isPending || lists.isPlaceholderData) && <LinearProgress aria-label="Loading lists" />}
      {lists.isError && (
        <Alert severity="error">{errorMessages(lists.error, 'An error prevented fetching facility lists')[0]}</Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label="Contributor lists" size="small" sx={{ minWidth: 1200 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lists.data?.data.map((list) => {
              const counts = listTableCounts(list);
              return (
                <TableRow key={list.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(listPath(list.id))}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{list.created_at.slice(0, 10)}</TableCell>
                  <TableCell>{list.name}</TableCell>
                  <TableCell>{list.description}</TableCell>
                  <TableCell>{list.file_name}</TableCell>
                  <TableCell>{counts.total}</TableCell>
                  <TableCell>{counts.matched}</TableCell>
                  <TableCell>{counts.error}</TableCell>
                  <TableCell>{counts.potentialMatch}</TableCell>
                  <TableCell>{list.is_active ? 'Yes' : 'No'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <ListStatusCell list={list} onDecide={open} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {lists.data?.count === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{NO_LISTS_TEXT}</Typography>}
      <TablePagination
        component="div"
        count={lists.data?.count ?? 0}
        page={lists.data && params.page - 1 >= Math.ceil(lists.data.count / params.pageSize) ? 0 : params.page - 1}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={[...DASHBOARD_LIST_PAGE_SIZES]}
        onPageChange={(_event, page) => setParams({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
      />
      {decision?.kind === 'info' && (
        <Dialog open onClose={() => setDecision(null)} aria-labelledby="list-reason-title" fullWidth>
          <DialogTitle id="list-reason-title">{decision.list.name}</DialogTitle>
          <DialogContent>
            <Typography>{decision.list.status_change_reason || 'No reason was given.'}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDecision(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
      {decision && decision.kind !== 'info' && (
        <ReasonDialog
          title={decision.kind === 'approve' ? `Approve ${decision.list.name}` : `Reject ${decision.list.name}`}
          text={
            decision.kind === 'approve'
              ? 'The list will be geocoded and matched.'
              : 'Tell the contributor why the list was rejected.'
          }
          confirmLabel={decision.kind === 'approve' ? 'Approve' : 'Reject'}
          withReason={decision.kind === 'reject'}
          busy={action.isPending}
          error={action.isError ? errorMessages(action.error, LIST_STATUS_UPDATE_FAILED)[0]! : null}
          onConfirm={decide}
          onClose={() => setDecision(null)}
        />
      )}
    </Box>
  );
}
