import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiLimitEndpoints } from '@registry/core/api-limits-api';
import { call } from '@/api/call.ts';

export { API_INFO_NOT_SET } from '@registry/core/api-limits-api';

export const userApiInfoQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-api-info', userId],
    queryFn: () => call(apiLimitEndpoints.info, { params: { id: userId } }),
  });

export const useUserApiInfo = (userId: number) => useQuery(userApiInfoQuery(userId));
