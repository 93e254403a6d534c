import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { testOsId } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { postClaim, VALID_FIELDS } from '../claims/claim-test-helpers.ts';

/**
 * The v1 `query` also finds the words of a facility's description, the approved claim's (issue 42),
 * kept in the index through the claim's approval, edits and revocation; `q` of /api/facilities/
 * does not. Through HTTP, on index rows built from the source tables.
 */

let t: TestApp;
let owner: string;
let admin: string;
let claimId: number;

const RAINBOW = testOsId('BD', 1);
const EMBROIDERY = testOsId('BD', 2);
const HANOI = testOsId('VN', 3);

const v1 = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v1/production-locations/?${query}`, headers: { cookie: owner } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { count: number; data: { os_id: string; description?: string }[] };
  return { count: body.count, ids: body.data.map((location) => location.os_id), data: body.data };
};
const found = async (query: string) => (await v1(query)).ids;
const classic = async (q: string) => {
  const response = await t.app.inject({ url: `/api/facilities/?q=${q}`, headers: { cookie: owner } });
  const body = response.json() as { count: number; features: { id: string }[] };
  return { count: body.count, ids: body.features.map((feature) => feature.id) };
};
const decide = (decision: 'approve' | 'revoke') =>
  t.app.inject({
    method: 'POST',
    url: `/api/facility-claims/${claimId}/${decision}/`,
    headers: { ...CLIENT_HEADERS, cookie: admin },
    payload: { reason: 'Checked' },
  });
const editDescription = (description: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/facility-claims/${claimId}/claimed/`,
    headers: { ...CLIENT_HEADERS, cookie: owner },
    payload: {
      facility_name_english: 'Rainbow Knitwear',
      sector: ['Apparel'],
      facility_description: description,
      facility_workers_count: '250',
      facility_female_workers_percentage: '',
      facility_address: '',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  await t.database.db
    .insertInto('facilities')
    .values([
      {
        os_id: RAINBOW,
        name: 'Rainbow Knitwear Ltd',
        address: 'Plot 5, Savar',
        country_code: 'BD',
        lat: 23.84,
        lng: 90.26,
      },
      { os_id: EMBROIDERY, name: 'Embroidery House', address: 'Mirpur 10', country_code: 'BD', lat: 23.8, lng: 90.37 },
      {
        os_id: HANOI,
        name: 'Hanoi Screen Works',
        address: 'Long Bien, Hanoi',
        country_code: 'VN',
        lat: 21.04,
        lng: 105.89,
      },
    ])
    .execute();
  await refreshFacilityIndex(t.database.db, [RAINBOW, EMBROIDERY, HANOI]);
  claimId = (await postClaim(t.app, owner, RAINBOW, { ...VALID_FIELDS, sectors: 'Apparel' })).json().id;
  // A pending claim with a description, as the demo data's claims have: it counts once approved.
  await sql`update facility_claims set facility_description = 'Embroidery and screen printing for knitwear'
    where id = ${claimId}`.execute(t.database.db);
});
afterAll(() => t.close());

describe('v1 query and the description', () => {
  it('finds no word of a pending claim', async () => {
    expect(await v1('query=printing')).toMatchObject({ count: 0, ids: [] });
    expect(await found('query=embroidery')).toEqual([EMBROIDERY]);
  });

  it("finds the approved claim's description words, ranked after names and addresses", async () => {
    expect((await decide('approve')).statusCode).toBe(200);
    const printing = await v1('query=printing');
    expect(printing).toMatchObject({ count: 1, ids: [RAINBOW] });
    expect(printing.data[0]!.description).toBe('Embroidery and screen printing for knitwear');
    // A beginning of a word, accent-insensitive, as for names.
    expect(await found('query=PRÍNT')).toEqual([RAINBOW]);
    // The name's word before the description's.
    expect(await v1('query=embroidery')).toMatchObject({ count: 2, ids: [EMBROIDERY, RAINBOW] });
    expect(await found('query=screen')).toEqual([HANOI, RAINBOW]);
    // Every word must be found, in any of the fields: the name's and the description's together.
    expect(await found('query=rainbow%20printing')).toEqual([RAINBOW]);
    expect(await found('query=savar%20screen')).toEqual([RAINBOW]);
    expect(await found('query=hanoi%20printing')).toEqual([]);
    // Beside the other parameters, and in the geohex counts.
    expect(await found('query=screen&country=BD')).toEqual([RAINBOW]);
    expect(await found('query=screen&country=VN')).toEqual([HANOI]);
    expect(await found('query=screen&sort_by=name&order_by=desc')).toEqual([RAINBOW, HANOI]);
    expect(await found('query=printing&coordinates[lat]=23.84&coordinates[lng]=90.26&distance=5km')).toEqual([RAINBOW]);
    const hex = await t.app.inject({
      url: '/api/v1/production-locations/?query=printing&aggregation=geohex_grid&geohex_grid_precision=2',
      headers: { cookie: owner },
    });
    expect(hex.json().aggregations.geohex_grid.buckets.map((b: { doc_count: number }) => b.doc_count)).toEqual([1]);
  });

  it('leaves the classic search as it was: names, local names and addresses only', async () => {
    expect(await classic('printing')).toEqual({ count: 0, ids: [] });
    expect(await classic('embroidery')).toEqual({ count: 1, ids: [EMBROIDERY] });
    expect(await classic('screen')).toEqual({ count: 1, ids: [HANOI] });
  });

  it("follows the claimant's edit: the new words are found, the old ones no longer", async () => {
    expect((await editDescription('Garment washing and dyeing')).statusCode).toBe(200);
    expect(await found('query=dyeing')).toEqual([RAINBOW]);
    expect(await v1('query=printing')).toMatchObject({ count: 0, ids: [] });
    expect(await found('query=embroidery')).toEqual([EMBROIDERY]);
    expect(await classic('dyeing')).toEqual({ count: 0, ids: [] });
  });

  it('forgets the description of a revoked claim', async () => {
    expect((await decide('revoke')).statusCode).toBe(200);
    expect(await v1('query=dyeing')).toMatchObject({ count: 0, ids: [] });
    expect(await found('query=rainbow')).toEqual([RAINBOW]);
    const row = await t.database.db
      .selectFrom('facility_index')
      .select('description_search')
      .where('os_id', '=', RAINBOW)
      .executeTakeFirstOrThrow();
    expect(row.description_search).toBe('');
  });
});
