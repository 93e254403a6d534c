import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

/** Spec part 2 §3 'Location update'. */
export interface LocationUpdate {
  lat: number;
  lng: number;
  notes: string;
  contributor_id: number | null;
}

export const postLocationUpdate = (osId: string, update: LocationUpdate) =>
  call(facilityAdminEndpoints.updateLocation, { params: { osId }, body: update });

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ osId, update }: { osId: string; update: LocationUpdate }) => postLocationUpdate(osId, update),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
