import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { MODERATION_PAGE_SIZES } from '@registry/core/moderation-events';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { moderationRecordPath } from '@/lib/paths.ts';
import { useUrlParams } from '@/lib/use-url-params.ts';
import { downloadXlsx } from '@/lib/xlsx.ts';
import { fetchAllModerationEvents, useModerationEvents } from '../api/moderation-events.ts';
import { QUEUE_COLUMNS, queueSheetRows } from '../labels.ts';
import { queueParamsFrom, queueSearchOf } from '../queue-params.ts';
import { ModerationBreadcrumbs } from './moderation-breadcrumbs.tsx';
import { ModerationFilters } from './moderation-filters.tsx';

export const MODERATION_FALLBACKS = {
  fetchEvents: 'An error prevented fetching moderation events',
  download: 'An error prevented downloading moderation events',
} as const;

/** /dashboard/moderation-queue (spec part 2 §2 'Moderation queue'). */
export function ModerationQueuePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { params, search, update } = useUrlParams(queueParamsFrom, queueSearchOf);
  const events = useModerationEvents(params);
  // Which loaded page is shown; a change of filters, order or page size starts again at the first.
  const [shown, setShown] = useState({ key: search.toString(), page: 0 });
  const page = shown.key === search.toString() ? shown.page : 0;
  const [exporting, setExporting] = useState(false);

  const pages = events.data?.pages ?? [];
  const count = pages[0]?.count ?? 0;
  const rows = pages[page]?.data ?? [];
  const goTo = async (next: number) => {
    if (next >= pages.length) await events.fetchNextPage();
    setShown({ key: search.toString(), page: next });
  };

  const exportExcel = async () => {
    setExporting(true);
    try {
      downloadXlsx(
        'moderation_events.xlsx',
        'Moderation Events',
        queueSheetRows(await fetchAllModerationEvents(params)),
      );
    } catch (error) {
      toast(errorMessages(error, MODERATION_FALLBACKS.download)[0]!);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', p: 3 }}>
      <ModerationBreadcrumbs />
      <Typography variant="h4" component="h1" gutterBottom>
        Moderation Queue
      </Typography>
      <ModerationFilters params={params} onChange={update} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2 }}>
        <Typography aria-live="polite" data-testid="moderation-count">
          {events.data ? `${count} results` : ''}
        </Typography>
        <Button variant="outlined" onClick={() => void exportExcel()} disabled={exporting || count === 0}>
          Download Excel
        </Button>
      </Box>
      {events.isFetching && <LinearProgress aria-label="Loading moderation events" />}
      {events.isError && (
        <Alert severity="error">{errorMessages(events.error, MODERATION_FALLBACKS.fetchEvents)[0]}</Alert>
      )}
      <Table aria-label="Moderation events" size="small">
        <TableHead>
          <TableRow>
            {QUEUE_COLUMNS.map(({ field, label }) => (
              <TableCell key={field} sortDirection={params.sortBy === field ? params.orderBy : false}>
                <TableSortLabel
                  active={params.sortBy === field}
                  direction={params.sortBy === field ? params.orderBy : 'asc'}
                  onClick={() =>
                    update({
                      sortBy: field,
                      orderBy: params.sortBy === field && params.orderBy === 'asc' ? 'desc' : 'asc',
                    })
                  }
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((event) => (
            <TableRow
              key={event.moderation_id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(moderationRecordPath(event.moderation_id))}
            >
              {QUEUE_COLUMNS.map(({ field, cell }) => (
                <TableCell key={field}>{cell(event)}</TableCell>
              ))}
            </TableRow>
          ))}
          {events.data && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={QUEUE_COLUMNS.length}>No moderation events match these filters.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={count}
        page={count === 0 ? 0 : page}
        rowsPerPage={params.pageSize}
        rowsPerPageOptions={[...MODERATION_PAGE_SIZES]}
        onPageChange={(_event, next) => void goTo(next)}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
      />
    </Box>
  );
}
