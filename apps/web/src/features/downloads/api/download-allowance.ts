import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadEndpoints } from '@registry/core/download-api';
import { call } from '@/api/call.ts';

/** GET /api/download-allowance/: what the account can still download, and the flags that change the rule. */
export type { DownloadAllowance } from '@registry/core/download-api';

export const fetchDownloadAllowance = () => call(downloadEndpoints.allowance);

export const downloadAllowanceQuery = queryOptions({
  queryKey: ['download-allowance'],
  queryFn: fetchDownloadAllowance,
  staleTime: 30_000,
});

export const useDownloadAllowance = () => useQuery(downloadAllowanceQuery);
