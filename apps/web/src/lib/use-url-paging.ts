import { useCallback, useMemo } from 'react';
import { PAGE_SIZES } from '@registry/core/page-sizes';
import { useUrlParams } from './use-url-params.ts';

/** A page of a table: `page` counts from 1; `pageSize` is one of the table's sizes. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** What a paged table needs to show and change its page (components/paged-table.tsx). */
export interface PagingControls extends Paging {
  sizes: readonly number[];
  setPage: (page: number) => void;
  /** Another page size starts again at the first page. */
  setPageSize: (pageSize: number) => void;
}

/** A screen's own query keys (its filters, tab or order), kept in the URL beside the paging. */
export interface UrlFilters<F> {
  read: (search: URLSearchParams) => F;
  write: (filters: F, search: URLSearchParams) => void;
}

const LAST_PAGE = 100_000;

/** `page` and `rowsPerPage`, the spec's names for a table's page in its URL; unknown values fall back. */
export function readPaging(search: URLSearchParams, sizes: readonly number[] = PAGE_SIZES): Paging {
  const page = Math.floor(Number(search.get('page')));
  const pageSize = Number(search.get('rowsPerPage'));
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, LAST_PAGE) : 1,
    pageSize: sizes.includes(pageSize) ? pageSize : sizes[0]!,
  };
}

export function writePaging(search: URLSearchParams, paging: Paging) {
  search.set('page', String(paging.page));
  search.set('rowsPerPage', String(paging.pageSize));
}

/** The rows of the current page, for a table that has every row at hand. */
export const pageOf = <Row>(rows: readonly Row[], { page, pageSize }: Paging) =>
  rows.slice((page - 1) * pageSize, page * pageSize);

const NO_FILTERS: UrlFilters<object> = { read: () => ({}), write: () => undefined };

/**
 * A staff table's state in its query string: the screen's filters and the page. A change of
 * filter starts again at the first page. `filters` and `sizes` must be stable (module constants).
 */
export function useUrlPaging<F extends object = object>(
  filters: UrlFilters<F> = NO_FILTERS as unknown as UrlFilters<F>,
  sizes: readonly number[] = PAGE_SIZES,
) {
  const read = useCallback(
    (search: URLSearchParams): F & Paging => ({ ...filters.read(search), ...readPaging(search, sizes) }),
    [filters, sizes],
  );
  const write = useCallback(
    (params: F & Paging) => {
      const search = new URLSearchParams();
      filters.write(params, search);
      writePaging(search, params);
      return search;
    },
    [filters],
  );
  const { params, search, update } = useUrlParams(read, write);
  const setFilters = useCallback(
    (change: Partial<F>) => update({ ...change, page: 1 } as Partial<F & Paging>),
    [update],
  );
  const { page, pageSize } = params;
  const paging = useMemo<PagingControls>(
    () => ({
      page,
      pageSize,
      sizes,
      setPage: (next) => update({ page: next } as Partial<F & Paging>),
      setPageSize: (next) => update({ page: 1, pageSize: next } as Partial<F & Paging>),
    }),
    [page, pageSize, sizes, update],
  );
  return { params, search, setFilters, paging };
}
