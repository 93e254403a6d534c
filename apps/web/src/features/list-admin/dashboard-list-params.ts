import {
  DASHBOARD_LIST_DEFAULT_PAGE_SIZE,
  DASHBOARD_LIST_PAGE_SIZES,
  LIST_STATUSES,
  MATCH_RESPONSIBILITIES,
} from '@registry/core/dashboard-lists';
import type { DashboardListParams } from './api/dashboard-lists.ts';

/** The URL query is the state (spec part 2 §2): contributor, matchResponsibility, status, page, rowsPerPage. */
export function listParamsFrom(search: URLSearchParams): DashboardListParams {
  const contributor = Number(search.get('contributor'));
  const matchResponsibility = search.get('matchResponsibility');
  const status = search.get('status');
  const pageSize = Number(search.get('rowsPerPage'));
  const page = Math.floor(Number(search.get('page')));
  return {
    contributor: Number.isInteger(contributor) && contributor > 0 ? contributor : null,
    matchResponsibility: (MATCH_RESPONSIBILITIES as readonly string[]).includes(matchResponsibility ?? '')
      ? matchResponsibility
      : null,
    status: (LIST_STATUSES as readonly string[]).includes(status ?? '') ? status : null,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    pageSize: (DASHBOARD_LIST_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DASHBOARD_LIST_DEFAULT_PAGE_SIZE,
  };
}

export function listParamsSearch(params: DashboardListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.contributor !== null) search.set('contributor', String(params.contributor));
  if (params.matchResponsibility) search.set('matchResponsibility', params.matchResponsibility);
  if (params.status) search.set('status', params.status);
  search.set('page', String(params.page));
  search.set('rowsPerPage', String(params.pageSize));
  return search;
}
