import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';

export const logout = () => call(authEndpoints.logout);

/** Signing out forgets everything cached for the user (lists, facilities, session). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSuccess: () => queryClient.resetQueries() });
}
