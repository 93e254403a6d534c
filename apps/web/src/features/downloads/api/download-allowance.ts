import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** GET /api/download-allowance/: what the account can still download, and the flags that change the rule. */
export interface DownloadAllowance {
  isAnon: boolean;
  allowed_records_number: number;
  free_limit: number;
  free_remaining: number;
  purchased_remaining: number;
  renews_at: string | null;
  private_instance: boolean;
  purchasing_enabled: boolean;
}

export const fetchDownloadAllowance = () => apiRequest<DownloadAllowance>('/api/download-allowance/');

export const downloadAllowanceQuery = queryOptions({
  queryKey: ['download-allowance'],
  queryFn: fetchDownloadAllowance,
  staleTime: 30_000,
});

export const useDownloadAllowance = () => useQuery(downloadAllowanceQuery);
