import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtendedFieldName, FieldSource } from '@registry/core/extended-fields';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

export type { FieldSource } from '@registry/core/extended-fields';

export type ClosureState = 'OPEN' | 'CLOSED';

export interface ActivityReport {
  id: number;
  status: 'PENDING' | 'CONFIRMED' | 'REJECTED';
  closure_state: ClosureState;
  created_at: string;
  status_change_date: string | null;
  approved_at: string | null;
  reported_by_contributor: string | null;
}

/** One list (or channel) of a contributor, in Open Supply Hub's strict shape. */
export interface FacilityContributor {
  id: number;
  name: string;
  is_verified: boolean;
  contributor_name: string;
  list_name: string | null;
}

/** One contribution with its channel ('list', 'api', 'slc') and date: what the Contributors section shows. */
export interface FacilityContribution {
  contributor_id: number;
  contributor_name: string;
  list_name: string | null;
  source: string;
  is_verified: boolean;
  created_at: string;
}

/** The sectors one source gave. */
export interface SectorSource {
  values: string[];
  updated_at: string;
  contributor_id: number;
  contributor_name: string;
  is_from_claim: boolean;
}

export interface OtherLocation {
  lat: number;
  lng: number;
  contributor_name: string;
  is_from_claim: boolean;
  has_invalid_location: boolean;
}

export interface ClaimInfo {
  status: string;
  contributor: string;
  facility: {
    name_english: string | null;
    name_native_language: string | null;
    address: string | null;
    description: string | null;
    website: string | null;
    phone_number: string | null;
    parent_company: string | null;
    minimum_order_quantity: string | null;
    average_lead_time: string | null;
    workers_count: string | null;
    female_workers_percentage: number | null;
    affiliations: string[];
    certifications: string[];
    production_types: string[];
    product_types: string[];
    facility_types: string[];
    sectors: string[];
  };
  contact: { name: string | null; email: string | null } | null;
  office: { name: string | null; address: string | null; country: string | null; phone_number: string | null } | null;
}

export type ClaimStatus = 'claimed' | 'pending' | 'unclaimed';

/** GET /api/facilities/{id}/ (spec part 2 §3 'Facility (detail page)'). */
export interface FacilityDetail {
  id: string;
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    os_id: string;
    requested_os_id: string;
    /** Why a historical ID leads here (MERGE, SPLIT, LINK, DELETE); null for the current ID. */
    requested_os_id_reason: string | null;
    historical_os_ids: string[];
    name: string;
    address: string;
    country_code: string;
    country_name: string;
    /** Names and addresses contributors gave other than the facility's own. */
    other_names: string[];
    other_addresses: string[];
    sector: SectorSource[];
    has_inexact_coordinates: boolean;
    is_closed: boolean;
    new_os_id: string | null;
    has_approved_claim: boolean;
    claim_status: ClaimStatus;
    number_of_public_contributors: number;
    contributors: FacilityContributor[];
    contributions: FacilityContribution[];
    other_locations: OtherLocation[];
    activity_reports: ActivityReport[];
    extended_fields: Record<ExtendedFieldName, FieldSource[]>;
    /** Asked for by an embedded map: its contributor's own visible columns, with their values for this facility. */
    contributor_fields: { column_name: string; label: string; value: string }[];
    created_from: { created_at: string; contributor: string } | null;
    claim_info: ClaimInfo | null;
    created_at: string;
    updated_at: string;
  };
}

/** `embedContributor`: opened from that contributor's embedded map, which adds their own columns. */
export const fetchFacility = (osId: string, signal?: AbortSignal, embedContributor: number | null = null) =>
  apiRequest<FacilityDetail>(
    `/api/facilities/${encodeURIComponent(osId)}/${embedContributor === null ? '' : `?embed=1&contributor=${embedContributor}`}`,
    { signal },
  );

export const facilityQuery = (osId: string, embedContributor: number | null = null) =>
  queryOptions({
    queryKey: [...facilityKeys.detail(osId), embedContributor],
    queryFn: ({ signal }) => fetchFacility(osId, signal, embedContributor),
    staleTime: 60_000,
  });

export const useFacility = (osId: string, embedContributor: number | null = null) => useQuery(facilityQuery(osId, embedContributor));
