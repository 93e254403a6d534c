import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listEndpoints } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import { type DashboardListPage } from './dashboard-lists.ts';

export type ListStatusAction = { action: 'approve' } | { action: 'reject'; reason: string };

/** POST /api/facility-lists/{id}/approve/ (no payload) or /reject/ with {reason} (spec part 2 §7). */
export const postListStatus = (listId: number, change: ListStatusAction) =>
  change.action === 'reject'
    ? call(listEndpoints.reject, { params: { id: listId }, body: { reason: change.reason } })
    : call(listEndpoints.approve, { params: { id: listId } });

/**
 * The answer is the list as it now is: its row shows it at once (no Approve/Reject once approved,
 * its progress instead), even before the pages are asked again.
 */
export function useListStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, change }: { listId: number; change: ListStatusAction }) => postListStatus(listId, change),
    onSuccess: (list) => {
      queryClient.setQueriesData<DashboardListPage>(
        { queryKey: facilityListKeys.dashboard() },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === list.id ? { ...row, ...list } : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: facilityListKeys.all });
    },
  });
}
