import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSession } from '@registry/core/account';
import { apiRequest } from '@/api/client.ts';

/** The signed-in user (same query key as the app shell's, so one request serves both). */
export const findOsIdsSessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiRequest<UserSession>('/user-session/'),
  staleTime: 60_000,
});

export const useFindOsIdsSession = () => useQuery(findOsIdsSessionQuery);
