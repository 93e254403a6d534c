import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@registry/core/account';
import { apiRequest } from '@/api/client.ts';
import { sessionQuery } from '@/lib/session.ts';

export const login = (body: { email: string; password: string }) =>
  apiRequest<UserSession>('/user-login/', { method: 'POST', body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}
