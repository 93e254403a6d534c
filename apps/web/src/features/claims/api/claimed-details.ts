import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

type Pair = [string, string];

/** Spec part 2 §3 'Claimed facility details' as the server sends it. */
export interface ClaimedDetails {
  id: number;
  facility_name_english: string;
  facility_name_native_language: string;
  sector: string[];
  facility_phone_number: string;
  facility_phone_number_publicly_visible: boolean;
  facility_website: string;
  facility_website_publicly_visible: boolean;
  facility_description: string;
  facility_parent_company: { id: number; name: string } | null;
  facility_minimum_order_quantity: string;
  facility_average_lead_time: string;
  facility_workers_count: string | null;
  facility_female_workers_percentage: number | null;
  facility_affiliations: string[];
  facility_certifications: string[];
  facility_production_types: string[];
  facility_product_types: string[];
  facility_type: string | null;
  point_of_contact_person_name: string;
  point_of_contact_email: string;
  point_of_contact_publicly_visible: boolean;
  office_official_name: string;
  office_address: string;
  office_country_code: string | null;
  office_phone_number: string;
  office_info_publicly_visible: boolean;
  facility_address: string;
  initial_facility_address: string;
  facility_location: { type: 'Point'; coordinates: [number, number] };
  contributors: { id: number; name: string }[];
  countries: Pair[];
  facility_types: Pair[];
  affiliation_choices: Pair[];
  certification_choices: Pair[];
  production_type_choices: Pair[];
  facility: { id: string; name: string; properties: { name: string; contributors: { id: number; name: string }[] } };
}

export const READ_ONLY_KEYS = ['contributors', 'countries', 'facility_types', 'affiliation_choices', 'certification_choices', 'production_type_choices', 'facility'] as const;
export type ClaimedDetailsUpdate = Omit<ClaimedDetails, (typeof READ_ONLY_KEYS)[number] | 'id' | 'initial_facility_address' | 'facility_location' | 'facility_female_workers_percentage'> & {
  facility_female_workers_percentage: number | null;
};

// The claimant's profile lives under /claimed/: a staff claimant gets the review detail at the claim's own path.
export const fetchClaimedDetails = (claimId: string) => apiRequest<ClaimedDetails>(`/api/facility-claims/${encodeURIComponent(claimId)}/claimed/`);

export const claimedDetailsQuery = (claimId: string) => queryOptions({ queryKey: ['claimed-details', claimId], queryFn: () => fetchClaimedDetails(claimId) });

export const useClaimedDetails = (claimId: string, enabled: boolean) => useQuery({ ...claimedDetailsQuery(claimId), enabled });

export const updateClaimedDetails = (claimId: string, body: ClaimedDetailsUpdate) =>
  apiRequest<ClaimedDetails>(`/api/facility-claims/${encodeURIComponent(claimId)}/claimed/`, { method: 'PUT', body });

export const geocodeClaimAddress = (claimId: string, address: string) =>
  apiRequest<{ result_count: number; geocoded_point: { lat: number; lng: number } }>(
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
