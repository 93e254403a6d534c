import { useMemo, useState, type ReactNode, type UIEvent } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@registry/core/map';
import { errorMessages } from '@/api/errors.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import type { FacilityFeature, FacilitySearchPage } from '../api/search-facilities.ts';
import type { SortValue } from '../search-filters.ts';
import { firstScreenRows } from '../first-rows.ts';
import { useAfterPaint } from '../hooks/use-after-paint.ts';
import { useScrollRestoration } from '../hooks/use-scroll-restoration.ts';
import { filterLoadedResults } from '../text-filter.ts';
import { MergeBar, type MergeSelection } from './merge-selection.tsx';
import { ResultItem } from './result-item.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';

export interface ResultListProps {
  /** The search's query string: the key its scroll position is kept under. */
  searchQuery: string;
  hasSearched: boolean;
  search: UseInfiniteQueryResult<InfiniteData<FacilitySearchPage>>;
  sortBy: SortValue | '';
  onSortChange: (sort: SortValue | '') => void;
  onShowOnMap: (facility: FacilityFeature) => void;
  /** 'Search for facilities' and 'Try another search': back to the search form. */
  onSearchAgain: () => void;
  /** Renders the download button for this search's results. */
  renderDownload?: (results: { count: number; isSameContributor: boolean }) => ReactNode;
  /** Moderators: merge checkboxes on the results and a Merge button. */
  merge?: MergeSelection;
}

function EmptyState({ text, action, onAction }: { text: string; action?: string; onAction?: () => void }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Typography>{text}</Typography>
      {action && (
        <Button variant="contained" onClick={onAction}>
          {action}
        </Button>
      )}
    </Box>
  );
}

/** The result panel of spec part 1 §2: states, toolbar and the infinitely scrolling list. */
export function ResultList({
  searchQuery,
  hasSearched,
  search,
  sortBy,
  onSortChange,
  onShowOnMap,
  onSearchAgain,
  renderDownload,
  merge,
}: ResultListProps) {
  const t = useT();
  const [textFilter, setTextFilter] = useState('');
  const features = useMemo(() => search.data?.pages.flatMap((page) => page.features) ?? [], [search.data]);
  const shown = useMemo(() => filterLoadedResults(features, textFilter), [features, textFilter]);
  // The rows in sight first, the others once those are painted (the results' first paint is what
  // a visitor waits for); the scroll position comes back once every row is there.
  const allRows = useAfterPaint(features.length > 0);
  const rows = allRows ? shown : shown.slice(0, firstScreenRows(window.innerHeight));
  const { ref: scrollRef, onScroll: saveScroll } = useScrollRestoration(searchQuery, allRows && features.length > 0);

  if (!hasSearched)
    return (
      <EmptyState text={t('No facilities to display')} action={t('Search for facilities')} onAction={onSearchAgain} />
    );
  if (search.isPending) {
    return (
      <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('Loading facilities')} />
      </Box>
    );
  }
  if (search.isError && !search.data) {
    const fetchError = t('An error prevented fetching facilities');
    const details = errorMessages(search.error, fetchError).filter((message) => message !== fetchError);
    return (
      <Box sx={{ p: 4, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography color="error">{fetchError}</Typography>
        {details.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        <Button variant="contained" onClick={onSearchAgain}>
          {t('Try another search')}
        </Button>
      </Box>
    );
  }
  const count = search.data.pages[0]?.count ?? 0;
  const isSameContributor = search.data.pages[0]?.is_same_contributor ?? false;
  if (count === 0) return <EmptyState text={t('No facilities matching this search')} />;

  const onScroll = (event: UIEvent<HTMLElement>) => {
    saveScroll();
    const list = event.currentTarget;
    const nearEnd = list.scrollHeight - list.scrollTop - list.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX;
    if (nearEnd && search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError)
      void search.fetchNextPage();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ResultsToolbar
        count={count}
        sortBy={sortBy}
        onSortChange={onSortChange}
        textFilter={textFilter}
        onTextFilterChange={setTextFilter}
        download={renderDownload?.({ count, isSameContributor })}
      />
      {merge && <MergeBar merge={merge} />}
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        data-testid="facility-results"
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      >
        <List dense disablePadding aria-label={t('Facilities')}>
          {rows.map((facility) => (
            <ResultItem key={facility.id} facility={facility} onShowOnMap={onShowOnMap} merge={merge} />
          ))}
        </List>
        {shown.length === 0 && <EmptyState text={t('No facilities matching this search')} />}
        {search.isFetchingNextPage && (
          <Box sx={{ p: 2, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={24} aria-label={t('Loading more facilities')} />
          </Box>
        )}
        {search.isFetchNextPageError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void search.fetchNextPage()}>
                {t('Retry')}
              </Button>
            }
          >
            {t('An error prevented fetching the next page of facilities')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
