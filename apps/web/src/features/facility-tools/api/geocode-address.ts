import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export interface GeocodeAnswer {
  result_count: number;
  geocoded_point: { lat: number; lng: number } | null;
  geocoded_address: string | null;
  is_exact: boolean | null;
  provider: string | null;
}

export const fetchGeocode = (address: string, countryCode: string) =>
  apiRequest<GeocodeAnswer>(`/api/geocoder/?${new URLSearchParams({ address, country_code: countryCode }).toString()}`);

export const geocodeQuery = (address: string, countryCode: string) =>
  queryOptions({ queryKey: ['dashboard-geocode', address, countryCode], queryFn: () => fetchGeocode(address, countryCode), retry: false });

export const useGeocode = (request: { address: string; countryCode: string } | null) =>
  useQuery({ ...geocodeQuery(request?.address ?? '', request?.countryCode ?? ''), enabled: request !== null });
