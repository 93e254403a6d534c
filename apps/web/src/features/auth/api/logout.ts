import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export const logout = () => apiRequest<void>('/user-logout/', { method: 'POST' });

/** Signing out forgets everything cached for the user (lists, facilities, session). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSuccess: () => queryClient.resetQueries() });
}
