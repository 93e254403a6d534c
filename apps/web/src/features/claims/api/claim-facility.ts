import { queryOptions, useQuery } from '@tanstack/react-query';
import { facilityEndpoints } from '@registry/core/facility-api';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** The few facility fields the claim screens show. */
export interface ClaimFacility {
  id: string;
  properties: { name: string; address: string; country_name: string; os_id?: string };
}

export const fetchClaimFacility = (osId: string): Promise<ClaimFacility> =>
  call(facilityEndpoints.detail, { params: { osId } });

export const claimFacilityQuery = (osId: string) =>
  queryOptions({ queryKey: [...facilityKeys.detail(osId), 'claim'], queryFn: () => fetchClaimFacility(osId) });

export const useClaimFacility = (osId: string, enabled: boolean) => useQuery({ ...claimFacilityQuery(osId), enabled });
