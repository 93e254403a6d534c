import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseV1Search } from '@registry/core/production-location-search-params';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { createMatcher } from '../matching/service.ts';
import { createV1Search, type V1SearchWay } from './v1-search.ts';

/**
 * The v1 `query` with description-only matches, answered by the search service's page merged with
 * them (the merged way, v1-search.ts): the same facilities, order and count as the v1 statement
 * reading every match itself, for any window of from and size, beside the classic filters.
 */

let t: TestApp;
const token = { authorization: 'Token v1-merged-token' };

const NAMED = testOsId('BD', 1); // "Knit Dye": named exactly as the query
const BOTH = testOsId('BD', 2); // both words in the name
const ADDRESS = testOsId('BD', 3); // "dye" in the address
const PREFIXES = testOsId('BD', 4); // beginnings of words: "knitting", "dyeing"
const NAME_DESC = testOsId('BD', 5); // "knit" in the name, "dye" only in the description (claimed)
const DESC = testOsId('BD', 6); // both words only in the description
const ADDRESS_DESC = testOsId('BD', 7); // "knit" in the address, "dye" in the description
const VIETNAM = testOsId('VN', 8); // "Knitwear Dye Co"
const DESC_NAME = testOsId('BD', 9); // "dye" in the name, "knit" in the description
const NEITHER = testOsId('BD', 10); // "knit" alone, in its description: not a match of both words

async function get(query: string) {
  const response = await t.app.inject({ url: `/api/v1/production-locations/?${query}`, headers: token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { count: number; data: { os_id: string }[] };
  return { count: body.count, ids: body.data.map((location) => location.os_id) };
}

/** The way that answers a query string, through the search itself (the route logs it). */
async function wayOf(query: string): Promise<V1SearchWay> {
  const parsed = parseV1Search(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const search = createV1Search({
    db: t.database.db,
    readDb: t.database.db,
    matcher: createMatcher({ automatic: 0.8, potential: 0.5 }),
    searchCacheEntries: 0,
  });
  return (await search.search(parsed.search)).way;
}

/** The same search through the v1 statement: a radius around the whole earth (a v1 condition every facility meets). */
const viaStatement = (query: string) => get(`${query}&coordinates[lat]=20&coordinates[lng]=95&distance=15000km`);

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { email: 'v1-merged@example.com', groups: ['api_user'] });
  await t.database.db.insertInto('api_tokens').values({ key: 'v1-merged-token', user_id: user.userId }).execute();
  const at = (n: number) => ({ lat: 23.7 + n / 100, lng: 90.4 + n / 100 });
  const facilities: IndexedFacility[] = [
    { os_id: NAMED, name: 'Knit Dye', address: 'Road 1, Savar', country_code: 'BD', ...at(1) },
    { os_id: BOTH, name: 'Knit Dye House', address: 'Road 2, Savar', country_code: 'BD', ...at(2) },
    { os_id: ADDRESS, name: 'Knit Works', address: 'Dye Road, Gazipur', country_code: 'BD', ...at(3) },
    { os_id: PREFIXES, name: 'Gamma Knitting', address: 'Dyeing Street, Tongi', country_code: 'BD', ...at(4) },
    { os_id: NAME_DESC, name: 'Alpha Knit', address: 'Road 5, Ashulia', country_code: 'BD', approved: true, ...at(5) },
    { os_id: DESC, name: 'Beta Mills', address: 'Road 6, Ashulia', country_code: 'BD', ...at(6) },
    { os_id: ADDRESS_DESC, name: 'Delta', address: 'Knit Lane, Mirpur', country_code: 'BD', ...at(7) },
    { os_id: VIETNAM, name: 'Knitwear Dye Co', address: 'District 7', country_code: 'VN', lat: 10.7, lng: 106.7 },
    { os_id: DESC_NAME, name: 'Omega Dye', address: 'Road 9, Mirpur', country_code: 'BD', ...at(9) },
    { os_id: NEITHER, name: 'Sigma Mills', address: 'Road 10, Uttara', country_code: 'BD', ...at(10) },
  ];
  await insertIndexed(t.database.db, facilities);
  // The folded descriptions as an approved claim leaves them in the index (its postings written by 0043's triggers).
  for (const [osId, description] of [
    [NAME_DESC, 'Dye and print'],
    [DESC, 'Knit fabric, dye house'],
    [ADDRESS_DESC, 'Yarn dye'],
    [DESC_NAME, 'Circular knit'],
    [NEITHER, 'Knit only'],
  ] as const) {
    await sql`update facility_index set description_search = search_text(${description}) where os_id = ${osId}`.execute(
      t.database.db,
    );
  }
});
afterAll(() => t.close());

describe('query with description-only matches, merged with the search service page', () => {
  it('ranks them among the name and address matches: the named first, the description after the address', async () => {
    expect(await wayOf('query=knit%20dye')).toBe('merged');
    const all = await get('query=knit%20dye&size=100');
    // Scores (search-text.ts): the named -1; BOTH 0+2; VIETNAM 1+2; ADDRESS 0+4; PREFIXES 3+5,
    // NAME_DESC 2+6, DESC_NAME 6+2 (two name words each: OS ID order); ADDRESS_DESC 4+6; DESC 6+6.
    expect(all).toEqual({
      count: 9,
      ids: [NAMED, BOTH, VIETNAM, ADDRESS, PREFIXES, NAME_DESC, DESC_NAME, ADDRESS_DESC, DESC],
    });
    expect(await viaStatement('query=knit%20dye&size=100')).toEqual(all);
  });

  it.each([
    ['query=knit%20dye&size=3'],
    ['query=knit%20dye&size=3&from=3'],
    ['query=knit%20dye&size=3&from=6'],
    ['query=knit%20dye&size=4&from=1'],
    ['query=knit%20dye&size=2&from=5'],
    ['query=knit%20dye&size=5&from=20'],
    ['query=knit&size=4'],
    ['query=knit&size=4&from=4'],
    ['query=dye&size=10'],
    ['query=knit%20dye&country=BD&size=4&from=2'],
    ['query=knit%20dye&claim_status=claimed'],
    ['query=knit%20dye&claim_status=unclaimed&size=3&from=2'],
  ])('%s: as the v1 statement answers', async (query) => {
    expect(await wayOf(query)).toBe('merged');
    expect(await get(query)).toEqual(await viaStatement(query));
  });

  it('filters the description-only matches as the search service filters its own', async () => {
    expect(await get('query=knit%20dye&claim_status=claimed')).toEqual({ count: 1, ids: [NAME_DESC] });
    expect(await get('query=knit&size=100')).toMatchObject({ count: 10 });
    // None in Vietnam is found by its description: the search service answers alone.
    expect(await wayOf('query=knit%20dye&country=VN')).toBe('classic');
    expect(await get('query=knit%20dye&country=VN')).toEqual({ count: 1, ids: [VIETNAM] });
  });

  it('leaves other orders and deeper windows to the v1 statement', async () => {
    expect(await wayOf('query=knit%20dye&sort_by=name')).toBe('v1');
    expect(await wayOf('query=knit%20dye&size=50&from=60')).toBe('v1');
    expect(await get('query=knit%20dye&sort_by=name&size=3')).toEqual({
      count: 9,
      ids: [NAME_DESC, DESC, ADDRESS_DESC],
    });
  });
});
