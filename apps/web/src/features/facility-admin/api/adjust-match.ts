import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export type MatchTool = 'split' | 'promote' | 'move';

/** The answer of split, promote and move: the toast text comes from the server's rule (split or revert). */
export interface AdjustResult {
  match_id: number;
  message: string;
  new_os_id?: string;
  transferred_from?: string;
  audit_id: number;
}

export const postMatchTool = (tool: MatchTool, osId: string, matchId: number) =>
  apiRequest<AdjustResult>(`/api/facilities/${encodeURIComponent(osId)}/${tool}/`, {
    method: 'POST',
    body: { match_id: matchId },
  });

export function useAdjustMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tool, osId, matchId }: { tool: MatchTool; osId: string; matchId: number }) =>
      postMatchTool(tool, osId, matchId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
