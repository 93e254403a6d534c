import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacilityList } from '@registry/core/lists-api';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { FacilityList };

/** The user's lists, under the key every list query shares (lib/facility-list-keys.ts): a change to a list invalidates them all. */
export const myListsQuery = queryOptions({
  queryKey: facilityListKeys.mine(),
  queryFn: () => apiRequest<FacilityList[]>('/api/facility-lists/'),
});

export const useMyLists = (enabled: boolean) => useQuery({ ...myListsQuery, enabled });
