import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiInfo } from '@registry/core/api-limits-api';
import { apiRequest } from '@/api/client.ts';

export { API_INFO_NOT_SET } from '@registry/core/api-limits-api';

export const userApiInfoQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-api-info', userId],
    queryFn: () => apiRequest<ApiInfo>(`/user-api-info/${userId}/`),
  });

export const useUserApiInfo = (userId: number) => useQuery(userApiInfoQuery(userId));
