import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contributorAdminEndpoints as endpoints,
  type StaffContributorPage,
} from '@registry/core/contributor-admin-api';
import { applySettingsPatch, type ContributorSettingsPatch } from '@registry/core/contributor-settings';
import { call } from '@/api/call.ts';

export type { StaffContributor } from '@registry/core/contributor-admin-api';

export interface StaffContributorsParams {
  q: string;
  page: number;
  pageSize: number;
}

export const staffContributorKeys = {
  all: ['staff-contributors'] as const,
  page: ({ q, page, pageSize }: StaffContributorsParams) => [...staffContributorKeys.all, q, page, pageSize] as const,
};

export const staffContributorsQuery = ({ q, page, pageSize }: StaffContributorsParams) =>
  queryOptions({
    queryKey: staffContributorKeys.page({ q, page, pageSize }),
    queryFn: () => call(endpoints.list, { query: { q, page, pageSize } }),
  });

export const useStaffContributors = (params: StaffContributorsParams) =>
  useQuery({ ...staffContributorsQuery(params), placeholderData: keepPreviousData });

export const useGroupChoices = () =>
  useQuery({
    queryKey: ['staff-groups'],
    queryFn: () => call(endpoints.groups),
    staleTime: Infinity,
  });

/**
 * PATCH one contributor's settings. The control shows the new value at once (a failed save puts
 * the server's back); the list refetches either way.
 */
export function useSaveContributorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ContributorSettingsPatch }) =>
      call(endpoints.update, { params: { id }, body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: staffContributorKeys.all });
      queryClient.setQueriesData<StaffContributorPage>(
        { queryKey: staffContributorKeys.all },
        (page) =>
          page && {
            ...page,
            results: page.results.map((row) => (row.id === id ? { ...row, ...applySettingsPatch(row, patch) } : row)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffContributorKeys.all }),
  });
}
