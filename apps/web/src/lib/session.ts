import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';

/** The signed-in user (GET /user-session/): one query for the whole app, so one request serves every screen. */
export const sessionKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: () => call(authEndpoints.session),
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery);

/** After a change the session reports (a claim, a download's allowance, the profile's name). */
export const invalidateSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: sessionKey });
