import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productionLocationEndpoints as endpoints } from '@registry/core/production-location-endpoints';
import { call } from '@/api/call.ts';
import type { ContributionPayload } from '../single-location/form-values.ts';
import { productionLocationKeys } from './production-locations.ts';

/** POST /api/v1/production-locations/ (create) or PATCH /api/v1/production-locations/{os_id}/ (update); 202 with the pending event. */
export const submitContribution = ({ osId, payload }: { osId?: string; payload: ContributionPayload }) =>
  osId ? call(endpoints.update, { params: { osId }, body: payload }) : call(endpoints.create, { body: payload });

export function useSubmitContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContribution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionLocationKeys.all }),
  });
}
