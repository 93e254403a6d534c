import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export type ListStatusAction = { action: 'approve' } | { action: 'reject'; reason: string };

/** POST /api/facility-lists/{id}/approve/ (no payload) or /reject/ with {reason} (spec part 2 §7). */
export const postListStatus = (listId: number, change: ListStatusAction) =>
  apiRequest(`/api/facility-lists/${listId}/${change.action}/`, { method: 'POST', body: change.action === 'reject' ? { reason: change.reason } : undefined });

export function useListStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, change }: { listId: number; change: ListStatusAction }) => postListStatus(listId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard-lists'] }),
  });
}
