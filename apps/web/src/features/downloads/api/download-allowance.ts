import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadAllowance } from '@registry/core/download-api';
import { apiRequest } from '@/api/client.ts';

/** GET /api/download-allowance/: what the account can still download, and the flags that change the rule. */
export type { DownloadAllowance } from '@registry/core/download-api';

export const fetchDownloadAllowance = () => apiRequest<DownloadAllowance>('/api/download-allowance/');

export const downloadAllowanceQuery = queryOptions({
  queryKey: ['download-allowance'],
  queryFn: fetchDownloadAllowance,
  staleTime: 30_000,
});

export const useDownloadAllowance = () => useQuery(downloadAllowanceQuery);
