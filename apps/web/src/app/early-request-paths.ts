import { CLIENT_CONFIG_PATH } from '@/api/client-config.ts';
import { TILE_CACHE_KEY_PATH } from '@/features/map/api/tile-cache-key.ts';
import { firstSearchPagePath } from '@/features/search/api/search-facilities.ts';
import { filtersFromSearchParams, filtersToSearchParams, hasSearchedAt } from '@/features/search/search-filters.ts';
import { paths } from '@/lib/paths.ts';
import { isEmbedMode } from './embed-mode.ts';

/** Where SearchScreen is shown (router.tsx). */
const SEARCH_PAGES = new Set<string>([paths.home, paths.facilities]);
/** The layout's calls on every page: the session, the feature flags (for the menus), the client config (for analytics). */
const LAYOUT_PATHS = ['/user-session/', '/api-feature-flags/', CLIENT_CONFIG_PATH];

/**
 * The GET calls the first render of a page makes, for the early script (src/early-requests.ts) to
 * start before the app's code is there: the layout's, and on the search page its map's tile cache
 * key and, once something is searched, the results' first page. Each path must be the app's own,
 * character for character, or its call is wasted. An embedded map (another layout) starts none.
 */
export function earlyRequestPaths(pathname: string, search: string): string[] {
  const params = new URLSearchParams(search);
  if (isEmbedMode(params)) return [];
  if (!SEARCH_PAGES.has(pathname)) return LAYOUT_PATHS;
  const searched = hasSearchedAt(pathname, params.toString());
  const results = searched
    ? [firstSearchPagePath(filtersToSearchParams(filtersFromSearchParams(params)).toString())]
    : [];
  return [...LAYOUT_PATHS, TILE_CACHE_KEY_PATH, ...results];
}
