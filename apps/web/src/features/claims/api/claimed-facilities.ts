import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimedListItem } from '@registry/core/claims-api';
import { apiRequest } from '@/api/client.ts';

export type { ClaimedListItem };

export const fetchClaimedFacilities = () => apiRequest<ClaimedListItem[]>('/api/facilities/claimed/');

export const claimedFacilitiesQuery = queryOptions({
  queryKey: ['claimed-facilities'],
  queryFn: fetchClaimedFacilities,
});

export const useClaimedFacilities = (enabled: boolean) => useQuery({ ...claimedFacilitiesQuery, enabled });
