import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedContributor, StaffContributorPage } from '@registry/core/contributor-admin-api';
import { applySettingsPatch, type ContributorSettingsPatch } from '@registry/core/contributor-settings';
import { apiRequest } from '@/api/client.ts';
import { postUndo } from './audit-log.ts';

export type { StaffContributor } from '@registry/core/contributor-admin-api';

export interface StaffContributorsParams {
  q: string;
  page: number;
  pageSize: number;
}

const CONTRIBUTORS_KEY = 'staff-contributors';

export const staffContributorsQuery = ({ q, page, pageSize }: StaffContributorsParams) =>
  queryOptions({
    queryKey: [CONTRIBUTORS_KEY, q, page, pageSize],
    queryFn: () =>
      apiRequest<StaffContributorPage>(
        `/api/staff/contributors/?${new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) }).toString()}`,
      ),
  });

export const useStaffContributors = (params: StaffContributorsParams) => useQuery({ ...staffContributorsQuery(params), placeholderData: keepPreviousData });

export const useGroupChoices = () => useQuery({ queryKey: ['staff-groups'], queryFn: () => apiRequest<string[]>('/api/staff/groups/'), staleTime: Infinity });

/**
 * PATCH one contributor's settings. The control shows the new value at once (a failed save puts
 * the server's back); the list refetches either way.
 */
export function useSaveContributorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ContributorSettingsPatch }) =>
      apiRequest<SavedContributor>(`/api/staff/contributors/${id}/`, { method: 'PATCH', body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: [CONTRIBUTORS_KEY] });
      queryClient.setQueriesData<StaffContributorPage>({ queryKey: [CONTRIBUTORS_KEY] }, (page) =>
        page && { ...page, results: page.results.map((row) => (row.id === id ? { ...row, ...applySettingsPatch(row, patch) } : row)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTRIBUTORS_KEY] }),
  });
}

/** Undo of the last change made on the screen (the audit log's undo). */
export function useUndoContributorChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUndo, onSuccess: () => queryClient.invalidateQueries() });
}
