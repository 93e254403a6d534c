import { isCountryCode } from '@registry/core/countries';
import {
  DEFAULT_MODERATION_SORT,
  MODERATION_SORT_FIELDS,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  moderationDateProblems,
  type ModerationSortField,
} from '@registry/core/moderation-events';
import type { UrlFilters } from '@/lib/use-url-paging.ts';

/** The queue's filters and order, kept in the page's query string so a row's record can come back to it. */
export interface ModerationQueueFilters {
  sources: string[];
  statuses: string[];
  countries: string[];
  afterDate: string;
  beforeDate: string;
  sortBy: ModerationSortField;
  orderBy: 'asc' | 'desc';
}

/** The query of the queue's pages: its pages load one after the other and stay (spec part 2 §7). */
export interface ModerationQueueParams extends ModerationQueueFilters {
  pageSize: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function readFilters(search: URLSearchParams): ModerationQueueFilters {
  const sortBy = search.get('sort_by');
  return {
    sources: search.getAll('source').filter((value) => oneOf(MODERATION_SOURCES, value)),
    statuses: search.getAll('status').filter((value) => oneOf(MODERATION_STATUSES, value)),
    countries: search.getAll('country').filter((value) => isCountryCode(value)),
    afterDate: search.get('after') ?? '',
    beforeDate: search.get('before') ?? '',
    sortBy: oneOf(MODERATION_SORT_FIELDS, sortBy) ? sortBy : DEFAULT_MODERATION_SORT.sort_by,
    orderBy:
      search.get('order_by') === 'asc'
        ? 'asc'
        : search.get('order_by') === 'desc'
          ? 'desc'
          : DEFAULT_MODERATION_SORT.order_by,
  };
}

function writeFilters(params: ModerationQueueFilters, search: URLSearchParams) {
  params.sources.forEach((value) => search.append('source', value));
  params.statuses.forEach((value) => search.append('status', value));
  params.countries.forEach((value) => search.append('country', value));
  if (params.afterDate) search.set('after', params.afterDate);
  if (params.beforeDate) search.set('before', params.beforeDate);
  search.set('sort_by', params.sortBy);
  search.set('order_by', params.orderBy);
}

export const QUEUE_FILTERS: UrlFilters<ModerationQueueFilters> = { read: readFilters, write: writeFilters };

/**
 * The API query of one page. Dates go out only when both are valid and in order (spec part 2 §5);
 * otherwise the queue keeps its other filters and the date fields show their messages.
 */
export function moderationEventsQueryString(
  params: ModerationQueueParams,
  from: number,
  size = params.pageSize,
): string {
  const search = new URLSearchParams();
  params.sources.forEach((value) => search.append('source', value));
  params.statuses.forEach((value) => search.append('status', value));
  params.countries.forEach((value) => search.append('country', value));
  const problems = moderationDateProblems(params.afterDate, params.beforeDate);
  if (!problems.after && !problems.before) {
    if (params.afterDate) search.set('date_gte', params.afterDate);
    if (params.beforeDate) search.set('date_lt', params.beforeDate);
  }
  search.set('sort_by', params.sortBy);
  search.set('order_by', params.orderBy);
  search.set('from', String(from));
  search.set('size', String(size));
  return search.toString();
}
