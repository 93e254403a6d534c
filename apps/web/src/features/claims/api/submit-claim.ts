import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimEndpoints, type SubmittedClaim } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';
import { invalidateSession } from '@/lib/session.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

export type { SubmittedClaim };

export const submitClaim = (osId: string, form: FormData) =>
  call(claimEndpoints.submit, { params: { osId }, body: form });

export function useSubmitClaim(osId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => submitClaim(osId, form),
    // The session's claimed_facility_ids and the facility's claim banner change.
    onSuccess: () =>
      Promise.all([
        invalidateSession(queryClient),
        queryClient.invalidateQueries({ queryKey: facilityKeys.detail(osId) }),
      ]),
  });
}
