import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimList, ClaimRow } from '@registry/core/claims-api';
import { apiRequest } from '@/api/client.ts';

export type { ClaimRow };

export const CLAIM_SORT_FIELDS = [
  'id',
  'facility_name',
  'contributor_name',
  'facility_country_name',
  'created_at',
  'claim_decision',
  'status',
  'updated_at',
] as const;
export type ClaimSortField = (typeof CLAIM_SORT_FIELDS)[number];

export interface ClaimListParams {
  statuses: string[];
  countries: string[];
  sort: ClaimSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function claimListQueryString(params: ClaimListParams): string {
  const search = new URLSearchParams();
  for (const status of params.statuses) search.append('statuses', status);
  for (const country of params.countries) search.append('countries', country);
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

export const fetchClaims = (params: ClaimListParams) =>
  apiRequest<ClaimList>(`/api/facility-claims/?${claimListQueryString(params)}`);

export const claimsListKeys = {
  all: ['dashboard-claims'] as const,
  page: (params: ClaimListParams) => [...claimsListKeys.all, params] as const,
};

export const claimsListQuery = (params: ClaimListParams) =>
  queryOptions({ queryKey: claimsListKeys.page(params), queryFn: () => fetchClaims(params) });

export const useClaimsList = (params: ClaimListParams, enabled: boolean) =>
  useQuery({ ...claimsListQuery(params), enabled, placeholderData: keepPreviousData });

/** Every row of the filtered list in the current order, page by page (the Excel export). */
export async function fetchAllClaims(params: Omit<ClaimListParams, 'page' | 'pageSize'>): Promise<ClaimRow[]> {
  const rows: ClaimRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchClaims({ ...params, page, pageSize: 1000 });
    rows.push(...answer.results);
    if (rows.length >= answer.count || answer.results.length === 0) return rows;
  }
}
