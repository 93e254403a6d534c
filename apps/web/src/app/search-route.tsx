import { SearchPage } from '@/features/search/components/search-page.tsx';
import { SearchMap } from '@/features/map/components/search-map.tsx';
import { DownloadButton } from '@/features/downloads/components/download-button.tsx';

/**
 * '/' and '/facilities' share this element, so the map survives the first search (features do
 * not import each other; the app gives the search page its map and download button).
 */
export function SearchRoute() {
  return (
    <SearchPage
      renderMap={(props) => <SearchMap {...props} />}
      renderDownload={({ query, count, isSameContributor }) => <DownloadButton query={query} count={count} isSameContributor={isSameContributor} />}
    />
  );
}
