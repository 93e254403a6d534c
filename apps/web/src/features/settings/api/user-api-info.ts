import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** The server's value for a limit or period that staff have not set; shown in red. */
export const API_INFO_NOT_SET = 'Not Set';

export interface ApiInfo {
  apiCallAllowance: number | string;
  currentCallCount: number;
  renewalPeriod: string;
}

export const userApiInfoQuery = (userId: number) =>
  queryOptions({ queryKey: ['user-api-info', userId], queryFn: () => apiRequest<ApiInfo>(`/user-api-info/${userId}/`) });

export const useUserApiInfo = (userId: number) => useQuery(userApiInfoQuery(userId));
