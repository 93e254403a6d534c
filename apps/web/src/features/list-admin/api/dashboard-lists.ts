import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isListProcessing, LIST_PROGRESS_POLL_MS } from '@registry/core/list-status';
import { listEndpoints, type DashboardListPage } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export type { DashboardList, DashboardListPage } from '@registry/core/lists-api';

export interface DashboardListParams {
  contributor: number | null;
  matchResponsibility: string | null;
  status: string | null;
  page: number;
  pageSize: number;
}

/** With the dashboard's keys (page, pageSize) the answer is the paged form. */
export const fetchDashboardLists = async (params: DashboardListParams) =>
  (await call(listEndpoints.lists, {
    query: new URLSearchParams({
      page: String(params.page),
      pageSize: String(params.pageSize),
      ...(params.contributor !== null ? { contributor: String(params.contributor) } : {}),
      ...(params.matchResponsibility ? { match_responsibility: params.matchResponsibility } : {}),
      ...(params.status ? { status: params.status } : {}),
    }),
  })) as DashboardListPage;

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
  queryFn: () => call(listEndpoints.dashboardContributors),
  staleTime: 60_000,
});

export const useListContributors = () => useQuery(listContributorsQuery);
