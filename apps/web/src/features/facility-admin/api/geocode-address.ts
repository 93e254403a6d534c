import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeocoderAnswer } from '@registry/core/facility-admin-api';
import { apiRequest } from '@/api/client.ts';

export type { GeocoderAnswer as GeocodeAnswer } from '@registry/core/facility-admin-api';

export const fetchGeocode = (address: string, countryCode: string) =>
  apiRequest<GeocoderAnswer>(
    `/api/geocoder/?${new URLSearchParams({ address, country_code: countryCode }).toString()}`,
  );

export const geocodeQuery = (address: string, countryCode: string) =>
  queryOptions({
    queryKey: ['dashboard-geocode', address, countryCode],
    queryFn: () => fetchGeocode(address, countryCode),
    retry: false,
  });

export const useGeocode = (request: { address: string; countryCode: string } | null) =>
  useQuery({ ...geocodeQuery(request?.address ?? '', request?.countryCode ?? ''), enabled: request !== null });
