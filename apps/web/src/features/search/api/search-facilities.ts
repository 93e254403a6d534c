import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FACILITIES_PAGE_SIZE } from '@registry/core/search';
import type { FacilitySearchPage } from '@registry/core/facility-api';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

export type { FacilityFeature, FacilitySearchPage } from '@registry/core/facility-api';

export const searchFacilities = (url: string, signal?: AbortSignal) => apiRequest<FacilitySearchPage>(url, { signal });

/** The first page's call for the filters' query string (each result with its count of public contributors). */
export function firstSearchPagePath(filterQuery: string): string {
  const first = new URLSearchParams(filterQuery);
  first.set('number_of_public_contributors', 'true');
  first.set('pageSize', String(FACILITIES_PAGE_SIZE));
  return `/api/facilities/?${first.toString()}`;
}

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
