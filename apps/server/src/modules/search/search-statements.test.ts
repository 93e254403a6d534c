import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileOnlyDb as db,
  expectSnapshotFile,
  leftoverFiles,
  snapshotText,
  type Statement,
} from '../../test/statement-snapshots.ts';
import { changesSinceQuery, postingsQuery, rowsQuery } from './search-memory.ts';
import { searchParamsSchema, type SearchParams } from '@registry/core/search-params';
import { isMemorySearch, planSearch, type SearchPlanName, type SqlSearchPlan } from './search-plan.ts';
import {
  areaSearchQuery,
  facetCountQuery,
  facetExtentQuery,
  filteredCountQuery,
  joinedTextSearchQuery,
  searchExtentQuery,
  searchPageQuery,
  searchSummaryQuery,
} from './search-queries.ts';
import { queryWords, type TextQuery } from './search-text.ts';

/**
 * The statements of each search plan (search-plan.ts), assembled for fixed parameters, kept in
 * queries/<plan>.sql: a change to what a plan sends to PostgreSQL shows in review as a diff of the
 * SQL. Fails while a file is stale; UPDATE_SNAPSHOTS=1 writes them again (README.md).
 */
const FOLDER = path.join(import.meta.dirname, 'queries');
const WRITTEN_BY = 'apps/server/src/modules/search/search-statements.test.ts';

const paramsOf = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));

/** `q` as prepareTextQuery gives it, fixed: its folded text, the known spellings and the postings counted. */
const textOf = (folded: string, spellings: Record<string, string[]>, postings: Record<string, number>): TextQuery => ({
  folded,
  spellings: new Map(Object.entries(spellings)),
  postings: new Map(Object.entries(postings)),
});
const ltd = textOf('ltd', { ltd: ['ltd'] }, { ltd: 20_000 });
const coLtd = textOf('co ltd', { ltd: ['ltd'] }, { co: 20_000, ltd: 20_000 });

const boundary = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [88, 21],
      [93, 21],
      [93, 26.6],
      [88, 21],
    ],
  ],
});

const pageAndSummary = (params: SearchParams, text: TextQuery | undefined, plan: SqlSearchPlan): Statement[] => [
  { label: 'page', query: searchPageQuery(db, params, text, plan) },
  { label: 'count and extent', query: searchSummaryQuery(db, params, text, plan) },
];

interface Case {
  plan: SearchPlanName;
  query: string;
  text?: TextQuery;
  statements: (params: SearchParams, text: TextQuery | undefined, plan: SqlSearchPlan) => Statement[];
}

const CASES: Case[] = [
  {
    plan: 'memory',
    query: 'q=co ltd&countries=BD',
    text: coLtd,
    statements: (params, text) => [
      {
        label: "a word's postings, read once into memory ('co')",
        query: postingsQuery('co'),
      },
      {
        label:
          'each search: the facilities changed since the snapshot, those q finds, those named q, and the snapshot now',
        query: changesSinceQuery('1000:1005:1002', queryWords(text!.folded), text!.folded, params.countries),
      },
      { label: "the page's rows, by OS ID", query: rowsQuery(['BD2024001ABCDEF', 'BD2024002ABCDEF']) },
    ],
  },
  {
    plan: 'joined-text',
    query: 'q=co ltd&countries=BD',
    text: coLtd,
    statements: (params, text) => [
      {
        label: 'page, count and extent (with enable_mergejoin off unless every word is one spelling)',
        query: joinedTextSearchQuery(db, params, text!),
      },
    ],
  },
  { plan: 'postings', query: 'q=ltd&countries=BD', text: ltd, statements: pageAndSummary },
  { plan: 'postings-sorted', query: 'q=ltd&sort_by=name_asc', text: ltd, statements: pageAndSummary },
  {
    plan: 'text',
    query: 'q=ltd&sectors=Apparel',
    text: ltd,
    statements: (params, text, plan) => [
      ...pageAndSummary(params, text, plan),
      { label: 'count (GET /api/facilities/count/, downloads)', query: filteredCountQuery(db, params, text) },
    ],
  },
  {
    plan: 'area',
    query: `boundary=${encodeURIComponent(boundary)}`,
    statements: (params, text) => [
      {
        label: 'page, count and extent: the points in the boundary read once',
        query: areaSearchQuery(db, params, text),
      },
    ],
  },
  {
    plan: 'facet-postings',
    query: 'countries=BD&sectors=Apparel',
    statements: (params, text, plan) => [
      { label: "page, cut from the facet's postings", query: searchPageQuery(db, params, text, plan) },
      { label: 'count, kept per facet', query: facetCountQuery(db, plan.facet!) },
      { label: 'extent of up to 5,000 matches, from the postings', query: facetExtentQuery(db, plan.facet!) },
      { label: 'extent of more: walks along the lat/lng indexes', query: searchExtentQuery(db, params, text) },
    ],
  },
  {
    plan: 'facet',
    query: 'countries=BD',
    statements: (params, text, plan) => [
      { label: 'page', query: searchPageQuery(db, params, text, plan) },
      { label: 'count, kept per facet', query: facetCountQuery(db, plan.facet!) },
      { label: 'extent of up to 5,000 matches', query: searchSummaryQuery(db, params, text, plan) },
      { label: 'extent of more: walks along the lat/lng indexes', query: searchExtentQuery(db, params, text) },
    ],
  },
  {
    plan: 'filtered',
    query: 'countries=BD,CN&statuses=claimed&sort_by=contributors_desc&page=3&pageSize=20',
    statements: (params, text, plan) => [
      ...pageAndSummary(params, text, plan),
      { label: 'count (GET /api/facilities/count/, downloads)', query: filteredCountQuery(db, params, text) },
    ],
  },
];

describe('the statements of each search plan (queries/*.sql)', () => {
  it('covers every plan', () => {
    const plans: Record<SearchPlanName, true> = {
      memory: true,
      'joined-text': true,
      postings: true,
      'postings-sorted': true,
      text: true,
      area: true,
      'facet-postings': true,
      facet: true,
      filtered: true,
    };
    expect(CASES.map((c) => c.plan).sort()).toEqual(Object.keys(plans).sort());
    expect(leftoverFiles(FOLDER, Object.keys(plans))).toEqual([]);
  });

  it.each(CASES)('$plan', ({ plan: name, query, text, statements }) => {
    const params = paramsOf(query);
    // A memory holding every word, for the memory plan only: any other plan is SQL's.
    const memory = name === 'memory' ? { answers: (p: SearchParams) => isMemorySearch(p) } : undefined;
    const plan = planSearch(params, text, { memory });
    expect(plan.name).toBe(name);
    const sqlPlan = plan.name === 'memory' ? plan.fallback : plan;
    const title = `plan ${name}: ${decodeURIComponent(query)}${text ? ` (q folded: '${text.folded}')` : ''}`;
    expectSnapshotFile(FOLDER, name, snapshotText(WRITTEN_BY, title, statements(params, text, sqlPlan)));
  });
});
