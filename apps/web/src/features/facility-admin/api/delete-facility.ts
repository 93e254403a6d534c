import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export const deleteFacility = (osId: string) =>
  apiRequest<void>(`/api/facilities/${encodeURIComponent(osId)}/`, { method: 'DELETE' });

export function useDeleteFacility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFacility, onSuccess: () => queryClient.invalidateQueries() });
}
