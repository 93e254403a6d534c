import { Suspense, useEffect, useMemo, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import type { ContributorEmbedConfig } from '@registry/core/embed-config';
import { SearchPage } from '@/features/search/components/search-page.tsx';
import { embedParams, SearchEmbedContext } from '@/features/search/embed-context.ts';
import { DownloadButton } from '@/features/downloads/components/download-button.tsx';
import { loadMergeDialog } from '@/features/facility-admin/index.ts';
import { useSession } from '@/lib/session.ts';
import { MapLoading } from '@/components/map/map-loading.tsx';
import { loadMaplibre } from '@/components/map/maplibre-lib.ts';
import type { SearchMap as SearchMapComponent } from '@/features/map/components/search-map.tsx';
import { embedContributorId, isEmbedMode } from '../embed-mode.ts';
import { EmbeddedMap } from '../embedded-map.tsx';
import { lazyScreen } from '../lazy-screen.tsx';

// The map loads beside the results, which do not wait for it: its code and MapLibre at once
// (MapLibre is most of the bytes); the merge dialog only for moderators.
let searchMapCode: Promise<typeof SearchMapComponent> | undefined;
const loadSearchMap = () => {
  // A failure shows in the map, which asks for the same download.
  if (!searchMapCode) loadMaplibre().catch(() => undefined);
  return (searchMapCode ??= import('@/features/map/components/search-map.tsx').then((module) => module.SearchMap));
};
const SearchMap = lazyScreen(loadSearchMap);

/**
 * The facility page's code, fetched once the search page is idle (or after a second): a click on a
 * result then does not wait for its download and parse, which waited behind the search map's
 * frames (bench/RESULTS.md, 'Result click, traced'). The route table renders it when asked.
 */
function usePreloadFacilityPage() {
  useEffect(() => {
    const load = () => void import('./facility.tsx').catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 1_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1_000);
    return () => clearTimeout(timer);
  }, []);
}
const MergeDialog = lazyScreen(loadMergeDialog);

/** The search map, with a spinner in its place until its code is there. */
function LazySearchMap(props: ComponentProps<typeof SearchMap>) {
  return (
    <Suspense fallback={<MapLoading />}>
      <SearchMap {...props} />
    </Suspense>
  );
}

/**
 * '/' and '/facilities' share this element, so the map survives the first search (features do
 * not import each other; the app gives the search page its map and download button). With
 * `embed=1` it is a contributor's embedded map, dressed in their embed config.
 */
export function SearchScreen() {
  // Asked for when the route first renders, not when React reaches the map below the form and
  // results: on a phone network MapLibre is the last download the map waits for.
  loadSearchMap().catch(() => undefined);
  usePreloadFacilityPage();
  const [params] = useSearchParams();
  const session = useSession();
  if (isEmbedMode(params)) return <EmbeddedSearch contributorId={embedContributorId(params)} />;
  // Moderators (moderation mode, never in an embed) merge facilities from the results.
  const canMerge = session.data?.isAnon === false && session.data.is_moderation_mode;
  return (
    <SearchPage
      renderMap={(props) => <LazySearchMap {...props} />}
      renderMerge={
        canMerge
          ? ({ osIds, onClose, onMerged }) => (
              <Suspense>
                <MergeDialog osIds={osIds} onClose={onClose} onMerged={onMerged} />
              </Suspense>
            )
          : undefined
      }
      renderDownload={({ query, count, isSameContributor }) => (
        <DownloadButton query={query} count={count} isSameContributor={isSameContributor} />
      )}
    />
  );
}

function EmbeddedSearch({ contributorId }: { contributorId: number | null }) {
  return <EmbeddedMap contributorId={contributorId}>{(config) => <EmbeddedSearchPage config={config} />}</EmbeddedMap>;
}

function EmbeddedSearchPage({ config }: { config: ContributorEmbedConfig }) {
  const embed = useMemo(
    () => ({
      contributorId: String(config.contributor),
      textSearchLabel: config.text_search_label,
      hideSectorData: config.hide_sector_data,
      extendedFields: config.extended_fields.filter((f) => f.visible),
    }),
    [config],
  );
  const appearance = useMemo(
    () => ({
      markerColor: config.color,
      selectedMarkerColor: config.selectedMarkerColor,
      silver: config.map_style === 'silver',
    }),
    [config],
  );
  // The map card's link keeps the page embedded, as the result list's links do.
  const embeddedCard = useMemo(
    () => ({ linkQuery: embedParams(embed), preferNameOf: config.prefer_contributor_name ? config.contributor : null }),
    [embed, config],
  );
  return (
    <SearchEmbedContext value={embed}>
      <SearchPage
        renderMap={(props) => <LazySearchMap {...props} appearance={appearance} embeddedCard={embeddedCard} />}
        renderDownload={({ query, count, isSameContributor }) => (
          <DownloadButton query={query} count={count} isSameContributor={isSameContributor} isEmbedded />
        )}
      />
    </SearchEmbedContext>
  );
}
