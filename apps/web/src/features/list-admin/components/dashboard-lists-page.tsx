import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
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
import { PagedTable, type PagedColumn } from '@/components/paged-table.tsx';
import { RowsProgress } from '@/components/rows-progress.tsx';
import { listPath } from '@/lib/paths.ts';
import { useUrlPaging } from '@/lib/use-url-paging.ts';
import { useDashboardLists, useListContributors, type DashboardList } from '../api/dashboard-lists.ts';
import { useListStatusAction } from '../api/list-status-actions.ts';
import { LIST_FILTERS } from '../dashboard-list-params.ts';

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
  const { params, setFilters: update, paging } = useUrlPaging(LIST_FILTERS);
  const lists = useDashboardLists(params);
  const contributors = useListContributors();
  const action = useListStatusAction();
  const [decision, setDecision] = useState<Decision | null>(null);
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
  const columns: PagedColumn<DashboardList>[] = [
    {
      key: 'created',
      label: 'Date Created',
      cell: (list) => list.created_at.slice(0, 10),
      sx: { whiteSpace: 'nowrap' },
    },
    { key: 'name', label: 'Name', cell: (list) => list.name },
    { key: 'description', label: 'Description', cell: (list) => list.description },
    { key: 'file', label: 'File Name', cell: (list) => list.file_name },
    { key: 'total', label: 'Total', cell: (list) => listTableCounts(list).total },
    { key: 'matched', label: 'Matched', cell: (list) => listTableCounts(list).matched },
    { key: 'error', label: 'Error', cell: (list) => listTableCounts(list).error },
    { key: 'potential', label: 'Potential Match', cell: (list) => listTableCounts(list).potentialMatch },
    { key: 'active', label: 'Active', cell: (list) => (list.is_active ? 'Yes' : 'No') },
    {
      key: 'status',
      label: 'Status',
      cell: (list) => <ListStatusCell list={list} onDecide={open} />,
      sx: { whiteSpace: 'nowrap' },
    },
  ];
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
      <PagedTable
        label="Contributor lists"
        columns={columns}
        rows={lists.data?.data}
        rowKey={(list) => list.id}
        count={lists.data?.count ?? 0}
        paging={paging}
        loading={lists.isPending || lists.isPlaceholderData}
        loadingLabel="Loading lists"
        error={lists.isError ? errorMessages(lists.error, 'An error prevented fetching facility lists')[0] : null}
        empty={NO_LISTS_TEXT}
        onRowClick={(list) => void navigate(listPath(list.id))}
        minWidth={1200}
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
