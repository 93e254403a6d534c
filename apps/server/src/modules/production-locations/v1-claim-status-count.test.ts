import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { classicPartOf, countedApart } from './v1-search.ts';
import { parseV1Search } from '@registry/core/production-location-search-params';

/**
 * A claim status with 'unclaimed' among them, in a country or alone, is counted as the kept count
 * less the claimed or pending facilities of no asked status (v1-search.ts countedApart): the same
 * count and page as the v1 statement counting every facility.
 */

let t: TestApp;
const token = { authorization: 'Token v1-claim-count-token' };

const CLAIMED = testOsId('BD', 1);
const PENDING = testOsId('BD', 2);
const BOTH = testOsId('BD', 3); // approved, and another claim pending
const FREE_A = testOsId('BD', 4);
const FREE_B = testOsId('BD', 5);
const VIETNAM_CLAIMED = testOsId('VN', 6);
const VIETNAM_FREE = testOsId('VN', 7);

async function get(query: string) {
  const response = await t.app.inject({ url: `/api/v1/production-locations/?${query}`, headers: token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { count: number; data: { os_id: string }[] };
  return { count: body.count, ids: body.data.map((location) => location.os_id) };
}
const viaStatement = (query: string) => get(`${query}&coordinates[lat]=20&coordinates[lng]=95&distance=15000km`);
const apart = (query: string) => {
  const parsed = parseV1Search(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return countedApart(classicPartOf(parsed.search).params);
};

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { email: 'v1-claim-count@example.com', groups: ['api_user'] });
  await t.database.db.insertInto('api_tokens').values({ key: 'v1-claim-count-token', user_id: user.userId }).execute();
  const bd = (os_id: string, name: string, flags: Partial<IndexedFacility>): IndexedFacility => ({
    os_id,
    name,
    address: 'Savar',
    country_code: 'BD',
    lat: 23.8,
    lng: 90.3,
    ...flags,
  });
  await insertIndexed(t.database.db, [
    bd(CLAIMED, 'Alpha Knit', { approved: true }),
    bd(PENDING, 'Beta Denim', { pending: true }),
    bd(BOTH, 'Gamma Mills', { approved: true, pending: true }),
    bd(FREE_A, 'Delta Works', {}),
    bd(FREE_B, 'Epsilon Dye', {}),
    {
      os_id: VIETNAM_CLAIMED,
      name: 'Hanoi Knit',
      address: 'Hanoi',
      country_code: 'VN',
      lat: 21,
      lng: 105.8,
      approved: true,
    },
    { os_id: VIETNAM_FREE, name: 'Saigon Sewing', address: 'District 7', country_code: 'VN', lat: 10.7, lng: 106.7 },
  ]);
});
afterAll(() => t.close());

describe('claim statuses with unclaimed, counted from the kept count', () => {
  it.each([
    ['country=BD&claim_status=unclaimed', { count: 2, ids: [FREE_A, FREE_B] }],
    ['country=BD&claim_status=unclaimed&sort_by=name&order_by=desc&size=1', { count: 2, ids: [FREE_B] }],
    ['country=BD&claim_status=unclaimed,claimed', { count: 4, ids: [CLAIMED, FREE_A, FREE_B, BOTH] }],
    ['country=BD&claim_status=unclaimed,pending&from=1&size=2', { count: 4, ids: [FREE_A, FREE_B] }],
    ['claim_status=unclaimed', { count: 3, ids: [FREE_A, FREE_B, VIETNAM_FREE] }],
    ['country=VN&claim_status=unclaimed', { count: 1, ids: [VIETNAM_FREE] }],
  ])('%s', async (query, expected) => {
    expect(apart(query)).toBe(true);
    expect(await get(query)).toEqual(expected);
    expect(await viaStatement(query)).toEqual(expected);
  });

  it('counts other claim statuses and other filters as before', async () => {
    expect(apart('country=BD&claim_status=claimed')).toBe(false);
    expect(apart('country=BD&claim_status=claimed,pending,unclaimed')).toBe(false);
    expect(apart('country=BD&sector=Apparel&claim_status=unclaimed')).toBe(false);
    expect(apart('query=knit&claim_status=unclaimed')).toBe(false);
    expect(await get('country=BD&claim_status=claimed')).toEqual({ count: 2, ids: [CLAIMED, BOTH] });
  });
});
