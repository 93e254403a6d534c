import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

export const deleteFacility = async (osId: string): Promise<void> => {
  await call(facilityAdminEndpoints.delete, { params: { osId } });
};

export function useDeleteFacility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFacility, onSuccess: () => queryClient.invalidateQueries() });
}
