import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateLocationAnswer } from '@registry/core/facility-admin-api';
import { apiRequest } from '@/api/client.ts';

/** Spec part 2 §3 'Location update'. */
export interface LocationUpdate {
  lat: number;
  lng: number;
  notes: string;
  contributor_id: number | null;
}

export const postLocationUpdate = (osId: string, update: LocationUpdate) =>
  apiRequest<UpdateLocationAnswer>(`/api/facilities/${encodeURIComponent(osId)}/update-location/`, {
    method: 'POST',
    body: update,
  });

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ osId, update }: { osId: string; update: LocationUpdate }) => postLocationUpdate(osId, update),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
