import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEndpoints } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export const fetchFacilityList = (id: number) => call(listEndpoints.list, { params: { id } });

const FINISHED = ['done', 'rejected'];

/** A list's processing progress, asked again every 1.5 s until the list is processed or rejected. */
export const facilityListProgressQuery = (id: number) =>
  queryOptions({
    queryKey: facilityListKeys.one(id),
    queryFn: () => fetchFacilityList(id),
    refetchInterval: (query) => (query.state.data && FINISHED.includes(query.state.data.progress.step) ? false : 1500),
  });

export const useFacilityListProgress = (id: number) => useQuery(facilityListProgressQuery(id));
