import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacilityList } from '@registry/core/lists-api';
import { apiRequest } from '@/api/client.ts';

export type { FacilityList };

/** Every query of facility lists has a key starting 'facility-lists' (the dashboard's too): a change to a list invalidates them all. */
export const myListsQuery = queryOptions({
  queryKey: ['facility-lists'],
  queryFn: () => apiRequest<FacilityList[]>('/api/facility-lists/'),
});

export const useMyLists = (enabled: boolean) => useQuery({ ...myListsQuery, enabled });
