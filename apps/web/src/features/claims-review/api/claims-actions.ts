import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimEndpoints } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';
import { claimDetailQuery, type ClaimDetail } from './claims-detail.ts';
import { claimsListKeys } from './claims-list.ts';

export type ClaimAction = 'approve' | 'deny' | 'revoke' | 'message-claimant' | 'note';

/** Each action posts its text as {reason}, {message} or {note}. */
export function postClaimAction(claimId: string, action: ClaimAction, text: string): Promise<ClaimDetail> {
  const params = { id: Number(claimId) };
  switch (action) {
    case 'approve':
    case 'deny':
    case 'revoke':
      return call(claimEndpoints[action], { params, body: { reason: text } });
    case 'message-claimant':
      return call(claimEndpoints.messageClaimant, { params, body: { message: text } });
    case 'note':
      return call(claimEndpoints.note, { params, body: { note: text } });
  }
}

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
