import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCESSING_ITEM_STATUSES } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';
import type { FacilityList } from './my-lists.ts';

/** While rows are still being read, geocoded or matched, the list (and its rows) are asked again. */
export const PROCESSING_REFETCH_MS = 3000;

export const isListProcessing = (list: FacilityList) =>
  list.status === 'APPROVED' && PROCESSING_ITEM_STATUSES.some((status) => (list.status_counts[status] ?? 0) > 0);

export const listDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility-lists', id],
    queryFn: () => apiRequest<FacilityList>(`/api/facility-lists/${id}/`),
    refetchInterval: (query) => (query.state.data && isListProcessing(query.state.data) ? PROCESSING_REFETCH_MS : false),
  });

export const useListDetail = (id: number, enabled: boolean) => useQuery({ ...listDetailQuery(id), enabled });
