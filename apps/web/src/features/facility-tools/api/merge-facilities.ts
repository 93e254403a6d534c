import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export interface MergeResult {
  target: string;
  merged: string;
  audit_id: number;
}

export const postMerge = (target: string, merge: string) =>
  apiRequest<MergeResult>(`/api/facilities/merge/?${new URLSearchParams({ target, merge }).toString()}`, { method: 'POST' });

/** Every cached facility, search and tile key is stale after a merge. */
export function useMergeFacilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, merge }: { target: string; merge: string }) => postMerge(target, merge),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
