import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEndpoints, type FacilityList } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { FacilityList };

/** The user's lists, under the key every list query shares (lib/facility-list-keys.ts): a change to a list invalidates them all. */
export const myListsQuery = queryOptions({
  queryKey: facilityListKeys.mine(),
  // Without the dashboard's keys the answer is the caller's lists, not a page.
  queryFn: async () => (await call(listEndpoints.lists)) as FacilityList[],
});

export const useMyLists = (enabled: boolean) => useQuery({ ...myListsQuery, enabled });
