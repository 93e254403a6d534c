import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listEndpoints } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import { listDetailQuery } from './list-detail.ts';

export const approveList = (id: number) => call(listEndpoints.approve, { params: { id } });
export const rejectList = (id: number, reason: string) =>
  call(listEndpoints.reject, { params: { id }, body: { reason } });

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
