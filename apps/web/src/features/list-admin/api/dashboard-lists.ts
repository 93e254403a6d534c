import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isListProcessing, LIST_PROGRESS_POLL_MS } from '@registry/core/list-status';
import type { DashboardListPage } from '@registry/core/lists-api';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { DashboardList, DashboardListPage } from '@registry/core/lists-api';

export interface DashboardListParams {
  contributor: number | null;
  matchResponsibility: string | null;
  status: string | null;
  page: number;
  pageSize: number;
}

function queryString(params: DashboardListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.contributor !== null) search.set('contributor', String(params.contributor));
  if (params.matchResponsibility) search.set('match_responsibility', params.matchResponsibility);
  if (params.status) search.set('status', params.status);
  return search.toString();
}

export const fetchDashboardLists = (params: DashboardListParams) =>
  apiRequest<DashboardListPage>(`/api/facility-lists/?${queryString(params)}`);

export const dashboardListsQuery = (params: DashboardListParams) =>
  queryOptions({
    // Under 'facility-lists' like every query of lists: a change to a list (here or on its page) asks for them again.
    queryKey: [...facilityListKeys.dashboard(), params],
    queryFn: () => fetchDashboardLists(params),
    // While a list of the page is being processed, the page is asked again (its progress and counts move).
    refetchInterval: (query) =>
      query.state.data?.data.some((list) => isListProcessing(list.progress)) ? LIST_PROGRESS_POLL_MS : false,
  });

export const useDashboardLists = (params: DashboardListParams) =>
  useQuery({ ...dashboardListsQuery(params), placeholderData: keepPreviousData });

/** The organisations that uploaded lists: [id, name] pairs for the Organization filter. */
export const listContributorsQuery = queryOptions({
  queryKey: ['dashboard-lists', 'contributors'],
  queryFn: () => apiRequest<[number, string][]>('/api/admin-facility-lists/contributors/'),
  staleTime: 60_000,
});

export const useListContributors = () => useQuery(listContributorsQuery);
