import { useMutation, useQueryClient } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

export const postLink = (osId: string, newOsId: string) =>
  call(facilityAdminEndpoints.link, { params: { osId }, body: { new_os_id: newOsId } });

export function useLinkFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ osId, newOsId }: { osId: string; newOsId: string }) => postLink(osId, newOsId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
