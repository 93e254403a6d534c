import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import type { FacilityList } from './my-lists.ts';

export const listDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['facility-lists', id], queryFn: () => apiRequest<FacilityList>(`/api/facility-lists/${id}/`) });

export const useListDetail = (id: number, enabled: boolean) => useQuery({ ...listDetailQuery(id), enabled });
