import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateEndpoints as endpoints } from '@registry/core/facility-duplicates-api';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

export type { Duplicate, DuplicateSide } from '@registry/core/facility-duplicates-api';

export interface DuplicateFilters {
  country: string;
  minConfidence: string;
  contributor: string;
  page: number;
  pageSize: number;
}

export const duplicateKeys = {
  all: ['facility-duplicates'] as const,
  page: (filters: DuplicateFilters) => [...duplicateKeys.all, 'page', filters] as const,
};

/** GET /api/facility-duplicates/: the filters left empty are not sent (the server's defaults apply). */
export const duplicatesQuery = (filters: DuplicateFilters) =>
  queryOptions({
    queryKey: duplicateKeys.page(filters),
    queryFn: () => {
      return call(endpoints.list, {
        query: {
          page: filters.page,
          pageSize: filters.pageSize,
          country: filters.country || undefined,
          min_confidence: filters.minConfidence || undefined,
          contributor: filters.contributor || undefined,
        },
      });
    },
    placeholderData: keepPreviousData,
  });

export const useDuplicates = (filters: DuplicateFilters) => useQuery(duplicatesQuery(filters));

/** POST /api/facility-duplicates/{id}/dismiss/: not a duplicate, never proposed again. */
export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.dismiss, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}

/** POST /api/facility-duplicates/{id}/merge/: the facility tools' merge; every cached facility, search and tile is stale after it. */
export function useMergeDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, target, confirmClaimed }: { id: number; target: string; confirmClaimed: boolean }) =>
      call(endpoints.merge, { params: { id }, body: { target, confirm_claimed: confirmClaimed } }),
    // Not awaited: the refetch takes the merged pair off the list, and the screen's toast must run
    // before that unmounts it (a mutate() callback of an unmounted screen is never called).
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/** GET /api/contributors/: [id, name] of every contributor, for the contributor filter. */
export const useContributorChoices = () =>
  useQuery({
    queryKey: ['contributors', 'choices'],
    queryFn: () => call(optionEndpoints.contributors),
    staleTime: 5 * 60_000,
  });
