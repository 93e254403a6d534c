import { LIST_STATUSES, MATCH_RESPONSIBILITIES } from '@registry/core/dashboard-lists';
import type { UrlFilters } from '@/lib/use-url-paging.ts';
import type { DashboardListParams } from './api/dashboard-lists.ts';

export type DashboardListFilters = Omit<DashboardListParams, 'page' | 'pageSize'>;

/** The URL query is the state (spec part 2 §2): contributor, matchResponsibility, status (and page, rowsPerPage). */
export const LIST_FILTERS: UrlFilters<DashboardListFilters> = {
  read: (search) => {
    const contributor = Number(search.get('contributor'));
    const matchResponsibility = search.get('matchResponsibility');
    const status = search.get('status');
    return {
      contributor: Number.isInteger(contributor) && contributor > 0 ? contributor : null,
      matchResponsibility: (MATCH_RESPONSIBILITIES as readonly string[]).includes(matchResponsibility ?? '')
        ? matchResponsibility
        : null,
      status: (LIST_STATUSES as readonly string[]).includes(status ?? '') ? status : null,
    };
  },
  write: (filters, search) => {
    if (filters.contributor !== null) search.set('contributor', String(filters.contributor));
    if (filters.matchResponsibility) search.set('matchResponsibility', filters.matchResponsibility);
    if (filters.status) search.set('status', filters.status);
  },
};
