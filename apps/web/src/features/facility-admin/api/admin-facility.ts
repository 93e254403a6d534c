import { queryOptions, useQuery } from '@tanstack/react-query';
import { facilityEndpoints } from '@registry/core/facility-api';
import { urlOf } from '@/api/call.ts';
import { apiRequest } from '@/api/client.ts';

/** Spec part 2 §3 'Facility match (adjust screen)'. */
export interface FacilityMatch {
  match_id: number;
  list_id: number;
  list_contributor_id: number;
  list_contributor_name: string;
  list_name: string;
  list_description: string;
  name: string;
  address: string;
  country_code: string | null;
  status: 'PENDING' | 'AUTOMATIC' | 'CONFIRMED' | 'REJECTED' | 'MERGED';
  is_active: boolean;
  confidence: number;
  /** Another facility this match's list row created: splitting becomes a revert to it. */
  facility_created_by_item: string | null;
  /** The facility was created from this match's list row. */
  created_this_facility: boolean;
  is_geocoded: boolean;
  transferred_from: string | null;
  new_os_id: string | null;
}

/** What the staff tools read of GET /api/facilities/{id}/ (staff also get the matches). */
export interface AdminFacility {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: {
    os_id: string;
    name: string;
    address: string;
    country_code: string;
    country_name: string;
    is_closed: boolean;
    new_os_id: string | null;
    has_inexact_coordinates: boolean;
    requested_os_id_reason: string | null;
    matches?: FacilityMatch[];
  };
}

export const fetchAdminFacility = (osId: string) =>
  // The detail schema declares the staff's matches loosely (match_id and any other field), so this
  // screen asserts the fields it reads instead of taking the checked answer.
  apiRequest<AdminFacility>(urlOf(facilityEndpoints.detail, { params: { osId } }));

export const adminFacilityQuery = (osId: string) =>
  queryOptions({ queryKey: ['dashboard-facility', osId], queryFn: () => fetchAdminFacility(osId), retry: false });

/** The facility a staff tool looked up by OS ID; nothing is fetched until there is one. */
export const useAdminFacility = (osId: string | null) =>
  useQuery({ ...adminFacilityQuery(osId ?? ''), enabled: Boolean(osId) });
