import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldSource } from '@registry/core/extended-fields';
import { facilityEndpoints } from '@registry/core/facility-api';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** The part of GET /api/facilities/{id}/ the map's facility card shows. */
export interface FacilitySummary {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: {
    os_id: string;
    name: string;
    address: string;
    country_code: string;
    country_name: string;
    /** The names contributors gave it (an embedded map may show its contributor's). */
    extended_fields: { name?: Pick<FieldSource, 'contributor_id' | 'value'>[] };
  };
}

export const fetchFacilitySummary = (osId: string): Promise<FacilitySummary> =>
  call(facilityEndpoints.detail, { params: { osId } });

export const facilitySummaryQuery = (osId: string) =>
  queryOptions({ queryKey: facilityKeys.summary(osId), queryFn: () => fetchFacilitySummary(osId), staleTime: 60_000 });

export const useFacilitySummary = (osId: string) => useQuery(facilitySummaryQuery(osId));
