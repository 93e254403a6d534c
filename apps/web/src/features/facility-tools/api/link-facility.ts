import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export const postLink = (osId: string, newOsId: string) =>
  apiRequest<{ os_id: string; new_os_id: string; audit_id: number }>(`/api/facilities/${encodeURIComponent(osId)}/link/`, { method: 'POST', body: { new_os_id: newOsId } });

export function useLinkFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ osId, newOsId }: { osId: string; newOsId: string }) => postLink(osId, newOsId),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
