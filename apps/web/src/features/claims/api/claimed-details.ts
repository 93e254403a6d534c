import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimedDetails, ClaimGeocode } from '@registry/core/claims-api';
import { apiRequest } from '@/api/client.ts';
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
  apiRequest<ClaimedDetails>(`/api/facility-claims/${encodeURIComponent(claimId)}/claimed/`);

export const claimedDetailsQuery = (claimId: string) =>
  queryOptions({ queryKey: ['claimed-details', claimId], queryFn: () => fetchClaimedDetails(claimId) });

export const useClaimedDetails = (claimId: string, enabled: boolean) =>
  useQuery({ ...claimedDetailsQuery(claimId), enabled });

export const updateClaimedDetails = (claimId: string, body: ClaimedDetailsUpdate) =>
  apiRequest<ClaimedDetails>(`/api/facility-claims/${encodeURIComponent(claimId)}/claimed/`, { method: 'PUT', body });

export const geocodeClaimAddress = (claimId: string, address: string) =>
  apiRequest<ClaimGeocode>(
    `/api/facility-claims/${encodeURIComponent(claimId)}/geocode/?address=${encodeURIComponent(address)}`,
  );

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
