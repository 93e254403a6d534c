import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimEndpoints, type ClaimedListItem } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';

export type { ClaimedListItem };

export const fetchClaimedFacilities = () => call(claimEndpoints.claimed);

export const claimedFacilitiesQuery = queryOptions({
  queryKey: ['claimed-facilities'],
  queryFn: fetchClaimedFacilities,
});

export const useClaimedFacilities = (enabled: boolean) => useQuery({ ...claimedFacilitiesQuery, enabled });
