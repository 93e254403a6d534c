import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSession } from '@registry/core/account';
import { apiRequest } from '@/api/client.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiRequest<UserSession>('/user-session/'),
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery);
