import { DEFAULT_LIST_ROWS_PER_PAGE, LIST_ITEM_STATUSES, LIST_ROWS_PER_PAGE } from '@registry/core/list-status';

/** The list detail's state in the URL (spec part 1 §2): page, rowsPerPage, status filters, search term. */
export interface ListDetailParams {
  page: number;
  rowsPerPage: number;
  statuses: string[];
  search: string;
}

export function listDetailParams(search: URLSearchParams): ListDetailParams {
  const rowsPerPage = Number(search.get('rowsPerPage'));
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    rowsPerPage: (LIST_ROWS_PER_PAGE as readonly number[]).includes(rowsPerPage)
      ? rowsPerPage
      : DEFAULT_LIST_ROWS_PER_PAGE,
    statuses: [...new Set(search.getAll('status'))].filter((status) =>
      (LIST_ITEM_STATUSES as readonly string[]).includes(status),
    ),
    search: search.get('search') ?? '',
  };
}

export function listDetailSearch(params: ListDetailParams): URLSearchParams {
  const search = new URLSearchParams({ page: String(params.page), rowsPerPage: String(params.rowsPerPage) });
  params.statuses.forEach((status) => search.append('status', status));
  if (params.search) search.set('search', params.search);
  return search;
}
