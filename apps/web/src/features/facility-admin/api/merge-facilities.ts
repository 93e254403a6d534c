import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeAnswer } from '@registry/core/facility-admin-api';
import { apiRequest } from '@/api/client.ts';

export type { MergeAnswer as MergeResult } from '@registry/core/facility-admin-api';

export const postMerge = (target: string, merge: string) =>
  apiRequest<MergeAnswer>(`/api/facilities/merge/?${new URLSearchParams({ target, merge }).toString()}`, {
    method: 'POST',
  });

/** Every cached facility, search and tile key is stale after a merge. */
export function useMergeFacilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, merge }: { target: string; merge: string }) => postMerge(target, merge),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
