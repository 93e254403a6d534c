import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { claimDetailQuery, type ClaimDetail } from './claims-detail.ts';
import { claimsListKeys } from './claims-list.ts';

export type ClaimAction = 'approve' | 'deny' | 'revoke' | 'message-claimant' | 'note';

/** The body key each action posts: {reason}, {message} or {note}. */
const BODY_KEY: Record<ClaimAction, string> = {
  approve: 'reason',
  deny: 'reason',
  revoke: 'reason',
  'message-claimant': 'message',
  note: 'note',
};

export const postClaimAction = (claimId: string, action: ClaimAction, text: string) =>
  apiRequest<ClaimDetail>(`/api/facility-claims/${encodeURIComponent(claimId)}/${action}/`, {
    method: 'POST',
    body: { [BODY_KEY[action]]: text },
  });

export function useClaimAction(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, text }: { action: ClaimAction; text: string }) => postClaimAction(claimId, action, text),
    onSuccess: async (detail) => {
      queryClient.setQueryData(claimDetailQuery(claimId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: claimsListKeys.all });
    },
  });
}
