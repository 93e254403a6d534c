import { FACILITIES_PAGE_SIZE } from '@registry/core/search';

/**
 * The paths of the endpoints called early. Written out here, not read from their declarations in
 * packages/core: those carry zod schemas, and this script must stay a few hundred bytes. The unit
 * test holds each to its endpoint's URL, so they cannot drift.
 */
export const EARLY_PATHS = {
  session: '/user-session/',
  featureFlags: '/api-feature-flags/',
  clientConfig: '/api/client-config/',
  tileCacheKey: '/api/current_tile_cache_key',
  search: '/api/facilities/',
} as const;

/** The query of the search's first page for the filters' query string (each result with its count of public contributors). */
export function firstSearchPageQuery(filterQuery: string): URLSearchParams {
  const first = new URLSearchParams(filterQuery);
  first.set('number_of_public_contributors', 'true');
  first.set('pageSize', String(FACILITIES_PAGE_SIZE));
  return first;
}
