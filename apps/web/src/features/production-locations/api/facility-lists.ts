import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEndpoints, type FacilityList } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { FacilityList };

/** Without the dashboard's keys the answer is the caller's lists, not a page. */
export const fetchFacilityLists = async () => (await call(listEndpoints.lists)) as FacilityList[];

export const facilityListsQuery = queryOptions({ queryKey: facilityListKeys.mine(), queryFn: fetchFacilityLists });

/** The user's lists, for the optional "replaces" choice. */
export const useFacilityLists = (enabled: boolean) => useQuery({ ...facilityListsQuery, enabled });
