import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MODERATION_PAGE_SIZES } from '@registry/core/page-sizes';
import { errorMessages } from '@/api/errors.ts';
import { PagedTable } from '@/components/paged-table.tsx';
import { useToast } from '@/components/toast.tsx';
import { moderationRecordPath } from '@/lib/paths.ts';
import { useUrlPaging } from '@/lib/use-url-paging.ts';
import { downloadXlsx } from '@/lib/xlsx.ts';
import { fetchAllModerationEvents, useModerationEvents } from '../api/moderation-events.ts';
import { QUEUE_COLUMNS, queueSheetRows } from '../labels.ts';
import { QUEUE_FILTERS } from '../queue-params.ts';
import { ModerationBreadcrumbs } from './moderation-breadcrumbs.tsx';
import { ModerationFilters } from './moderation-filters.tsx';

export const MODERATION_FALLBACKS = {
  fetchEvents: 'An error prevented fetching moderation events',
  download: 'An error prevented downloading moderation events',
} as const;

const COLUMNS = QUEUE_COLUMNS.map(({ field, label, cell }) => ({ key: field, label, cell, sortable: true }));

/** /dashboard/moderation-queue (spec part 2 §2 'Moderation queue'). */
export function ModerationQueuePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { params, setFilters: update, paging } = useUrlPaging(QUEUE_FILTERS, MODERATION_PAGE_SIZES);
  const { page, ...queue } = params;
  const events = useModerationEvents(queue);
  const [exporting, setExporting] = useState(false);

  const pages = events.data?.pages ?? [];
  const count = pages[0]?.count ?? 0;
  // The pages load in turn up to the one the URL names (a link back from a record); past the end, the first.
  const shown = events.data ? Math.min(page - 1, Math.max(0, Math.ceil(count / queue.pageSize) - 1)) : 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = events;
  useEffect(() => {
    if (pages.length > 0 && pages.length <= shown && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [pages.length, shown, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = pages[shown]?.data;

  const exportExcel = async () => {
    setExporting(true);
    try {
      downloadXlsx(
        'moderation_events.xlsx',
        'Moderation Events',
        queueSheetRows(await fetchAllModerationEvents(queue)),
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
      <PagedTable
        label="Moderation events"
        columns={COLUMNS}
        rows={rows}
        rowKey={(event) => event.moderation_id}
        count={count}
        paging={paging}
        loading={events.isFetching}
        loadingLabel="Loading moderation events"
        error={events.isError ? errorMessages(events.error, MODERATION_FALLBACKS.fetchEvents)[0] : null}
        empty="No moderation events match these filters."
        sort={{
          field: params.sortBy,
          order: params.orderBy,
          onSort: (field, orderBy) => update({ sortBy: field as typeof params.sortBy, orderBy }),
        }}
        onRowClick={(event) => void navigate(moderationRecordPath(event.moderation_id))}
      />
    </Box>
  );
}
