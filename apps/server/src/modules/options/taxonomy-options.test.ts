import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTORS } from '@registry/core/sectors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';

let t: TestApp;
let brand: { userId: number; contributorId: number };
let other: { userId: number; contributorId: number };
let token: string;
const A = withCheck('CN2024001OPTA0');
const B = withCheck('BD2024001OPTB0');

/** An approved single-location contribution of `facility` with sectors and extended fields. */
async function contribution(
  contributorId: number,
  facility: string,
  status: string,
  sector: string[],
  fields: Record<string, unknown>,
) {
  const db = t.database.db;
  const event = await db
    .insertInto('moderation_events')
    .values({
      contributor_id: contributorId,
      request_type: 'UPDATE',
      source: 'API',
      status,
      os_id: facility,
      raw_data: '{}',
      cleaned_data: JSON.stringify({ name: 'x', sector }),
      request_hash: `${facility}-${status}-${contributorId}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [field_name, value] of Object.entries(fields)) {
    await db
      .insertInto('extended_fields')
      .values({
        facility_id: facility,
        contributor_id: contributorId,
        field_name,
        value: JSON.stringify(value),
        moderation_event_id: event.id,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  brand = await createUser(db, { email: 'brand@example.org', groups: ['api_user'] });
  other = await createUser(db, { email: 'other@example.org' });
  await db
    .insertInto('facilities')
    .values([
      { os_id: A, name: 'Alpha Garments', address: 'Guangzhou', country_code: 'CN', lat: 23.1, lng: 113.2 },
      { os_id: B, name: 'Beta Knit', address: 'Dhaka', country_code: 'BD', lat: 23.9, lng: 90.3 },
    ])
    .execute();
  await contribution(brand.contributorId, A, 'APPROVED', ['Apparel', 'Footwear'], {
    parent_company: { raw_value: 'Hongda Group', name: 'Hongda Group' },
    product_type: { raw_values: ['T-shirts', 'Jackets'] },
  });
  await contribution(other.contributorId, B, 'APPROVED', ['Electronics'], {
    parent_company: { raw_value: 'HONGDA GROUP', name: 'HONGDA GROUP' },
    product_type: { raw_values: ['Cables'] },
  });
  // Not approved: neither its sectors nor its fields are offered.
  await contribution(other.contributorId, B, 'PENDING', ['Toys'], {
    parent_company: { raw_value: 'Secret Holdings', name: 'Secret Holdings' },
    product_type: { raw_values: ['Dolls'] },
  });
  await refreshFacilityIndex(db);
  await db
    .insertInto('facility_lists')
    .values([
      {
        contributor_id: brand.contributorId,
        name: 'One',
        file_name: 'a.csv',
        file_key: 'a',
        nonstandard_fields: ['Zone', 'Audit Date'],
      },
      {
        contributor_id: brand.contributorId,
        name: 'Two',
        file_name: 'b.csv',
        file_key: 'b',
        nonstandard_fields: ['audit score', 'Zone'],
      },
      {
        contributor_id: brand.contributorId,
        name: 'Old',
        file_name: 'c.csv',
        file_key: 'c',
        nonstandard_fields: ['Legacy'],
        is_active: false,
      },
      {
        contributor_id: other.contributorId,
        name: 'Theirs',
        file_name: 'd.csv',
        file_key: 'd',
        nonstandard_fields: ['Private Column'],
      },
    ])
    .execute();
  const cookie = await login(t.app, 'brand@example.org');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api-token-auth/',
    headers: { cookie, ...CLIENT_HEADERS },
  });
  token = created.json().token;
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = CLIENT_HEADERS) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('sector options', () => {
  it('lists every sector A to Z', async () => {
    const { status, body } = await get('/api/sectors/');
    expect(status).toBe(200);
    expect(body).toEqual([...SECTORS]);
    expect(body).toHaveLength(129);
  });

  it("narrows to a contributor's sectors for embedded maps", async () => {
    expect(await get(`/api/sectors/?embed=1&contributor=${brand.contributorId}`)).toEqual({
      status: 200,
      body: ['Apparel', 'Footwear'],
    });
    expect((await get(`/api/sectors/?contributor=${other.contributorId}`)).body).toEqual(['Electronics']);
    expect((await get('/api/sectors/?contributor=999999')).body).toEqual([]);
  });

  it('answers groups with ?grouped=true, narrowed by contributor', async () => {
    const { body } = await get('/api/sectors/?grouped=true');
    expect(body).toHaveLength(25);
    expect(body[0]).toEqual({ group_name: 'Accommodation', sectors: ['Accommodation', 'Renting'] });
    expect(body.at(-1).group_name).toBe('Other');
    expect((await get(`/api/sectors/?grouped=true&embed=1&contributor=${brand.contributorId}`)).body).toEqual([
      { group_name: 'Apparel, Footwear, Textiles', sectors: ['Apparel', 'Footwear'] },
    ]);
  });

  it('refuses a contributor that is not a number', async () => {
    expect(await get('/api/sectors/?contributor=abc')).toEqual({
      status: 400,
      body: { contributor: ['Must be a whole number.'] },
    });
    expect(await get('/api/sectors/?grouped=maybe')).toEqual({
      status: 400,
      body: { grouped: ["Must be 'true' or 'false'."] },
    });
  });
});

describe('contributed value options', () => {
  it('lists parent companies once per case-folded name, only from counted sources', async () => {
    expect(await get('/api/parent-companies/')).toEqual({ status: 200, body: [['HONGDA GROUP', 'HONGDA GROUP']] });
  });

  it('lists product types A to Z, only from counted sources', async () => {
    expect(await get('/api/product-types/')).toEqual({ status: 200, body: ['Cables', 'Jackets', 'T-shirts'] });
  });

  it('sees a newly approved contribution once the index moves on', async () => {
    await t.database.db
      .updateTable('moderation_events')
      .set({ status: 'APPROVED' })
      .where('status', '=', 'PENDING')
      .execute();
    await refreshFacilityIndex(t.database.db, [B]);
    expect((await get('/api/product-types/')).body).toEqual(['Cables', 'Dolls', 'Jackets', 'T-shirts']);
    expect((await get('/api/parent-companies/')).body).toEqual([
      ['HONGDA GROUP', 'HONGDA GROUP'],
      ['Secret Holdings', 'Secret Holdings'],
    ]);
  });
});

describe('fixed taxonomies', () => {
  it('pairs facility types with their processing types', async () => {
    const { status, body } = await get('/api/facility-processing-types/');
    expect(status).toBe(200);
    expect(body.map((entry: { facilityType: string }) => entry.facilityType)).toEqual([
      'Final Product Assembly',
      'Office / HQ',
      'Printing, Product Dyeing and Laundering',
      'Raw Material Processing or Production',
      'Textile or Material Production',
      'Warehousing / Distribution',
    ]);
    expect(body[5]).toEqual({
      facilityType: 'Warehousing / Distribution',
      processingTypes: ['Packing', 'Warehousing / Distribution'],
    });
  });

  it('lists exactly the four worker ranges', async () => {
    expect(await get('/api/workers-ranges/')).toEqual({
      status: 200,
      body: ['Less than 1000', '1001-5000', '5001-10000', 'More than 10000'],
    });
  });

  it('lists the claim statuses as plain strings, as Open Supply Hub does', async () => {
    expect(await get('/api/claim-statuses/')).toEqual({
      status: 200,
      body: ['PENDING', 'APPROVED', 'DENIED', 'REVOKED'],
    });
  });
});

describe('nonstandard fields', () => {
  it("lists the columns of the caller's active lists", async () => {
    expect(await get('/api/nonstandard-fields/', { authorization: `Token ${token}` })).toEqual({
      status: 200,
      body: ['Audit Date', 'audit score', 'Zone'],
    });
  });

  it('needs a signed-in caller', async () => {
    expect(await get('/api/nonstandard-fields/')).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});

describe('public options with an API token', () => {
  it.each([
    '/api/sectors/',
    '/api/sectors/?grouped=true',
    '/api/parent-companies/',
    '/api/product-types/',
    '/api/facility-processing-types/',
    '/api/workers-ranges/',
    '/api/claim-statuses/',
    '/api/countries/',
    '/api/contributors/',
  ])('%s answers the same anonymously and with a token', async (url) => {
    const anonymous = await get(url);
    expect(anonymous.status).toBe(200);
    expect(await get(url, { authorization: `Token ${token}` })).toEqual(anonymous);
  });

  it('refuses an invalid token', async () => {
    expect(await get('/api/workers-ranges/', { authorization: 'Token nope' })).toEqual({
      status: 401,
      body: { detail: 'Invalid token.' },
    });
  });
});
