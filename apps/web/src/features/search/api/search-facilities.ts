import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { facilityEndpoints, type FacilitySearchPage } from '@registry/core/facility-api';
import { callUrl, urlOf } from '@/api/call.ts';
import { firstSearchPageQuery } from '@/api/early-paths.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

export type { FacilityFeature, FacilitySearchPage } from '@registry/core/facility-api';

/** A page of results: the first page's URL, or the next page's as the server gave it. */
export const searchFacilities = (url: string, signal?: AbortSignal) =>
  callUrl(facilityEndpoints.search, url, { signal });

/** The first page's call for the filters' query string (the early script asks for the same, early-request-paths.ts). */
export const firstSearchPagePath = (filterQuery: string): string =>
  urlOf(facilityEndpoints.search, { query: firstSearchPageQuery(filterQuery) });

/** First page from the filters' query string; later pages follow the server's nextPageURL. */
export const facilitySearchQuery = (filterQuery: string) =>
  infiniteQueryOptions({
    queryKey: facilityKeys.search(filterQuery),
    queryFn: ({ pageParam, signal }) => searchFacilities(pageParam, signal),
    initialPageParam: firstSearchPagePath(filterQuery),
    getNextPageParam: (last: FacilitySearchPage) => last.nextPageURL ?? undefined,
    // Back from a facility page shows the pages already loaded instead of fetching them all again.
    staleTime: 60_000,
  });

export const useFacilitySearch = (filterQuery: string, enabled: boolean) =>
  useInfiniteQuery({ ...facilitySearchQuery(filterQuery), enabled });
