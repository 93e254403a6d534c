import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionLocation, ProductionLocationSearch } from '@registry/core/production-location-api';
import { PRODUCTION_LOCATION_SEARCH_SIZE } from '@registry/core/production-location-rules';
import { apiRequest } from '@/api/client.ts';

export type ClaimStatus = ProductionLocation['claim_status'];

export interface NameAddressQuery {
  name: string;
  address: string;
  country: string;
}

/** GET /api/v1/production-locations/?name&address&country&size: the best matches first. */
export const searchProductionLocations = ({ name, address, country }: NameAddressQuery) =>
  apiRequest<ProductionLocationSearch>(`/api/v1/production-locations/?${new URLSearchParams({ name, address, country, size: String(PRODUCTION_LOCATION_SEARCH_SIZE) })}`);

export const productionLocationSearchQuery = (query: NameAddressQuery) =>
  queryOptions({ queryKey: ['production-locations', 'search', query], queryFn: () => searchProductionLocations(query) });

export const useProductionLocationSearch = (query: NameAddressQuery, enabled: boolean) => useQuery({ ...productionLocationSearchQuery(query), enabled });

/** GET /api/v1/production-locations/{os_id}/: a previous (merged) OS ID answers the current location. */
export const fetchProductionLocation = (osId: string) => apiRequest<ProductionLocation>(`/api/v1/production-locations/${encodeURIComponent(osId)}/`);

export const productionLocationQuery = (osId: string) =>
  queryOptions({ queryKey: ['production-locations', 'detail', osId], queryFn: () => fetchProductionLocation(osId), retry: false });

export const useProductionLocation = (osId: string | undefined) => useQuery({ ...productionLocationQuery(osId ?? ''), enabled: Boolean(osId) });
