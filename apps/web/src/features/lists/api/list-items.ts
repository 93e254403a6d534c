import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_ITEMS_MAX_PAGE_SIZE, type ListItemStatus } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import type { MatchEvidence } from '../match-evidence.ts';

export interface ListMatch {
  id: number;
  status: 'PENDING' | 'AUTOMATIC' | 'CONFIRMED' | 'REJECTED' | 'MERGED';
  confidence: number;
  os_id: string;
  name: string;
  address: string;
  location: { lng: number; lat: number };
  is_claimed: boolean;
  is_active: boolean;
  /** How the matcher scored the match; `evidence` since it says what weighed for and against. */
  results?: { version: number; match_type: string; evidence?: MatchEvidence };
}

/** A list item as GET /api/facility-lists/{id}/items/ answers it (spec part 1 §3). */
export interface ListItem {
  id: number;
  row_index: number;
  status: ListItemStatus;
  country_code: string | null;
  country_name: string | null;
  name: string;
  address: string;
  processing_errors: string[];
  matched_facility: { os_id: string; name: string; address: string; location: { lng: number; lat: number }; created_from_id: number | null } | null;
  matches: ListMatch[];
}

export interface ItemsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ListItem[];
}

export interface ItemsParams {
  page: number;
  pageSize: number;
  statuses: string[];
  search: string;
}

export function itemsUrl(listId: number, params: ItemsParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  params.statuses.forEach((status) => search.append('status', status));
  if (params.search) search.set('search', params.search);
  return `/api/facility-lists/${listId}/items/?${search}`;
}

export const listItemsQuery = (listId: number, params: ItemsParams) =>
  queryOptions({ queryKey: [...facilityListKeys.one(listId), 'items', params], queryFn: () => apiRequest<ItemsPage>(itemsUrl(listId, params)) });

export const useListItems = (listId: number, params: ItemsParams, options: { refetchInterval: number | false }) =>
  useQuery({ ...listItemsQuery(listId, params), ...options, placeholderData: keepPreviousData });

/** Every row of the list, in pages of 100 (the formatted file). */
export async function fetchAllItems(listId: number): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest<ItemsPage>(itemsUrl(listId, { page, pageSize: LIST_ITEMS_MAX_PAGE_SIZE, statuses: [], search: '' }));
    items.push(...answer.results);
    if (!answer.next) return items;
  }
}
