import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingModerationEvent } from '@registry/core/production-location-api';
import { apiRequest } from '@/api/client.ts';
import type { ContributionPayload } from '../single-location/form-values.ts';
import { productionLocationKeys } from './production-locations.ts';

/** POST /api/v1/production-locations/ (create) or PATCH /api/v1/production-locations/{os_id}/ (update); 202 with the pending event. */
export const submitContribution = ({ osId, payload }: { osId?: string; payload: ContributionPayload }) =>
  osId
    ? apiRequest<PendingModerationEvent>(`/api/v1/production-locations/${encodeURIComponent(osId)}/`, {
        method: 'PATCH',
        body: payload,
      })
    : apiRequest<PendingModerationEvent>('/api/v1/production-locations/', { method: 'POST', body: payload });

export function useSubmitContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContribution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionLocationKeys.all }),
  });
}
