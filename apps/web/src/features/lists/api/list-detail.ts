import { queryOptions, useQuery } from '@tanstack/react-query';
import { isListProcessing } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';
import type { FacilityList } from './my-lists.ts';

/** While rows are still being read, geocoded or matched, the list (its progress and its rows) is asked again. */
export const PROCESSING_REFETCH_MS = 3000;

export const listDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility-lists', id],
    queryFn: () => apiRequest<FacilityList>(`/api/facility-lists/${id}/`),
    refetchInterval: (query) => (query.state.data && isListProcessing(query.state.data.progress) ? PROCESSING_REFETCH_MS : false),
  });

export const useListDetail = (id: number, enabled: boolean) => useQuery({ ...listDetailQuery(id), enabled });
