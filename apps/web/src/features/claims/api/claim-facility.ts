import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** The few facility fields the claim screens show. */
export interface ClaimFacility {
  id: string;
  properties: { name: string; address: string; country_name: string; os_id?: string };
}

export const fetchClaimFacility = (osId: string) =>
  apiRequest<ClaimFacility>(`/api/facilities/${encodeURIComponent(osId)}/`);

export const claimFacilityQuery = (osId: string) =>
  queryOptions({ queryKey: [...facilityKeys.detail(osId), 'claim'], queryFn: () => fetchClaimFacility(osId) });

export const useClaimFacility = (osId: string, enabled: boolean) => useQuery({ ...claimFacilityQuery(osId), enabled });
