import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionLocation } from '@registry/core/production-location-api';
import { productionLocationEndpoints as endpoints } from '@registry/core/production-location-endpoints';
import { PRODUCTION_LOCATION_SEARCH_SIZE } from '@registry/core/production-location-rules';
import { call } from '@/api/call.ts';

export type ClaimStatus = ProductionLocation['claim_status'];

export interface NameAddressQuery {
  name: string;
  address: string;
  country: string;
}

/** GET /api/v1/production-locations/?name&address&country&size: the best matches first. */
export const searchProductionLocations = ({ name, address, country }: NameAddressQuery) =>
  call(endpoints.search, { query: { name, address, country, size: PRODUCTION_LOCATION_SEARCH_SIZE } });

/** Keys of the production-location queries: a contribution invalidates them all, leaving the form drops the details. */
export const productionLocationKeys = {
  all: ['production-locations'] as const,
  search: (query: NameAddressQuery) => [...productionLocationKeys.all, 'search', query] as const,
  details: () => [...productionLocationKeys.all, 'detail'] as const,
  detail: (osId: string) => [...productionLocationKeys.details(), osId] as const,
};

export const productionLocationSearchQuery = (query: NameAddressQuery) =>
  queryOptions({ queryKey: productionLocationKeys.search(query), queryFn: () => searchProductionLocations(query) });

export const useProductionLocationSearch = (query: NameAddressQuery, enabled: boolean) =>
  useQuery({ ...productionLocationSearchQuery(query), enabled });

/** GET /api/v1/production-locations/{os_id}/: a previous (merged) OS ID answers the current location. */
export const fetchProductionLocation = (osId: string) => call(endpoints.get, { params: { osId } });

export const productionLocationQuery = (osId: string) =>
  queryOptions({
    queryKey: productionLocationKeys.detail(osId),
    queryFn: () => fetchProductionLocation(osId),
    retry: false,
  });

export const useProductionLocation = (osId: string | undefined) =>
  useQuery({ ...productionLocationQuery(osId ?? ''), enabled: Boolean(osId) });
