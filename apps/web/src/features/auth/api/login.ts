import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';
import { sessionQuery } from '@/lib/session.ts';

export const login = (body: { email: string; password: string }) => call(authEndpoints.login, { body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}
