import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

export type MatchTool = 'split' | 'promote' | 'move';

/** The answer of split, promote and move: the toast text comes from the server's rule (split or revert). */
export interface AdjustResult {
  match_id: number;
  message: string;
  new_os_id?: string;
  transferred_from?: string;
  audit_id: number;
}

export const postMatchTool = (tool: MatchTool, osId: string, matchId: number): Promise<AdjustResult> =>
  call(facilityAdminEndpoints[tool], { params: { osId }, body: { match_id: matchId } });

export function useAdjustMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tool, osId, matchId }: { tool: MatchTool; osId: string; matchId: number }) =>
      postMatchTool(tool, osId, matchId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
