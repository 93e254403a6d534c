import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_ITEM_STATUSES } from '@registry/core/list-status';
import { JobInterrupted } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { createGeocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { PROCESS_BATCH, processList } from './process-list.ts';

let t: TestApp;
let owner: string;
let admin: string;
let listId: number;

/** Made-up words, different for every row (a fixed pseudo-random sequence), so no row looks like another. */
let seed = 7;
const letter = () =>
  'bcdfghklmnprstvz'[(seed = (seed * 16807) % 2147483647) % 16]! + 'aeiou'[Math.floor(seed / 16) % 5]!;
const word = () => Array.from({ length: 4 }, letter).join('');
const ROWS = PROCESS_BATCH + 50;
// Coordinates in the file, on a grid 44 km apart: no geocoder is asked, and every row becomes a new facility.
const point = (i: number) => `${(20.6 + (i % 15) * 0.4).toFixed(1)},${(88.1 + Math.floor(i / 15) * 0.4).toFixed(1)}`;
const CSV = [
  'country,name,address,lat,lng',
  ...Array.from({ length: ROWS }, (_, i) => `BD,${word()} ${word()} Knitting,"${i} ${word()} Road",${point(i)}`),
].join('\n');

const noRows = Object.fromEntries(LIST_ITEM_STATUSES.map((status) => [status, 0]));
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...CLIENT_HEADERS, cookie } });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  owner = await login(t.app, 'owner@example.com');
  admin = await login(t.app, 'admin@example.com');
  listId = (await uploadList(t.app, owner, { name: 'Half way' }, { name: 'half-way.csv', content: CSV })).json().id;
  await runJobs(t.config, t.database.db); // parse
  await t.app.inject({
    method: 'POST',
    url: `/api/facility-lists/${listId}/approve/`,
    headers: { ...CLIENT_HEADERS, cookie: admin },
  });
  // The worker stops after the first batch is matched: the list is half way, as a visitor sees it while it works.
  const stop = new AbortController();
  const deps = {
    db: t.database.db,
    geocoder: createGeocoder({ config: t.config, db: t.database.db }),
    matcher: createMatcher(t.config.matchThresholds),
  };
  await expect(
    processList(deps, listId, {
      lastAttempt: true,
      signal: stop.signal,
      onBatch: (step) => {
        if (step === 'match') stop.abort();
      },
    }),
  ).rejects.toThrow(JobInterrupted);
});
afterAll(() => t.close());

// The second batch was geocoded while the first was matched (processList's geocodingAhead).
const HALF_WAY = {
  step: 'match',
  rows: { done: PROCESS_BATCH, total: ROWS },
  parse: { done: ROWS, total: ROWS, failed: 0 },
  geocode: { done: ROWS, total: ROWS, failed: 0 },
  match: { done: PROCESS_BATCH, total: ROWS, failed: 0 },
};

describe('a list being processed', () => {
  it('answers its progress on its page: rows done of rows, per step and per status', async () => {
    const response = await get(`/api/facility-lists/${listId}/`, owner);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.progress).toEqual(HALF_WAY);
    expect(list.status_counts).toEqual({ ...noRows, GEOCODED: ROWS - PROCESS_BATCH, NEW_FACILITY: PROCESS_BATCH });
    expect(list).toMatchObject({
      status: 'APPROVED',
      item_count: ROWS,
      statuses: ['GEOCODED', 'NEW_FACILITY'],
      display_status: 'Processing',
    });
  });

  it('answers the same progress in My Lists and on the staff dashboard', async () => {
    const mine = (await get('/api/facility-lists/', owner)).json();
    expect(mine.map((list: { id: number; progress: unknown }) => [list.id, list.progress])).toEqual([
      [listId, HALF_WAY],
    ]);
    const dashboard = (await get('/api/facility-lists/?page=1&pageSize=20', admin)).json();
    expect(dashboard.count).toBe(1);
    expect(dashboard.data[0]).toMatchObject({
      id: listId,
      status: 'APPROVED',
      contributor_name: expect.any(String),
      progress: HALF_WAY,
    });
    expect(dashboard.data[0].status_counts).toEqual({
      ...noRows,
      GEOCODED: ROWS - PROCESS_BATCH,
      NEW_FACILITY: PROCESS_BATCH,
    });
  });

  it('counts every row done once the rest is processed', async () => {
    await runJobs(t.config, t.database.db);
    const list = (await get(`/api/facility-lists/${listId}/`, owner)).json();
    expect(list.progress).toEqual({
      step: 'done',
      rows: { done: ROWS, total: ROWS },
      parse: { done: ROWS, total: ROWS, failed: 0 },
      geocode: { done: ROWS, total: ROWS, failed: 0 },
      match: { done: ROWS, total: ROWS, failed: 0 },
    });
    expect(list.status_counts).toEqual({ ...noRows, NEW_FACILITY: ROWS });
    expect(list.display_status).toBe('Approved');
  });
});
