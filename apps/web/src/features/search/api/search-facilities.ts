import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FACILITIES_PAGE_SIZE, type FacilityFeature } from '@registry/core/search';
import { apiRequest } from '@/api/client.ts';

export type { FacilityFeature } from '@registry/core/search';

export interface FacilitySearchPage {
  type: 'FeatureCollection';
  count: number;
  /** [west, south, east, north] of every match, or null without matches. */
  extent: [number, number, number, number] | null;
  nextPageURL: string | null;
  is_same_contributor: boolean;
  features: FacilityFeature[];
}

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
    queryKey: ['facilities', 'search', filterQuery],
    queryFn: ({ pageParam, signal }) => searchFacilities(pageParam, signal),
    initialPageParam: firstSearchPagePath(filterQuery),
    getNextPageParam: (last: FacilitySearchPage) => last.nextPageURL ?? undefined,
    // Back from a facility page shows the pages already loaded instead of fetching them all again.
    staleTime: 60_000,
  });

export const useFacilitySearch = (filterQuery: string, enabled: boolean) =>
  useInfiniteQuery({ ...facilitySearchQuery(filterQuery), enabled });
