import { queryOptions, useQuery } from '@tanstack/react-query';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';

export type { GeocoderAnswer as GeocodeAnswer } from '@registry/core/facility-admin-api';

export const fetchGeocode = (address: string, countryCode: string) =>
  call(facilityAdminEndpoints.geocoder, { query: { address, country_code: countryCode } });

export const geocodeQuery = (address: string, countryCode: string) =>
  queryOptions({
    queryKey: ['dashboard-geocode', address, countryCode],
    queryFn: () => fetchGeocode(address, countryCode),
    retry: false,
  });

export const useGeocode = (request: { address: string; countryCode: string } | null) =>
  useQuery({ ...geocodeQuery(request?.address ?? '', request?.countryCode ?? ''), enabled: request !== null });
