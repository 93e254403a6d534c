import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import { prepareTextQuery, searchFacilityPage, searchSummary } from './search-queries.ts';
import { createSearchMemory, type SearchMemory } from './search-memory.ts';

// Every word here is "common" (minPostings 1), so the memory answers every search of these
// words; each answer must be the SQL path's, row for row, through changes made after it read.
let t: TestApp;
let memory: SearchMemory;

const FIRST = ['Alpha', 'Beta', 'Gamma', 'Delta'];
const KIND = ['Textile', 'Garments', 'Knit', 'Industrial'];
const FORM = ['Co., Ltd.', 'Ltd', 'Industrial Co', 'Co'];
const COUNTRIES = ['BD', 'CN', 'IN'];
const facilities: IndexedFacility[] = Array.from({ length: 160 }, (_, i) => ({
  os_id: testOsId(COUNTRIES[i % 3]!, 500 + ((i * 37) % 160)),
  name: `${FIRST[i % 4]} ${KIND[Math.floor(i / 4) % 4]} ${FORM[Math.floor(i / 16) % 4]}${i % 7 === 0 ? ' Unit 2' : ''}`,
  address: `Road ${i % 9}, ${i % 5 === 0 ? 'Textile Park' : 'Coastal Town'}`,
  country_code: COUNTRIES[i % 3]!,
  lat: 10 + (i % 13),
  lng: 80 + (i % 17) * 1.5,
}));

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, facilities);
  memory = createSearchMemory(t.database.db, { minPostings: 1, maxMiB: 64 });
});
afterAll(() => t.close());

const QUERIES = [
  'q=ltd',
  'q=co%20ltd',
  'q=co',
  'q=industrial%20co',
  'q=alpha%20ltd',
  'q=Alpha%20Textile%20Co.%2C%20Ltd.',
  'q=textile&countries=BD',
  'q=gar&countries=CN&countries=IN',
  'q=co%20ltd&pageSize=7&page=3',
  'q=co%20ltd&pageSize=7&page=40',
  'q=road%20coastal',
];

const paramsOf = (query: string) => {
  const search = new URLSearchParams(query);
  return searchParamsSchema.parse({
    ...Object.fromEntries(search),
    ...(search.getAll('countries').length ? { countries: search.getAll('countries') } : {}),
  });
};

/** The SQL path's page and summary (a page and a summary statement). */
async function inSql(query: string) {
  const params = paramsOf(query);
  const text = await prepareTextQuery(t.database.db, params.q!);
  return {
    rows: await searchFacilityPage(t.database.db, params, text),
    summary: await searchSummary(t.database.db, params, text),
  };
}

async function inMemory(query: string) {
  const params = paramsOf(query);
  const text = await prepareTextQuery(t.database.db, params.q!);
  expect(memory.answers(params, text), query).toBe(true);
  return memory.search(params, text);
}

describe('text search of common words from memory', () => {
  it('is read on first use, then answers exactly as SQL does: rows, order, count and extent', async () => {
    expect(await inMemory('q=ltd')).toBeNull(); // not yet read: SQL answers meanwhile
    expect(await memory.ready()).toBe(true);
    for (const query of QUERIES) {
      const expected = await inSql(query);
      expect(await inMemory(query), query).toEqual(expected);
    }
    const named = await inMemory('q=Alpha%20Textile%20Co.%2C%20Ltd.');
    expect(named!.rows[0]!.name).toBe('Alpha Textile Co., Ltd.');
    expect((await inMemory('q=co%20ltd&pageSize=7&page=40'))!.rows).toEqual([]);
  });

  it('stays exact through facilities added, renamed, moved and removed after it was read', async () => {
    expect(await memory.ready()).toBe(true);
    await insertIndexed(t.database.db, [
      {
        os_id: testOsId('BD', 900),
        name: 'Alpha Textile Co., Ltd.',
        address: 'Road 1',
        country_code: 'BD',
        lat: 1,
        lng: 2,
      },
      {
        os_id: testOsId('VN', 901),
        name: 'Omega Knit Co Ltd',
        address: 'Hanoi',
        country_code: 'VN',
        lat: -5,
        lng: 105,
      },
    ]);
    const [renamed, moved, removed] = [facilities[5]!.os_id, facilities[6]!.os_id, facilities[7]!.os_id];
    await sql`update facility_index set name = 'Zeta Nothing', name_search = 'zeta nothing' where os_id = ${renamed}`.execute(
      t.database.db,
    );
    await sql`update facility_index set lat = -40, lng = -70 where os_id = ${moved}`.execute(t.database.db);
    await sql`delete from facility_index where os_id = ${removed}`.execute(t.database.db);
    // A refresh that rewrites rows unchanged names no change.
    const before = await sql<{ n: number }>`select count(*)::int as n from facility_search_changes`.execute(
      t.database.db,
    );
    await refreshFacilityIndex(t.database.db, [facilities[8]!.os_id]);
    await sql`update facility_index set contributor_ids = '{}' where os_id = ${facilities[9]!.os_id}`.execute(
      t.database.db,
    );
    const after = await sql<{ n: number }>`select count(*)::int as n from facility_search_changes`.execute(
      t.database.db,
    );
    expect(after.rows[0]!.n - before.rows[0]!.n).toBeLessThanOrEqual(1);

    for (const query of [...QUERIES, 'q=omega', 'q=zeta', 'q=co%20ltd&countries=VN']) {
      const expected = await inSql(query);
      const answer = await inMemory(query);
      expect(answer, query).toEqual(expected);
    }
    expect((await inMemory('q=omega'))!.rows.map((row) => row.name)).toEqual(['Omega Knit Co Ltd']);
    expect((await inMemory('q=ltd'))!.rows.map((row) => row.os_id)).not.toContain(removed);
  });

  it('reads itself again after facility_index is emptied, and serves what is there then', async () => {
    expect(await memory.ready()).toBe(true);
    await sql`truncate facility_index cascade`.execute(t.database.db);
    await insertIndexed(t.database.db, [
      {
        os_id: testOsId('CN', 950),
        name: 'Sigma Apparel Ltd',
        address: 'Ningbo',
        country_code: 'CN',
        lat: 29.8,
        lng: 121.5,
      },
    ]);
    expect(await inMemory('q=ltd')).toBeNull(); // emptied since it was read: read again
    expect(await memory.ready()).toBe(true);
    expect(await inMemory('q=ltd')).toEqual(await inSql('q=ltd'));
    expect((await inMemory('q=ltd'))!.summary).toEqual({ count: 1, extent: [121.5, 29.8, 121.5, 29.8] });
  });
});

describe('a search memory warmed at start-up', () => {
  it('reads the commonest words by the statistics, and nothing on a database without common words', async () => {
    const db = t.database.db;
    await insertIndexed(
      db,
      [1, 2, 3, 4].map((n) => ({
        os_id: testOsId('IN', 970 + n),
        name: `Upsilon Mills ${n} Ltd`,
        address: 'Surat',
        country_code: 'IN',
        lat: 21,
        lng: 72.8,
      })),
    );
    await sql`analyze facility_search_words`.execute(db);
    const warmed = createSearchMemory(db, { minPostings: 3, maxMiB: 64 });
    await warmed.warm();
    const { words } = warmed.held()!;
    expect(words).toContain('ltd');
    expect(words).toContain('upsilon');
    expect(words).not.toContain('sigma'); // one facility: below minPostings
    const idle = createSearchMemory(db, { minPostings: 1_000_000, maxMiB: 64 });
    await idle.warm();
    expect(idle.held()).toBeNull();
  });
});

describe('a search memory refreshed after changes', () => {
  it('reads itself again past maxChanges, keeps the words it held, and stays exact', async () => {
    const db = t.database.db;
    const refreshing = createSearchMemory(db, {
      minPostings: 1,
      maxMiB: 64,
      refresh: { maxChanges: 1, minIntervalMs: 0 },
    });
    const search = async (q: string) => {
      const params = paramsOf(`q=${encodeURIComponent(q)}`);
      return refreshing.search(params, await prepareTextQuery(db, q));
    };
    const tau = (n: number, name: string) => ({
      os_id: testOsId('CN', 960 + n),
      name,
      address: 'Ningbo',
      country_code: 'CN',
      lat: 29 + n / 10,
      lng: 121 + n / 10,
    });
    await insertIndexed(db, [tau(0, 'Tau Apparel Ltd')]);
    expect(await refreshing.ready()).toBe(true);
    expect(await search('tau ltd')).toEqual(await inSql('q=tau%20ltd'));
    const before = refreshing.held()!;
    expect(before.words.sort()).toEqual(['ltd', 'tau']);
    await insertIndexed(db, [tau(1, 'Tau Knit Ltd'), tau(2, 'Tau Dye Ltd')]);
    // Two changes since it was read: answered with them from SQL, and a read of the memory started.
    expect((await search('tau ltd'))!.summary.count).toBe(3);
    expect(await refreshing.ready()).toBe(true);
    expect(refreshing.held()).toEqual({
      facilities: before.facilities + 2,
      words: expect.arrayContaining(['ltd', 'tau']),
    });
    await insertIndexed(db, [tau(3, 'Tau Wash Ltd')]);
    expect(await search('tau ltd')).toEqual(await inSql('q=tau%20ltd'));
    expect((await search('tau ltd'))!.summary.count).toBe(4);
  });
});

describe('the changes a search memory reads', () => {
  it('are pruned once every memory that may serve sees them, never before', async () => {
    const db = t.database.db;
    const pruning = createSearchMemory(db, {
      minPostings: 1,
      maxMiB: 64,
      refresh: { maxChanges: 0, minIntervalMs: 0, pruneAfterMs: 0 },
    });
    const kept = async (osId: string) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from facility_search_changes where os_id = ${osId}`.execute(
          db,
        )
      ).rows[0]!.n;
    const phi = (n: number) => ({
      os_id: testOsId('IN', 980 + n),
      name: `Phi Looms ${n} Ltd`,
      address: 'Erode',
      country_code: 'IN',
      lat: 11.3,
      lng: 77.7,
    });
    // The horizon it prunes by is the oldest transaction running at a read: wait until those older
    // than a change have ended (an autovacuum's analyze may hold one back for a moment).
    const olderEnded = async (osId: string) => {
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await sql<{ ended: boolean }>`select pg_snapshot_xmin(pg_current_snapshot()) >
            (select max(xid) from facility_search_changes where os_id = ${osId}) as ended`.execute(db);
        if (rows[0]!.ended) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`a transaction older than the change of ${osId} still runs`);
    };
    await insertIndexed(db, [phi(0)]);
    expect(await kept(phi(0).os_id)).toBe(1);
    await olderEnded(phi(0).os_id);
    expect(await pruning.ready()).toBe(true); // read after phi(0) was: pruned
    expect(await kept(phi(0).os_id)).toBe(0);
    await insertIndexed(db, [phi(1)]);
    await olderEnded(phi(1).os_id);
    expect(await kept(phi(1).os_id)).toBe(1); // not read since: kept
    const params = paramsOf('q=phi%20ltd');
    // phi(1) is a change the memory does not see: answered with it from SQL, and a read started.
    expect((await pruning.search(params, await prepareTextQuery(db, 'phi ltd')))!.summary.count).toBe(2);
    expect(await pruning.ready()).toBe(true);
    expect(await kept(phi(1).os_id)).toBe(0);
    expect(await pruning.search(params, await prepareTextQuery(db, 'phi ltd'))).toEqual(await inSql('q=phi%20ltd'));
  });
});

describe('GET /api/facilities/ with the search memory on', () => {
  let on: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ SEARCH_MEMORY_MIN_POSTINGS: '1', SEARCH_CACHE_ENTRIES: '0' });
    await insertIndexed(on.database.db, facilities.slice(0, 40));
  });
  afterAll(() => on.close());

  const get = async (url: string) => {
    const response = await on.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
    expect(response.statusCode, url).toBe(200);
    return response.json() as { count: number; features: { id: string; properties: { name: string } }[] };
  };

  it('answers the first search from SQL and the next from memory, the same, and counts the same', async () => {
    const first = await get('/api/facilities/?q=co%20ltd&pageSize=5');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the read started by the first search
    const second = await get('/api/facilities/?q=co%20ltd&pageSize=5');
    expect(second).toEqual(first);
    const words = (f: IndexedFacility) => `${f.name} ${f.address}`.toLowerCase().split(/[^a-z0-9]+/);
    const hasBoth = (f: IndexedFacility) =>
      words(f).some((word) => word.startsWith('co')) && words(f).some((word) => word.startsWith('ltd'));
    expect(first.count).toBe(facilities.slice(0, 40).filter(hasBoth).length);
    expect((await get('/api/facilities/count/?q=co%20ltd')).count).toBe(first.count);
    await insertIndexed(on.database.db, [
      { os_id: testOsId('BD', 990), name: 'Kappa Co Ltd', address: 'Dhaka', country_code: 'BD', lat: 23.8, lng: 90.4 },
    ]);
    const third = await get('/api/facilities/?q=kappa%20co%20ltd');
    expect(third.features.map((f) => f.properties.name)).toEqual(['Kappa Co Ltd']);
    expect((await get('/api/facilities/count/?q=co%20ltd')).count).toBe(first.count + 1);
  });
});
