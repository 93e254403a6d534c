import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimSortField } from '@registry/core/claim-requests';
import { claimEndpoints, type ClaimRow } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';

export type { ClaimRow };

export interface ClaimListParams {
  statuses: string[];
  countries: string[];
  sort: ClaimSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

// Statuses and countries repeat their key (call() writes an array so).
export const fetchClaims = (params: ClaimListParams) => call(claimEndpoints.list, { query: params });

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
