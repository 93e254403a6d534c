import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type ApiToken } from '@registry/core/account-api';
import { call } from '@/api/call.ts';
import { ApiRequestError } from '@/api/errors.ts';

/** The user's token, or null when they have none (the server answers 404). */
export async function fetchApiToken(): Promise<ApiToken | null> {
  try {
    return await call(authEndpoints.token);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const apiTokenQuery = queryOptions({ queryKey: ['api-token'], queryFn: fetchApiToken });
export const useApiToken = () => useQuery(apiTokenQuery);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.createToken),
    onSuccess: (token) => queryClient.setQueryData(apiTokenQuery.queryKey, token),
  });
}

export function useDeleteApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.deleteToken),
    onSuccess: () => queryClient.setQueryData(apiTokenQuery.queryKey, null),
  });
}
