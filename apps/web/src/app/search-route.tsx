import { SearchPage } from '@/features/search/components/search-page.tsx';
import { SearchMap } from '@/features/map/components/search-map.tsx';

/**
 * '/' and '/facilities' share this element, so the map survives the first search (features do
 * not import each other; the app gives the search page its map).
 */
export function SearchRoute() {
  return <SearchPage renderMap={(props) => <SearchMap {...props} />} />;
}
