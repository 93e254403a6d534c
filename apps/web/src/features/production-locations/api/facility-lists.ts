import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacilityList } from '@registry/core/lists-api';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { FacilityList };

export const fetchFacilityLists = () => apiRequest<FacilityList[]>('/api/facility-lists/');

export const facilityListsQuery = queryOptions({ queryKey: facilityListKeys.mine(), queryFn: fetchFacilityLists });

/** The user's lists, for the optional "replaces" choice. */
export const useFacilityLists = (enabled: boolean) => useQuery({ ...facilityListsQuery, enabled });
