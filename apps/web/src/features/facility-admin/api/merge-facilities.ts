import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

export type { MergeAnswer as MergeResult } from '@registry/core/facility-admin-api';

export const postMerge = (target: string, merge: string) =>
  call(facilityAdminEndpoints.merge, { query: { target, merge } });

/** Every cached facility, search and tile key is stale after a merge. */
export function useMergeFacilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, merge }: { target: string; merge: string }) => postMerge(target, merge),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
