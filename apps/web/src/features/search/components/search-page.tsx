import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EMBED_MOBILE_BREAKPOINT } from '@registry/core/embed-config';
import { FACILITY_LINK_STATE } from '@/components/map/facility-link-state.ts';
import { MapLoading } from '@/components/map/map-loading.tsx';
import type { MapFacilitySelection, SearchMapProps } from '@/components/map/search-map-props.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath } from '@/lib/paths.ts';
import { useFacilitySearch, type FacilityFeature } from '../api/search-facilities.ts';
import { embedParams, useSearchEmbed } from '../embed-context.ts';
import { withoutChosenFilter } from '../more-filters.ts';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { filtersToSearchParams, type SearchFilters } from '../search-filters.ts';
import { MoreFiltersDrawer } from './more-filters-drawer.tsx';
import { QuickSearchBar } from './quick-search-bar.tsx';
import { ResultList } from './result-list.tsx';
import { SearchForm } from './search-form.tsx';

/** The search page fills the window below the app bar; the footer follows after a scroll. */
const PAGE_HEIGHT = { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' };

/**
 * Search page (spec part 1 §2): on md and up the filter sidebar, the results and the map side by
 * side; on small screens the text search, LIST and MAP tabs and a FILTERS drawer. The app passes the
 * map in.
 */
export interface SearchPageProps {
  renderMap: (props: SearchMapProps) => ReactNode;
  /** The download button for the current results (filters as a query string, their count). */
  renderDownload?: (results: { query: string; count: number; isSameContributor: boolean }) => ReactNode;
  /** Moderators only (spec part 1 §2): the merge modal for the facilities selected in the results. */
  renderMerge?: (merge: { osIds: string[]; onClose: () => void; onMerged: () => void }) => ReactNode;
}

export function SearchPage({ renderMap, renderDownload, renderMerge }: SearchPageProps) {
  const t = useT();
  const { filters, hasSearched, searchQuery, tileQuery, applyFilters, resetSearch } = useSearchFilters();
  const navigate = useNavigate();
  const embed = useSearchEmbed();
  const theme = useTheme();
  // An embedded map keeps its sidebar down to the spec's narrower breakpoint (frames are often small).
  const small = useMediaQuery(
    embed ? `(max-width:${EMBED_MOBILE_BREAKPOINT - 0.05}px)` : theme.breakpoints.down('md'),
    { noSsr: true },
  );
  const [tab, setTab] = useState<'list' | 'map'>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [selected, setSelected] = useState<MapFacilitySelection | null>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const quickInput = useRef<HTMLInputElement>(null);
  const [mergeSelection, setMergeSelection] = useState<string[]>([]);
  const [mergeOpen, setMergeOpen] = useState(false);

  // The form edits a draft; a new URL (a search, back/forward, a shared link) replaces it.
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const [draftSource, setDraftSource] = useState(searchQuery);
  if (draftSource !== searchQuery) {
    setDraftSource(searchQuery);
    setDraft(filters);
  }

  const search = useFacilitySearch(searchQuery, hasSearched);

  // Only a search the user just submitted jumps to a single result, so Back from that page stays here.
  const submitted = useRef<string | null>(null);
  const firstPage = search.data?.pages[0];
  useEffect(() => {
    if (!firstPage || submitted.current !== searchQuery) return;
    submitted.current = null;
    const only = firstPage.features[0];
    if (firstPage.count === 1 && only)
      navigate(`${facilityPath(only.properties.os_id)}${embed ? `?${embedParams(embed)}` : ''}`, {
        state: FACILITY_LINK_STATE,
      });
  }, [firstPage, searchQuery, navigate, embed]);

  const submit = useCallback(
    (next: SearchFilters) => {
      submitted.current = filtersToSearchParams(next).toString();
      setFiltersOpen(false);
      setMoreOpen(false);
      setSelected(null);
      applyFilters(next);
    },
    [applyFilters],
  );
  const searchAgain = () => (small ? quickInput : textInput).current?.focus();
  // The same function and merge selection from render to render: the result rows, memoized,
  // then render again only when their facility or selection changes.
  const showOnMap = useCallback(
    (facility: FacilityFeature) => {
      const [lng, lat] = facility.geometry.coordinates;
      setSelected({ osId: facility.properties.os_id, lng, lat });
      if (small) setTab('map');
    },
    [small],
  );
  const canMerge = renderMerge !== undefined;
  const merge = useMemo(
    () =>
      canMerge
        ? { selected: mergeSelection, onChange: setMergeSelection, onMerge: () => setMergeOpen(true) }
        : undefined,
    [canMerge, mergeSelection],
  );

  // The same element until the draft or the search changes: the results' arrival (on a phone,
  // the first visit's largest render) does not render the form and its autocompletes again.
  const form = useMemo(
    () => (
      <SearchForm
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={() => submit(draft)}
        onReset={() => {
          setSelected(null);
          setFiltersOpen(false);
          resetSearch();
        }}
        onMoreFilters={() => setMoreOpen(true)}
        applied={filters}
        onRemoveFilter={(chosen) => submit(withoutChosenFilter(filters, chosen))}
        textInputRef={textInput}
      />
    ),
    [draft, filters, submit, resetSearch],
  );
  const results = (
    <ResultList
      key={searchQuery}
      searchQuery={searchQuery}
      hasSearched={hasSearched}
      search={search}
      sortBy={filters.sortBy}
      onSortChange={(sortBy) => applyFilters({ ...filters, sortBy })}
      onShowOnMap={showOnMap}
      onSearchAgain={searchAgain}
      renderDownload={renderDownload && ((results) => renderDownload({ ...results, query: tileQuery }))}
      merge={merge}
    />
  );
  // The map mounts once the first results have rendered: on a return visit its code comes from
  // the cache at once, and MapLibre's start (its WebGL context, style and worker) would share the
  // results' render. It then stays through later searches.
  const resultsSettled = !hasSearched || !search.isPending;
  const [mapShown, setMapShown] = useState(resultsSettled);
  useEffect(() => {
    if (!resultsSettled || mapShown) return;
    // A task of its own, after the results' render and paint.
    const timer = setTimeout(() => setMapShown(true), 0);
    return () => clearTimeout(timer);
  }, [resultsSettled, mapShown]);
  const map = !mapShown ? (
    <MapLoading />
  ) : (
    renderMap({
      tileQuery,
      extent: hasSearched ? (firstPage?.extent ?? null) : null,
      selected,
      onSelect: setSelected,
      boundary: filters.boundary,
      onBoundaryChange: (boundary) => applyFilters({ ...filters, boundary }),
    })
  );

  return (
    <Box sx={{ height: PAGE_HEIGHT, minHeight: 480, display: 'flex', flexDirection: small ? 'column' : 'row' }}>
      {small ? (
        <>
          <QuickSearchBar
            value={draft.q}
            onChange={(q) => setDraft({ ...draft, q })}
            onSubmit={() => submit(draft)}
            inputRef={quickInput}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} onChange={(_event, value: 'list' | 'map') => setTab(value)} sx={{ flexGrow: 1 }}>
              <Tab value="list" label={t('List')} />
              <Tab value="map" label={t('Map')} />
            </Tabs>
            <Button onClick={() => setFiltersOpen(true)} sx={{ mr: 1 }}>
              {t('Filters')}
            </Button>
          </Box>
          <Drawer anchor="left" open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            <Box sx={{ width: { xs: '100vw', sm: 400 } }}>{form}</Box>
          </Drawer>
          <Box sx={{ flex: 1, minHeight: 0, display: tab === 'list' ? 'block' : 'none' }}>{results}</Box>
          <Box sx={{ flex: 1, minHeight: 0, display: tab === 'map' ? 'block' : 'none' }}>{map}</Box>
        </>
      ) : (
        <>
          <Box
            component="aside"
            aria-label={t('Search filters')}
            sx={{
              width: { xs: 180, md: 300, lg: 340 },
              flexShrink: 0,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {form}
          </Box>
          <Box
            component="section"
            aria-label={t('Search results')}
            sx={{
              width: { xs: 220, md: 340, lg: 400 },
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            {results}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>{map}</Box>
        </>
      )}
      {renderMerge &&
        mergeOpen &&
        renderMerge({
          osIds: mergeSelection,
          onClose: () => setMergeOpen(false),
          // The merged facility leaves the results (the merge refetches every search).
          onMerged: () => {
            setMergeOpen(false);
            setMergeSelection([]);
          },
        })}
      <MoreFiltersDrawer
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        draft={draft}
        onDraftChange={setDraft}
        onApply={() => submit(draft)}
      />
    </Box>
  );
}
