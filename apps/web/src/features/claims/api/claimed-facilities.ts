import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export interface ClaimedListItem {
  id: number;
  facility_name: string;
  os_id: string;
  facility_address: string;
  facility_country_name: string;
}

export const fetchClaimedFacilities = () => apiRequest<ClaimedListItem[]>('/api/facilities/claimed/');

export const claimedFacilitiesQuery = queryOptions({ queryKey: ['claimed-facilities'], queryFn: fetchClaimedFacilities });

export const useClaimedFacilities = (enabled: boolean) => useQuery({ ...claimedFacilitiesQuery, enabled });
