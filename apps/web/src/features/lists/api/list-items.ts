import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_ITEMS_MAX_PAGE_SIZE } from '@registry/core/list-status';
import {
  listEndpoints,
  type ListItem as ItemAnswer,
  type ListItemsPage,
  type ListMatch as MatchAnswer,
} from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

/** A match as the server sends it; matches made before the matcher kept its results may have none. */
export type ListMatch = Omit<MatchAnswer, 'results'> & { results?: MatchAnswer['results'] };

/** The fields of a list item (GET /api/facility-lists/{id}/items/) these screens read. */
export type ListItem = Pick<
  ItemAnswer,
  | 'id'
  | 'row_index'
  | 'status'
  | 'country_code'
  | 'country_name'
  | 'name'
  | 'address'
  | 'processing_errors'
  | 'matched_facility'
> &
  Partial<Pick<ItemAnswer, 'location_note' | 'location_warning'>> & {
    matches: ListMatch[];
  };

export type ItemsPage = Omit<ListItemsPage, 'results'> & { results: ListItem[] };

export interface ItemsParams {
  page: number;
  pageSize: number;
  statuses: string[];
  search: string;
}

const fetchItems = (listId: number, params: ItemsParams) =>
  call(listEndpoints.items, {
    params: { id: listId },
    query: {
      page: params.page,
      pageSize: params.pageSize,
      status: params.statuses,
      search: params.search || undefined,
    },
  });

export const listItemsQuery = (listId: number, params: ItemsParams) =>
  queryOptions({
    queryKey: [...facilityListKeys.one(listId), 'items', params],
    queryFn: () => fetchItems(listId, params),
  });

export const useListItems = (listId: number, params: ItemsParams, options: { refetchInterval: number | false }) =>
  useQuery({ ...listItemsQuery(listId, params), ...options, placeholderData: keepPreviousData });

/** Every row of the list, in pages of 100 (the formatted file). */
export async function fetchAllItems(listId: number): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchItems(listId, { page, pageSize: LIST_ITEMS_MAX_PAGE_SIZE, statuses: [], search: '' });
    items.push(...answer.results);
    if (!answer.next) return items;
  }
}
