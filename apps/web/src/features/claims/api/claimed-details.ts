import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimEndpoints, type ClaimedDetails } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

export type { ClaimedDetails };

export const READ_ONLY_KEYS = [
  'contributors',
  'countries',
  'facility_types',
  'affiliation_choices',
  'certification_choices',
  'production_type_choices',
  'facility',
] as const;
export type ClaimedDetailsUpdate = Omit<
  ClaimedDetails,
  | (typeof READ_ONLY_KEYS)[number]
  | 'id'
  | 'initial_facility_address'
  | 'facility_location'
  | 'facility_female_workers_percentage'
> & {
  facility_female_workers_percentage: number | null;
};

// The claimant's profile lives under /claimed/: a staff claimant gets the review detail at the claim's own path.
export const fetchClaimedDetails = (claimId: string) =>
  call(claimEndpoints.claimedDetails, { params: { id: Number(claimId) } });

export const claimedDetailsQuery = (claimId: string) =>
  queryOptions({ queryKey: ['claimed-details', claimId], queryFn: () => fetchClaimedDetails(claimId) });

export const useClaimedDetails = (claimId: string, enabled: boolean) =>
  useQuery({ ...claimedDetailsQuery(claimId), enabled });

export const updateClaimedDetails = (claimId: string, body: ClaimedDetailsUpdate) =>
  call(claimEndpoints.updateClaimed, { params: { id: Number(claimId) }, body });

export const geocodeClaimAddress = (claimId: string, address: string) =>
  call(claimEndpoints.geocode, { params: { id: Number(claimId) }, query: { address } });

export function useUpdateClaimedDetails(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimedDetailsUpdate) => updateClaimedDetails(claimId, body),
    onSuccess: (details) => {
      queryClient.setQueryData(claimedDetailsQuery(claimId).queryKey, details);
      return queryClient.invalidateQueries({ queryKey: facilityKeys.detail(details.facility.id) });
    },
  });
}
