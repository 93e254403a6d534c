import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login, CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';

let t: TestApp;

const ALPHA: IndexedFacility = {
  os_id: testOsId('CN', 1),
  name: 'Alpha Apparel Ltd',
  address: '1 Pearl Road, Guangzhou',
  country_code: 'CN',
  lat: 23.1,
  lng: 113.3,
  contributors: [1, 2],
  lists: [10, 20],
  contributor_types: ['Brand / Retailer', 'Union'],
  sectors: ['Apparel'],
  product_types: ['Shirts'],
  facility_types: ['Final Product Assembly'],
  processing_types: ['Sewing'],
  parent_companies: ['Alpha Holdings'],
  number_of_workers: ['Less than 1000'],
  native_language_names: ['阿尔法服装'],
  approved: true,
};
const BETA: IndexedFacility = {
  os_id: testOsId('BD', 2),
  name: 'Beta Textiles',
  address: 'Plot 5, Ashulia, Dhaka',
  country_code: 'BD',
  lat: 23.9,
  lng: 90.3,
  contributors: [1],
  lists: [10],
  contributor_types: ['Brand / Retailer'],
  sectors: ['Textiles'],
  product_types: ['Fabric'],
  facility_types: ['Textile or Material Production'],
  processing_types: ['Weaving'],
  number_of_workers: ['1001-5000'],
  pending: true,
};
const GAMMA: IndexedFacility = {
  os_id: testOsId('VN', 3),
  name: 'Gamma Footwear',
  address: 'Khu công nghiệp, Đồng Nai',
  country_code: 'VN',
  lat: 10.9,
  lng: 106.8,
  contributors: [2],
  lists: [20],
  contributor_types: ['Union'],
  sectors: ['Footwear'],
  product_types: ['Shoes'],
  facility_types: ['Final Product Assembly'],
  processing_types: ['Stitching'],
  parent_companies: ['Gamma Group'],
  number_of_workers: ['5001-10000', 'More than 10000'],
  aliases: [testOsId('VN', 99)],
  closed: true,
};
const DELTA: IndexedFacility = {
  os_id: testOsId('IN', 4),
  name: 'Delta Electronics',
  address: '44 Avinashi Road, Tiruppur',
  country_code: 'IN',
  lat: 11.1,
  lng: 77.3,
  contributors: [3],
  lists: [30],
  contributor_types: ['Multi-Stakeholder Initiative'],
  sectors: ['Electronics'],
  number_of_workers: ['More than 10000'],
};
const EPSILON: IndexedFacility = {
  os_id: testOsId('TR', 5),
  name: 'Épsilon Café Tekstil',
  address: 'Organize Sanayi Bölgesi, Bursa',
  country_code: 'TR',
  lat: 40.2,
  lng: 29.0,
};
/** Thirty facilities of one name in one place: ties that paging must still split cleanly. */
const TWINS: IndexedFacility[] = Array.from({ length: 30 }, (_, i) => ({
  os_id: testOsId('PK', 100 + i),
  name: i % 2 ? 'Twin Mills' : 'twin mills',
  address: 'Karachi',
  country_code: 'PK',
  lat: 24.8 + i / 1000,
  lng: 67.0,
  contributors: i % 3 ? [4] : [4, 5],
  sectors: ['Apparel'],
}));
const NAMED = [ALPHA, BETA, GAMMA, DELTA, EPSILON];
let viewer: { contributorId: number };
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [...NAMED, ...TWINS]);
  viewer = await createUser(t.database.db, { email: 'viewer@example.org' });
  cookie = await login(t.app, 'viewer@example.org');
});
afterAll(() => t.close());

type Body = {
  count: number;
  features: { id: string; properties: { name: string } }[];
  nextPageURL: string | null;
  is_same_contributor: boolean;
};
const get = async (query: string, headers: Record<string, string> = CLIENT_HEADERS) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${query}`, headers });
  return { status: response.statusCode, body: response.json() as Body };
};
/** The named facilities a query finds (the twins left out), A to Z. */
const found = async (query: string) => {
  const { status, body } = await get(`?pageSize=100&sort_by=name_asc&${query}`);
  expect(status).toBe(200);
  expect(body.count).toBe(body.features.length);
  return body.features.map((f) => f.properties.name).filter((name) => !/^twin/i.test(name));
};
const enc = encodeURIComponent;

describe('each filter alone', () => {
  it.each([
    ['countries=cn,bd', ['Alpha Apparel Ltd', 'Beta Textiles']],
    ['countries=VN&countries=IN', ['Delta Electronics', 'Gamma Footwear']],
    ['contributors=2', ['Alpha Apparel Ltd', 'Gamma Footwear']],
    ['lists=10', ['Alpha Apparel Ltd', 'Beta Textiles']],
    ['lists=20,30', ['Alpha Apparel Ltd', 'Delta Electronics', 'Gamma Footwear']],
    [`contributor_types=${enc('Brand / Retailer')}`, ['Alpha Apparel Ltd', 'Beta Textiles']],
    [
      `contributor_types=Union&contributor_types=${enc('Multi-Stakeholder Initiative')}`,
      ['Alpha Apparel Ltd', 'Delta Electronics', 'Gamma Footwear'],
    ],
    ['sectors=Footwear&sectors=Electronics', ['Delta Electronics', 'Gamma Footwear']],
    [`parent_company=${enc('ALPHA holdings')}`, ['Alpha Apparel Ltd']],
    [`facility_type=${enc('Final Product Assembly')}`, ['Alpha Apparel Ltd', 'Gamma Footwear']],
    ['processing_type=Weaving', ['Beta Textiles']],
    ['product_type=Shoes&product_type=Fabric', ['Beta Textiles', 'Gamma Footwear']],
    [`number_of_workers=${enc('More than 10000')}`, ['Delta Electronics', 'Gamma Footwear']],
    [`number_of_workers=${enc('Less than 1000')}`, ['Alpha Apparel Ltd']],
    [`native_language_name=${enc('阿尔法服装')}`, ['Alpha Apparel Ltd']],
    ['statuses=claimed', ['Alpha Apparel Ltd']],
    ['statuses=pending', ['Beta Textiles']],
    ['statuses=claimed,pending', ['Alpha Apparel Ltd', 'Beta Textiles']],
    ['statuses=unclaimed', ['Delta Electronics', 'Épsilon Café Tekstil', 'Gamma Footwear']],
  ])('%s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('filters the twins by sector too, so a filter counts every match', async () => {
    expect((await get('?sectors=Apparel')).body.count).toBe(31);
  });
});

describe('filters combined', () => {
  it('joins different filters with AND', async () => {
    expect(await found('countries=CN,VN&sectors=Footwear')).toEqual(['Gamma Footwear']);
    expect(await found(`contributors=2&facility_type=${enc('Final Product Assembly')}&statuses=unclaimed`)).toEqual([
      'Gamma Footwear',
    ]);
    expect(await found('q=road&countries=IN')).toEqual(['Delta Electronics']);
  });

  it('matches any of several contributors, or all of them with combine_contributors=AND', async () => {
    expect(await found('contributors=1&contributors=2')).toEqual([
      'Alpha Apparel Ltd',
      'Beta Textiles',
      'Gamma Footwear',
    ]);
    expect(await found('contributors=1,2&combine_contributors=AND')).toEqual(['Alpha Apparel Ltd']);
    expect(await found('contributors=1,3&combine_contributors=and')).toEqual([]);
    expect((await get('?contributors=4&contributors=5&combine_contributors=AND')).body.count).toBe(10);
  });

  it('keeps points inside a boundary polygon and out of its holes', async () => {
    // South and South-East Asia; a hole cut around Dhaka.
    const outer = [
      [70, 0],
      [120, 0],
      [120, 30],
      [70, 30],
      [70, 0],
    ];
    const hole = [
      [89, 23],
      [92, 23],
      [92, 25],
      [89, 25],
      [89, 23],
    ];
    expect(await found(`boundary=${enc(JSON.stringify({ type: 'Polygon', coordinates: [outer] }))}`)).toEqual([
      'Alpha Apparel Ltd',
      'Beta Textiles',
      'Delta Electronics',
      'Gamma Footwear',
    ]);
    expect(await found(`boundary=${enc(JSON.stringify({ type: 'Polygon', coordinates: [outer, hole] }))}`)).toEqual([
      'Alpha Apparel Ltd',
      'Delta Electronics',
      'Gamma Footwear',
    ]);
    // A triangle whose bounding box holds Guangzhou, but the triangle does not.
    const triangle = [
      [100, 0],
      [120, 0],
      [100, 30],
      [100, 0],
    ];
    expect(
      await found(`boundary=${enc(JSON.stringify({ type: 'Polygon', coordinates: [triangle] }))}&sectors=Footwear`),
    ).toEqual(['Gamma Footwear']);
  });
});

describe('text search', () => {
  it('matches names and addresses regardless of case and accents', async () => {
    expect(await found('q=EPSILON%20cafe')).toEqual(['Épsilon Café Tekstil']);
    expect(await found('q=dong%20nai')).toEqual(['Gamma Footwear']);
    expect(await found('q=BÖLGESI')).toEqual(['Épsilon Café Tekstil']);
  });

  it('finds current and historical OS IDs in the forms people paste', async () => {
    expect(await found(`q=${ALPHA.os_id.toLowerCase()}`)).toEqual(['Alpha Apparel Ltd']);
    const historical = testOsId('VN', 99);
    expect(await found(`q=${historical.slice(0, 7)}-${historical.slice(7)}`)).toEqual(['Gamma Footwear']);
  });

  it('ranks the exact name first, then names starting with the text, then other matches', async () => {
    await insertIndexed(t.database.db, [
      { os_id: testOsId('KH', 1), name: 'Textiles', address: 'Phnom Penh', country_code: 'KH', lat: 11.5, lng: 104.9 },
      {
        os_id: testOsId('KH', 2),
        name: 'Textiles Hub Phnom Penh',
        address: 'Phnom Penh',
        country_code: 'KH',
        lat: 11.5,
        lng: 104.9,
      },
      {
        os_id: testOsId('KH', 3),
        name: 'Angkor Garments',
        address: '9 Textiles Street, Phnom Penh',
        country_code: 'KH',
        lat: 11.5,
        lng: 104.9,
      },
    ]);
    const { body } = await get('?q=textiles');
    expect(body.features.map((f) => f.properties.name)).toEqual([
      'Textiles',
      'Textiles Hub Phnom Penh',
      'Beta Textiles',
      'Angkor Garments',
    ]);
    await t.database.db.deleteFrom('facilities').where('country_code', '=', 'KH').execute();
  });
});

describe('sorting and paging', () => {
  const everyId = async (sort: string, pageSize: number) => {
    const seen: string[] = [];
    let url: string | null = `/api/facilities/?sort_by=${sort}&pageSize=${pageSize}`;
    while (url) {
      const response = await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
      const body = response.json() as Body;
      seen.push(...body.features.map((f) => f.id));
      url = body.nextPageURL;
    }
    return seen;
  };

  it.each(['name_asc', 'name_desc', 'contributors_desc', 'contributors_asc', ''])(
    'sort %s pages without duplicates or gaps',
    async (sort) => {
      const ids = await everyId(sort, 7);
      expect(ids).toHaveLength(35);
      expect(new Set(ids).size).toBe(35);
      expect(ids).toEqual((await get(`?sort_by=${sort}&pageSize=100`)).body.features.map((f) => f.id));
    },
  );

  it('orders A to Z, Z to A and by the number of contributors', async () => {
    const first = async (sort: string) => (await get(`?sort_by=${sort}&pageSize=1`)).body.features[0]!.properties.name;
    expect(await first('name_asc')).toBe('Alpha Apparel Ltd');
    expect(await first('name_desc')).toMatch(/^twin mills$/i);
    expect(await first('contributors_desc')).toBe('Alpha Apparel Ltd');
    expect(await first('contributors_asc')).toBe('Épsilon Café Tekstil');
    // Without text, the default order is by name.
    expect(await first('')).toBe('Alpha Apparel Ltd');
  });

  it('defaults to 50 a page, 10 with detail=true, and takes pageSize up to 100', async () => {
    expect((await get('')).body.features).toHaveLength(35);
    expect((await get('?detail=true')).body.features).toHaveLength(10);
    expect((await get('?detail=true')).body.nextPageURL).toBe('/api/facilities/?detail=true&page=2');
    expect((await get('?pageSize=3&page=12')).body.features).toHaveLength(2);
    expect((await get('?pageSize=3&page=13')).body).toMatchObject({ count: 35, features: [], nextPageURL: null });
  });

  it('refuses page 101 and says how to get more data', async () => {
    expect(await get('?page=101')).toEqual({
      status: 400,
      body: {
        page: [
          'Pages beyond 100 are not available. Narrow the search with filters, or download the results (GET /api/facilities-downloads/) to get more data.',
        ],
      },
    });
    expect((await get('?page=100')).status).toBe(200);
  });
});

describe('result set', () => {
  it('gives the extent of every match, not only the page', async () => {
    const { body } = await get('?contributors=1,3&pageSize=1');
    expect(body).toMatchObject({ count: 3, extent: [77.3, 11.1, 113.3, 23.9] });
    expect((await get('?countries=FR')).body).toMatchObject({ count: 0, extent: null, features: [] });
  });

  it("says when the only contributor searched is the viewer's own", async () => {
    expect((await get(`?contributors=${viewer.contributorId}`, { cookie })).body.is_same_contributor).toBe(true);
    expect((await get(`?contributors=${viewer.contributorId}`)).body.is_same_contributor).toBe(false);
    expect(
      (await get(`?contributors=${viewer.contributorId},${viewer.contributorId + 100}`, { cookie })).body
        .is_same_contributor,
    ).toBe(false);
    expect((await get(`?contributors=${viewer.contributorId + 100}`, { cookie })).body.is_same_contributor).toBe(false);
  });

  it('counts with the same filters', async () => {
    const count = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/facilities/count/?${query}`, headers: CLIENT_HEADERS })).json();
    expect(await count('')).toEqual({ count: 35 });
    expect(await count('sectors=Apparel&countries=PK')).toEqual({ count: 30 });
    expect(await count('q=gamma')).toEqual({ count: 1 });
    expect(await count('contributors=1,2&combine_contributors=AND')).toEqual({ count: 1 });
  });

  it('counts two broad filters of one value each from the kept pair counts', async () => {
    const countOf = async (query: string) => (await get(`?${query}`)).body.count;
    const pairs: [string, number][] = [
      ['sectors=Apparel&countries=PK', 30],
      [`countries=VN&facility_type=${enc('Final Product Assembly')}`, 1],
      [`sectors=Apparel&contributor_types=${enc('Brand / Retailer')}`, 1],
      [`facility_type=${enc('Final Product Assembly')}&contributor_types=Union`, 2],
    ];
    for (const [query, count] of pairs) expect(await countOf(query), query).toBe(count);
    // The count is the kept row: changed behind the search's back (and its answer cache), /count/ follows it.
    const row = t.database.db
      .updateTable('facility_facet_counts')
      .where('facet', '=', 'country+sector')
      .where('value', '=', 'PK\u001fApparel');
    await row.set({ count: 999 }).execute();
    const counted = await t.app.inject({
      method: 'GET',
      url: '/api/facilities/count/?countries=PK&sectors=Apparel',
      headers: CLIENT_HEADERS,
    });
    await row.set({ count: 30 }).execute();
    expect(counted.json()).toEqual({ count: 999 });
    // Two values of one filter, or three filters, are counted live.
    expect(await countOf('sectors=Apparel&sectors=Footwear&countries=PK')).toBe(30);
    expect(await countOf('sectors=Apparel&countries=PK&statuses=unclaimed')).toBe(30);
  });

  it('shows the contributor count only when asked', async () => {
    const { body } = await get(`?q=${ALPHA.os_id}&number_of_public_contributors=true`);
    expect(body.features[0]!.properties).toMatchObject({
      name: 'Alpha Apparel Ltd',
      number_of_public_contributors: 2,
      has_approved_claim: true,
    });
    expect((await get(`?q=${GAMMA.os_id}`)).body.features[0]!.properties).not.toHaveProperty(
      'number_of_public_contributors',
    );
  });
});
