import { queryOptions, useQuery } from '@tanstack/react-query';
import { facilityEndpoints, type FacilityDetail } from '@registry/core/facility-api';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** GET /api/facilities/{id}/ (spec part 2 §3 'Facility (detail page)'): the types of the route's response schema. */
export type {
  ActivityReport,
  ClaimInfo,
  FacilityContributor,
  FacilityDetail,
  FieldSource,
  OtherLocation,
  SectorSource,
} from '@registry/core/facility-api';
export type { ClosureState } from '@registry/core/activity-reports';
export type ClaimStatus = FacilityDetail['properties']['claim_status'];
/** One contribution with its channel ('list', 'api', 'slc') and date: what the Contributors section shows. */
export type FacilityContribution = FacilityDetail['properties']['contributions'][number];

/** `embedContributor`: opened from that contributor's embedded map, which adds their own columns. */
export const fetchFacility = (osId: string, signal?: AbortSignal, embedContributor: number | null = null) =>
  call(facilityEndpoints.detail, {
    params: { osId },
    query: embedContributor === null ? {} : { embed: '1', contributor: embedContributor },
    signal,
  });

export const facilityQuery = (osId: string, embedContributor: number | null = null) =>
  queryOptions({
    queryKey: [...facilityKeys.detail(osId), embedContributor],
    queryFn: ({ signal }) => fetchFacility(osId, signal, embedContributor),
    staleTime: 60_000,
  });

export const useFacility = (osId: string, embedContributor: number | null = null) =>
  useQuery(facilityQuery(osId, embedContributor));
