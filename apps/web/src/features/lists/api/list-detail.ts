import { queryOptions, useQuery } from '@tanstack/react-query';
import { isListProcessing, LIST_PROGRESS_POLL_MS } from '@registry/core/list-status';
import { listEndpoints } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export const listDetailQuery = (id: number) =>
  queryOptions({
    queryKey: facilityListKeys.one(id),
    queryFn: () => call(listEndpoints.list, { params: { id } }),
    // While rows are still being read, geocoded or matched, the list (its progress and its rows) is asked again.
    refetchInterval: (query) =>
      query.state.data && isListProcessing(query.state.data.progress) ? LIST_PROGRESS_POLL_MS : false,
  });

export const useListDetail = (id: number, enabled: boolean) => useQuery({ ...listDetailQuery(id), enabled });
