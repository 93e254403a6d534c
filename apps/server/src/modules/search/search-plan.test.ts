import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { createServices } from '../../services.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { expectIndexConsistent } from '../../test/index-consistency.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { searchFilters, searchParamsSchema, type SearchParams } from '@registry/core/search-params';
import { isMemorySearch, isPostingsSearch, planSearch, SEARCH_PARAM_USE, type MemoryAnswers } from './search-plan.ts';
import type { TextQuery } from './search-text.ts';

const paramsOf = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
/** q prepared as prepareTextQuery would, without a database: the planner reads only its words. */
const textOf = (params: SearchParams): TextQuery | undefined =>
  params.q ? { folded: params.q.toLowerCase(), spellings: new Map(), postings: new Map() } : undefined;
const everyWord: MemoryAnswers = { answers: (params) => isMemorySearch(params) };

const planOf = (query: string, options: { count?: boolean; keptCounts?: boolean; memory?: MemoryAnswers } = {}) => {
  const params = paramsOf(query);
  const plan = planSearch(params, textOf(params), options);
  return plan.name === 'memory' ? `memory, else ${plan.fallback.name}` : plan.name;
};

const boundary = encodeURIComponent(
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [88, 21],
        [93, 21],
        [93, 26.6],
        [88, 21],
      ],
    ],
  }),
);

describe('planSearch', () => {
  it.each([
    ['q=ltd', 'postings'],
    ['q=ltd&countries=BD', 'postings'],
    ['q=co%20ltd', 'joined-text'],
    ['q=co%20ltd&countries=BD,CN', 'joined-text'],
    ['q=co%20ltd&sort_by=name_asc', 'postings-sorted'],
    ['q=co%20ltd&combine_contributors=AND', 'joined-text'],
    ['q=ltd&sectors=Apparel', 'text'],
    ['q=ltd&embed=1&contributors=7', 'text'],
    [`q=ltd&boundary=${boundary}`, 'text'],
    [`q=ltd&boundary=${boundary}&sort_by=name_desc`, 'area'],
    [`boundary=${boundary}`, 'area'],
    [`boundary=${boundary}&sort_by=contributors_desc`, 'filtered'],
    ['q=ltd&sectors=Apparel&sort_by=name_asc', 'filtered'],
    ['', 'facet'],
    ['countries=BD', 'facet'],
    ['countries=BD&sectors=Apparel', 'facet-postings'],
    ['countries=BD&sectors=Apparel&sort_by=name_desc', 'facet-postings'],
    ['countries=BD&sectors=Apparel&sort_by=contributors_desc', 'facet'],
    ['sectors=Apparel', 'facet-postings'],
    ['contributors=7', 'facet-postings'],
    ['statuses=pending', 'facet-postings'],
    ['countries=BD&sort_by=name_desc', 'facet'],
    ['countries=BD,CN', 'filtered'],
    ['countries=BD&statuses=claimed', 'filtered'],
  ])('%s: %s', (query, name) => {
    expect(planOf(query)).toBe(name);
  });

  it('asks the memory only of searches in relevance order, and falls back to the plan SQL would run', () => {
    expect(planOf('q=co%20ltd', { memory: everyWord })).toBe('memory, else joined-text');
    expect(planOf('q=ltd&countries=BD', { memory: everyWord })).toBe('memory, else postings');
    expect(planOf('q=ltd&sort_by=name_asc', { memory: everyWord })).toBe('postings-sorted');
    expect(planOf('q=ltd&sectors=Apparel', { memory: everyWord })).toBe('text');
    expect(planOf(`q=${testOsId('BD', 1)}`, { memory: everyWord })).toBe('postings');
    expect(planOf('q=co%20ltd', { memory: { answers: () => false } })).toBe('joined-text');
  });

  it('plans a count: a kept count, the memory in any order, else the postings or the filtered facilities', () => {
    expect(planOf('countries=BD&sectors=Apparel', { count: true })).toBe('facet');
    expect(planOf('countries=BD&sectors=Apparel', { count: true, keptCounts: false })).toBe('filtered');
    expect(planOf('q=co%20ltd&sort_by=name_asc', { count: true, memory: everyWord })).toBe('memory, else postings');
    expect(planOf('q=co%20ltd', { count: true })).toBe('postings');
    expect(planOf(`q=ltd&boundary=${boundary}`, { count: true })).toBe('filtered');
  });
});

describe('the search parameters, classified for the postings and the memory', () => {
  const setValue: Record<string, string> = {
    contributors: '3',
    lists: '2',
    contributor_types: 'Brand',
    statuses: 'claimed',
    sectors: 'Apparel',
    parent_company: 'acme',
    facility_type: 'Sewing',
    processing_type: 'Sewing',
    product_type: 'Shoes',
    number_of_workers: 'Less than 1000',
    native_language_name: '达卡',
    boundary: decodeURIComponent(boundary),
    embed: '1',
  };

  it('names every parameter the schema gives', () => {
    // The type checks it too (satisfies Record<keyof SearchParams, ...>); osIdQuery is derived from q.
    expect(Object.keys(SEARCH_PARAM_USE).sort()).toEqual([...Object.keys(searchFilters.shape), 'osIdQuery'].sort());
  });

  it('reads a search from the postings only when no parameter of the index is set', () => {
    const indexParams = Object.entries(SEARCH_PARAM_USE)
      .filter(([, use]) => use === 'index')
      .map(([key]) => key);
    expect(indexParams.sort()).toEqual(Object.keys(setValue).sort());
    expect(isPostingsSearch(paramsOf('q=ltd&countries=BD&sort_by=name_asc&page=2&detail=true'))).toBe(true);
    expect(isPostingsSearch(paramsOf('countries=BD'))).toBe(false);
    for (const [key, value] of Object.entries(setValue)) {
      const params = searchParamsSchema.parse({ q: 'ltd', [key]: value });
      expect(isPostingsSearch(params), key).toBe(false);
    }
  });

  it('leaves an OS ID typed as q to SQL', () => {
    expect(isPostingsSearch(paramsOf(`q=${testOsId('BD', 1)}`))).toBe(true);
    expect(isMemorySearch(paramsOf(`q=${testOsId('BD', 1)}`))).toBe(false);
    expect(isMemorySearch(paramsOf('q=ltd&countries=BD'))).toBe(true);
  });
});

describe('the request log', () => {
  let database: Database;
  let dataDir: string;
  let written = '';
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SEARCH_MEMORY_MIN_POSTINGS: '0',
    });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    app = await buildApp({
      config,
      db: database.db,
      services: createServices(config, database.db),
      log: createLogger('info', { format: 'json', destination }),
    });
    await app.ready();
    await insertIndexed(database.db, [
      { os_id: testOsId('BD', 1), name: 'Plan Co Ltd', address: 'Dhaka', country_code: 'BD', lat: 23.8, lng: 90.4 },
    ]);
  });
  afterAll(async () => {
    await app.close();
    try {
      await expectIndexConsistent(database.db);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  /** The fields of the 'request completed' line of one request. */
  async function completed(url: string) {
    written = '';
    const response = await app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
    expect(response.statusCode, url).toBe(200);
    const lines = written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return lines.find((line) => line.msg === 'request completed');
  }

  it('names the plan that answered each search and count, and an answer kept from an earlier one', async () => {
    expect(await completed('/api/facilities/?q=plan%20ltd')).toMatchObject({ search_plan: 'joined-text' });
    expect(await completed('/api/facilities/?q=plan%20ltd')).toMatchObject({
      search_plan: 'joined-text',
      search_cached: true,
    });
    expect(await completed('/api/facilities/?countries=BD')).toMatchObject({ search_plan: 'facet' });
    expect(await completed('/api/facilities/?q=plan&sectors=Apparel')).toMatchObject({ search_plan: 'text' });
    const count = await completed('/api/facilities/count/?q=plan');
    expect(count).toMatchObject({ search_plan: 'postings' });
    expect(count).not.toHaveProperty('search_cached');
    expect(await completed('/api/facilities/count/?countries=BD')).toMatchObject({ search_plan: 'facet' });
    expect(await completed(`/api/facilities/${testOsId('BD', 1)}/`)).not.toHaveProperty('search_plan');
  });
});
