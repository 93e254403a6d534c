import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import { listDetailQuery } from './list-detail.ts';
import type { FacilityList } from './my-lists.ts';

export const approveList = (id: number) =>
  apiRequest<FacilityList>(`/api/facility-lists/${id}/approve/`, { method: 'POST' });
export const rejectList = (id: number, reason: string) =>
  apiRequest<FacilityList>(`/api/facility-lists/${id}/reject/`, { method: 'POST', body: { reason } });

/**
 * Superusers approve or reject a pending list (reject takes a reason). The answer is the list as
 * it now is: shown at once (its progress starts), then every list query is asked again.
 */
export function useListApproval(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve ? approveList(id) : rejectList(id, decision.reason),
    onSuccess: (list) => {
      queryClient.setQueryData(listDetailQuery(id).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: facilityListKeys.all });
    },
  });
}
