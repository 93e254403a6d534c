import type { SearchParams } from '@registry/core/search-params';
import { queryWords, type TextQuery } from './search-text.ts';

/**
 * Which plan answers a search: the one place a strategy is chosen (README.md has the table of
 * what each plan reads and when it is chosen). The statements of search-queries.ts read what the
 * plan says; search-service.ts runs it and the routes log its name (search_plan).
 */

/**
 * How each search parameter bears on the readers that skip facility_index's filters: q's postings
 * in SQL (isPostingsSearch) and the search memory (isMemorySearch). A parameter added to
 * searchParamsSchema does not compile until it is classified here, so neither can answer a search
 * while silently ignoring it.
 * - text: q, what the postings are of.
 * - postings: the postings carry it (the country, migration 0030), and the memory holds it.
 * - os-id: the OS ID typed as q; SQL finds it beside the postings, the memory holds no OS IDs.
 * - index: only facility_index rows have it: a search setting it is read with the filters.
 * - modifier: how another parameter applies (combine_contributors), nothing alone.
 * - order, page, shape: the order of what is found, which part of it, what each result carries.
 */
export type ParamUse = 'text' | 'postings' | 'os-id' | 'index' | 'modifier' | 'order' | 'page' | 'shape';

export const SEARCH_PARAM_USE = {
  q: 'text',
  countries: 'postings',
  osIdQuery: 'os-id',
  contributors: 'index',
  lists: 'index',
  contributor_types: 'index',
  statuses: 'index',
  sectors: 'index',
  parent_company: 'index',
  facility_type: 'index',
  processing_type: 'index',
  product_type: 'index',
  number_of_workers: 'index',
  native_language_name: 'index',
  boundary: 'index',
  embed: 'index',
  combine_contributors: 'modifier',
  sort_by: 'order',
  page: 'page',
  pageSize: 'page',
  detail: 'shape',
  number_of_public_contributors: 'shape',
} as const satisfies Record<keyof SearchParams, ParamUse>;

const paramsOfUse = (use: ParamUse) =>
  (Object.keys(SEARCH_PARAM_USE) as (keyof SearchParams)[]).filter((key) => SEARCH_PARAM_USE[key] === use);
const INDEX_PARAMS = paramsOfUse('index');
const OS_ID_PARAMS = paramsOfUse('os-id');

/** Given: a list with values, a flag that is on, any other value present. */
const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false);

/**
 * A search of `q` alone or in some countries (textMatches keeps their postings only): counted,
 * bounded and paged from the postings without the filters' join.
 */
export function isPostingsSearch(params: SearchParams): boolean {
  return Boolean(params.q) && INDEX_PARAMS.every((key) => !isSet(params[key]));
}

/** A postings search the search memory can answer, by what it holds (its words' counts are its own check). */
export function isMemorySearch(params: SearchParams): boolean {
  return isPostingsSearch(params) && OS_ID_PARAMS.every((key) => !isSet(params[key]));
}

export interface Facet {
  facet: string;
  value: string;
}

/** The facet that counts every indexed facility. */
export const ALL_FACILITIES: Facet = { facet: 'all', value: '' };

/**
 * The facet of facility_facet_counts that counts this search exactly: no filter, or a single
 * filter with a single value (no text, no boundary). Other searches are counted live.
 */
export function singleFacet(params: SearchParams): Facet | null {
  if (params.q || params.boundary) return null;
  const filters: [string, readonly (string | number)[]][] = [
    ['contributor', params.contributors],
    ['list', params.lists],
    ['contributor_type', params.contributor_types],
    ['country', params.countries],
    ['status', params.statuses],
    ['sector', params.sectors],
    ['parent_company', params.parent_company.map((value) => value.toLowerCase())],
    ['facility_type', params.facility_type],
    ['processing_type', params.processing_type],
    ['product_type', params.product_type],
    ['number_of_workers', params.number_of_workers],
    ['native_language_name', params.native_language_name ? [params.native_language_name] : []],
  ];
  const used = filters.filter(([, values]) => values.length > 0);
  if (used.length === 0) return ALL_FACILITIES;
  const [only] = used;
  return used.length === 1 && only![1].length === 1 ? { facet: only![0], value: String(only![1][0]) } : null;
}

/** Broad filters whose pairs facility_facet_counts keeps too (migration 0028), by facet name. */
const PAIRED_FILTERS = {
  contributor_type: (params: SearchParams) => params.contributor_types,
  country: (params: SearchParams) => params.countries,
  facility_type: (params: SearchParams) => params.facility_type,
  sector: (params: SearchParams) => params.sectors,
} as const;

/**
 * The facet of facility_facet_counts that counts a search of exactly two of the paired filters
 * (country, sector, contributor type, facility type) with one value each; null for any other search.
 */
export function pairFacet(params: SearchParams): Facet | null {
  if (singleFacet(params)) return null;
  const used = Object.entries(PAIRED_FILTERS).filter(([, values]) => values(params).length > 0);
  if (used.length !== 2 || used.some(([, values]) => values(params).length !== 1)) return null;
  const withoutPair = { ...params, countries: [], sectors: [], contributor_types: [], facility_type: [] };
  if (singleFacet(withoutPair) !== ALL_FACILITIES) return null;
  // Facet names in code-point order, as the migration's `a.facet < b.facet` (collation "C" or not: no name is a prefix of another).
  const [a, b] = used.sort(([x], [y]) => (x < y ? -1 : 1));
  return { facet: `${a![0]}+${b![0]}`, value: `${a![1](params)[0]}\u001f${b![1](params)[0]}` };
}

/**
 * The facets whose facilities facility_facet_postings keeps in name order (migration 0044's
 * facility_facet_postings_of): every kept facet but these, whose name-ordered ranges are
 * facility_index's own indexes, (sort_name) and (country_code, sort_name).
 */
const UNPOSTED_FACETS: ReadonlySet<string> = new Set(['all', 'country']);

/** Whether facility_facet_postings holds this facet's facilities. */
export const isPostedFacet = ({ facet }: Facet) => !UNPOSTED_FACETS.has(facet);

/**
 * How SQL reads a page: cut from q's ranked postings before any facility row is read
 * (ranked-postings), the filtered facilities joined to all of q's ranked matches (ranked-matches),
 * one A-to-Z page of the position index (area), one A-to-Z page of a facet's postings
 * (facet-postings), or the filtered facilities in the sort order.
 */
export type PageRead = 'ranked-postings' | 'ranked-matches' | 'area' | 'facet-postings' | 'filtered';
/** How SQL reads the count and extent: from q's postings, the count kept per facet, or the filtered facilities. */
export type SummaryRead = 'postings' | 'facet' | 'filtered';

/** What each plan answered in SQL reads. */
export const SQL_PLANS = {
  /** Page, count and extent in one statement (joinedTextSearchQuery); read apart, they are the postings plan's. */
  'joined-text': { page: 'ranked-postings', summary: 'postings' },
  postings: { page: 'ranked-postings', summary: 'postings' },
  'postings-sorted': { page: 'filtered', summary: 'postings' },
  text: { page: 'ranked-matches', summary: 'filtered' },
  /** Page, count and extent in one statement (areaSearchQuery); read apart, the position index's page and the filtered facilities. */
  area: { page: 'area', summary: 'filtered' },
  'facet-postings': { page: 'facet-postings', summary: 'facet' },
  facet: { page: 'filtered', summary: 'facet' },
  filtered: { page: 'filtered', summary: 'filtered' },
} as const satisfies Record<string, { page: PageRead; summary: SummaryRead }>;

export type SqlPlanName = keyof typeof SQL_PLANS;
export type SearchPlanName = SqlPlanName | 'memory';

export interface SqlSearchPlan {
  name: SqlPlanName;
  page: PageRead;
  summary: SummaryRead;
  /** The kept count that counts the search (summary 'facet'); null otherwise. */
  facet: Facet | null;
}

/** Answered from the search memory; `fallback` when the memory is not ready (or its read fails). */
export interface MemorySearchPlan {
  name: 'memory';
  fallback: SqlSearchPlan;
}

export type SearchPlan = SqlSearchPlan | MemorySearchPlan;

/** The search memory as the planner asks it (search-memory.ts `answers`): whether it holds every word. */
export interface MemoryAnswers {
  answers(params: SearchParams, text: TextQuery): boolean;
}

export interface PlanOptions {
  /** The search memory, when the process has one. */
  memory?: MemoryAnswers;
  /** Plan a count (GET /api/facilities/count/, downloads) rather than a page with its count and extent. */
  count?: boolean;
  /** Whether a count kept per facet may answer (downloads count the facilities they write: false). */
  keptCounts?: boolean;
}

const sqlPlan = (name: SqlPlanName, facet: Facet | null = null): SqlSearchPlan => ({ name, ...SQL_PLANS[name], facet });

/**
 * The plan for a search. `textQuery`: q prepared (prepareTextQuery), when q is given; a plan of a
 * search without q reads no text (a facet plan never does).
 */
export function planSearch(
  params: SearchParams,
  textQuery: TextQuery | undefined,
  { memory, count = false, keptCounts = true }: PlanOptions = {},
): SearchPlan {
  const inSql = planInSql(params, textQuery, count, keptCounts);
  // The memory ranks by relevance only: a sorted page is SQL's; a count is the same in any order.
  const inMemory =
    memory !== undefined &&
    textQuery !== undefined &&
    (count || params.sort_by === undefined) &&
    memory.answers(params, textQuery);
  return inMemory ? { name: 'memory', fallback: inSql } : inSql;
}

function planInSql(
  params: SearchParams,
  textQuery: TextQuery | undefined,
  count: boolean,
  keptCounts: boolean,
): SqlSearchPlan {
  const facet = keptCounts ? (singleFacet(params) ?? pairFacet(params)) : null;
  if (facet) {
    // A page in name order is one range of the facet's postings; a count is the kept count alone.
    const byName = params.sort_by === undefined || params.sort_by.startsWith('name_');
    return !count && byName && isPostedFacet(facet) ? sqlPlan('facet-postings', facet) : sqlPlan('facet', facet);
  }
  if (isPostingsSearch(params)) {
    if (count) return sqlPlan('postings');
    if (params.sort_by !== undefined) return sqlPlan('postings-sorted');
    // One word's page and summary are each an index-only read of its postings, which one shared statement would copy first.
    return textQuery && queryWords(textQuery.folded).length > 1 ? sqlPlan('joined-text') : sqlPlan('postings');
  }
  if (count) return sqlPlan('filtered');
  // Relevance (the default order of a text search) comes from the text matches, joined.
  if (params.q && params.sort_by === undefined) return sqlPlan('text');
  if (params.boundary !== undefined && (params.sort_by === undefined || params.sort_by.startsWith('name_')))
    return sqlPlan('area');
  return sqlPlan('filtered');
}
