import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { recordIndexChange } from '../facilities/index.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

/** Search answers are kept while the facility index version stays, and never after it moves. */
let t: TestApp;
const first = testOsId('BD', 1);
const second = testOsId('BD', 2);

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    { os_id: first, name: 'Cachetest Knit', address: 'Road 1', country_code: 'BD', lat: 23.8, lng: 90.4 },
  ]);
  await recordIndexChange(t.database.db, 'anywhere');
});
afterAll(() => t.close());

const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facilities/?${query}`, headers: CLIENT_HEADERS })).json() as {
    count: number;
    features: { id: string }[];
  };
const count = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facilities/count/?${query}`, headers: CLIENT_HEADERS })).json() as {
    count: number;
  };

describe('search answer cache', () => {
  it('serves a kept answer while the index version is unchanged, and a new one once it moves', async () => {
    expect((await search('q=cachetest')).count).toBe(1);
    expect(await count('q=cachetest&countries=BD')).toEqual({ count: 1 });
    // A row written behind the index's back (no version move) is not seen: the answer was kept.
    await insertIndexed(t.database.db, [
      { os_id: second, name: 'Cachetest Sewing', address: 'Road 2', country_code: 'BD', lat: 23.7, lng: 90.3 },
    ]);
    expect((await search('q=cachetest')).count).toBe(1);
    expect(await count('q=cachetest&countries=BD')).toEqual({ count: 1 });
    // Every real change moves the version (facility-index.ts): then the answers are computed again.
    await recordIndexChange(t.database.db, 'anywhere');
    const fresh = await search('q=cachetest');
    expect(fresh.count).toBe(2);
    expect(fresh.features.map((f) => f.id).sort()).toEqual([first, second].sort());
    expect(await count('q=cachetest&countries=BD')).toEqual({ count: 2 });
  });

  it('keeps answers per search: other filters, pages or orders are answered on their own', async () => {
    expect((await search('q=cachetest&sort_by=name_desc')).features.map((f) => f.id)).toEqual([second, first]);
    expect((await search('q=cachetest&sort_by=name_asc')).features.map((f) => f.id)).toEqual([first, second]);
    expect((await search('q=cachetest&pageSize=1&page=2')).features.map((f) => f.id)).toHaveLength(1);
  });

  it("does not keep an embedded map's answers (its contributor's settings do not move the version)", async () => {
    const third = testOsId('BD', 3);
    expect((await search('embed=1&contributors=7&q=cachetest')).count).toBe(0);
    expect((await search('contributors=7&q=cachetest')).count).toBe(0);
    await insertIndexed(t.database.db, [
      {
        os_id: third,
        name: 'Cachetest Dyeing',
        address: 'Road 3',
        country_code: 'BD',
        lat: 23.6,
        lng: 90.2,
        contributors: [7],
      },
    ]);
    expect((await search('embed=1&contributors=7&q=cachetest')).count).toBe(1);
    // The same search outside an embed is still the kept answer until the version moves.
    expect((await search('contributors=7&q=cachetest')).count).toBe(0);
  });
});

describe('SEARCH_CACHE_ENTRIES=0', () => {
  it('answers every search from the index itself', async () => {
    const uncached = await createTestApp({ SEARCH_CACHE_ENTRIES: '0' });
    try {
      const ask = async () =>
        (
          await uncached.app.inject({ method: 'GET', url: '/api/facilities/?q=nocache', headers: CLIENT_HEADERS })
        ).json().count as number;
      await insertIndexed(uncached.database.db, [
        { os_id: first, name: 'Nocache Knit', address: 'Road 1', country_code: 'BD', lat: 23.8, lng: 90.4 },
      ]);
      expect(await ask()).toBe(1);
      await insertIndexed(uncached.database.db, [
        { os_id: second, name: 'Nocache Sewing', address: 'Road 2', country_code: 'BD', lat: 23.7, lng: 90.3 },
      ]);
      expect(await ask()).toBe(2);
    } finally {
      await uncached.close();
    }
  });
});
