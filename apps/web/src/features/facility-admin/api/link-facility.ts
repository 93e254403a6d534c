import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkAnswer } from '@registry/core/facility-admin-api';
import { apiRequest } from '@/api/client.ts';

export const postLink = (osId: string, newOsId: string) =>
  apiRequest<LinkAnswer>(`/api/facilities/${encodeURIComponent(osId)}/link/`, {
    method: 'POST',
    body: { new_os_id: newOsId },
  });

export function useLinkFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ osId, newOsId }: { osId: string; newOsId: string }) => postLink(osId, newOsId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
