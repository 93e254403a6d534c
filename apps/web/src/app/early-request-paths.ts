import { EARLY_PATHS, firstSearchPageQuery } from '@/api/early-paths.ts';
import { filtersFromSearchParams, filtersToSearchParams, hasSearchedAt } from '@/features/search/search-filters.ts';
import { paths } from '@/lib/paths.ts';
import { isEmbedMode } from './embed-mode.ts';

/** Where SearchScreen is shown (router.tsx). */
const SEARCH_PAGES = new Set<string>([paths.home, paths.facilities]);
/** The layout's calls on every page: the session, the feature flags (for the menus), the client config (for analytics). */
const LAYOUT_PATHS = [EARLY_PATHS.session, EARLY_PATHS.featureFlags, EARLY_PATHS.clientConfig];

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
    ? [
        `${EARLY_PATHS.search}?${firstSearchPageQuery(filtersToSearchParams(filtersFromSearchParams(params)).toString()).toString()}`,
      ]
    : [];
  return [...LAYOUT_PATHS, EARLY_PATHS.tileCacheKey, ...results];
}
