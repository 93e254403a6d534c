import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexedFacility, withCheck, type FacilityFixture } from '../../test/facility-fixtures.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let t: TestApp;

// Valid OS IDs (check character computed) for hand-made facilities.
const F: FacilityFixture[] = [
  {
    os_id: 'CN2019192SFBTN1',
    name: 'Guangzhou Hongda Garment Co., Ltd.',
    address: '12 Huangpu Road, Guangzhou',
    country_code: 'CN',
    lat: 23.1,
    lng: 113.3,
    contributors: [1, 2],
    sectors: ['Apparel'],
    parent: ['hongda group'],
  },
  {
    os_id: 'BD2021113R7R87P',
    name: 'Dhaka Knit Composite Ltd.',
    address: 'Plot 5, Ashulia, Dhaka',
    country_code: 'BD',
    lat: 23.9,
    lng: 90.3,
    contributors: [1],
    sectors: ['Apparel', 'Textiles'],
    approved: true,
  },
  {
    os_id: 'IN2021079TDH72D',
    name: 'Tiruppur Textiles Pvt Ltd',
    address: '44 Avinashi Road, Tiruppur',
    country_code: 'IN',
    lat: 11.1,
    lng: 77.3,
    contributors: [2],
    sectors: ['Textiles'],
    aliases: ['CN20191926KJ0J6'],
    pending: true,
  },
  {
    os_id: 'TR2020001ABCDE4',
    name: 'Anatolia Tekstil San. ve Tic. A.S.',
    address: 'Organize Sanayi Bölgesi, Bursa',
    country_code: 'TR',
    lat: 40.2,
    lng: 29.0,
    contributors: [],
    sectors: ['Footwear'],
  },
  {
    os_id: 'VN2020001ABCDEX',
    name: 'Crème Brûlée Footwear',
    address: 'Khu công nghiệp, Đồng Nai',
    country_code: 'VN',
    lat: 10.9,
    lng: 106.8,
    contributors: [3],
    sectors: ['Footwear'],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const f of F) {
    f.os_id = withCheck(f.os_id.slice(0, 14));
    await insertIndexedFacility(t.database.db, f);
  }
});
afterAll(() => t.close());

const get = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${query}`, headers: CLIENT_HEADERS });
  return { status: response.statusCode, body: response.json() };
};
const names = (body: { features: { properties: { name: string } }[] }) => body.features.map((f) => f.properties.name);

describe('GET /api/facilities/', () => {
  it('returns GeoJSON features with count, extent and no next page', async () => {
    const { status, body } = await get('?sort_by=name_asc&number_of_public_contributors=true');
    expect(status).toBe(200);
    expect(body.type).toBe('FeatureCollection');
    expect(body.count).toBe(5);
    expect(body.extent).toEqual([29.0, 10.9, 113.3, 40.2]);
    expect(body.nextPageURL).toBeNull();
    expect(body.is_same_contributor).toBe(false);
    expect(body.features[0]).toEqual({
      id: F[3]!.os_id,
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [29.0, 40.2] },
      properties: {
        os_id: F[3]!.os_id,
        name: 'Anatolia Tekstil San. ve Tic. A.S.',
        address: 'Organize Sanayi Bölgesi, Bursa',
        country_code: 'TR',
        country_name: 'Türkiye',
        has_approved_claim: false,
        is_closed: false,
        number_of_public_contributors: 0,
      },
    });
  });

  it('sorts A to Z, Z to A and by contributors', async () => {
    expect(names((await get('?sort_by=name_asc')).body)).toEqual([
      'Anatolia Tekstil San. ve Tic. A.S.',
      'Crème Brûlée Footwear',
      'Dhaka Knit Composite Ltd.',
      'Guangzhou Hongda Garment Co., Ltd.',
      'Tiruppur Textiles Pvt Ltd',
    ]);
    expect(names((await get('?sort_by=name_desc')).body)[0]).toBe('Tiruppur Textiles Pvt Ltd');
    expect(names((await get('?sort_by=contributors_desc')).body)[0]).toBe('Guangzhou Hongda Garment Co., Ltd.');
    expect(names((await get('?sort_by=contributors_asc')).body)[0]).toBe('Anatolia Tekstil San. ve Tic. A.S.');
  });

  it('matches q against names and addresses, ignoring case and accents', async () => {
    expect(names((await get('?q=creme%20brulee')).body)).toEqual(['Crème Brûlée Footwear']);
    expect(names((await get('?q=DONG%20NAI')).body)).toEqual(['Crème Brûlée Footwear']);
    expect(names((await get('?q=ashulia')).body)).toEqual(['Dhaka Knit Composite Ltd.']);
    expect((await get('?q=nothing-like-this')).body.count).toBe(0);
  });

  it('finds facilities by current and historical OS ID, with hyphens', async () => {
    expect(names((await get(`?q=${F[1]!.os_id}`)).body)).toEqual(['Dhaka Knit Composite Ltd.']);
    expect(names((await get('?q=CN2019192-6KJ0J6')).body)).toEqual(['Tiruppur Textiles Pvt Ltd']);
  });

  it('ranks whole-name matches above partial ones', async () => {
    expect(names((await get('?q=textiles')).body)[0]).toBe('Tiruppur Textiles Pvt Ltd');
  });

  it('filters by countries, sectors, contributors (any or all), parent company and claim status', async () => {
    expect(names((await get('?countries=bd,in&sort_by=name_asc')).body)).toEqual([
      'Dhaka Knit Composite Ltd.',
      'Tiruppur Textiles Pvt Ltd',
    ]);
    expect((await get('?sectors=Footwear')).body.count).toBe(2);
    expect((await get('?contributors=1&contributors=2')).body.count).toBe(3);
    expect(names((await get('?contributors=1&contributors=2&combine_contributors=AND')).body)).toEqual([
      'Guangzhou Hongda Garment Co., Ltd.',
    ]);
    expect(names((await get('?parent_company=Hongda%20Group')).body)).toEqual(['Guangzhou Hongda Garment Co., Ltd.']);
    expect(names((await get('?statuses=claimed')).body)).toEqual(['Dhaka Knit Composite Ltd.']);
    expect(names((await get('?statuses=pending')).body)).toEqual(['Tiruppur Textiles Pvt Ltd']);
    expect((await get('?statuses=unclaimed')).body.count).toBe(3);
  });

  it('filters by a boundary polygon', async () => {
    // A triangle over South Asia: Dhaka and Tiruppur, not Guangzhou.
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [70, 5],
          [95, 5],
          [90, 30],
          [70, 5],
        ],
      ],
    };
    const { body } = await get(`?sort_by=name_asc&boundary=${encodeURIComponent(JSON.stringify(polygon))}`);
    expect(names(body)).toEqual(['Dhaka Knit Composite Ltd.', 'Tiruppur Textiles Pvt Ltd']);
  });

  it('pages an area A to Z and Z to A (the page cut from the position index)', async () => {
    const world = encodeURIComponent(
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [150, 0],
            [150, 60],
            [0, 60],
            [0, 0],
          ],
        ],
      }),
    );
    const pages = async (order: string) => {
      const all: string[] = [];
      for (const page of [1, 2, 3])
        all.push(...names((await get(`?boundary=${world}${order}&pageSize=2&page=${page}`)).body));
      return all;
    };
    const aToZ = [
      'Anatolia Tekstil San. ve Tic. A.S.',
      'Crème Brûlée Footwear',
      'Dhaka Knit Composite Ltd.',
      'Guangzhou Hongda Garment Co., Ltd.',
      'Tiruppur Textiles Pvt Ltd',
    ];
    expect(await pages('')).toEqual(aToZ);
    expect(await pages('&sort_by=name_asc')).toEqual(aToZ);
    expect(await pages('&sort_by=name_desc')).toEqual([...aToZ].reverse());
    expect(names((await get(`?boundary=${world}&sectors=Textiles&q=tiruppur&sort_by=name_asc`)).body)).toEqual([
      'Tiruppur Textiles Pvt Ltd',
    ]);
    const { body } = await get(`?boundary=${world}&pageSize=2&page=2`);
    expect(body.count).toBe(5);
  });

  it('pages without duplicates or gaps and links the next page', async () => {
    const first = await get('?sort_by=name_asc&pageSize=2');
    expect(first.body.nextPageURL).toBe('/api/facilities/?sort_by=name_asc&pageSize=2&page=2');
    const second = await get('?sort_by=name_asc&pageSize=2&page=2');
    const third = await get('?sort_by=name_asc&pageSize=2&page=3');
    expect(third.body.nextPageURL).toBeNull();
    const all = [...names(first.body), ...names(second.body), ...names(third.body)];
    expect(all).toEqual(names((await get('?sort_by=name_asc')).body));
  });

  it('refuses pages past 100 with a message on how to get more data', async () => {
    const { status, body } = await get('?page=101');
    expect(status).toBe(400);
    expect(body.page[0]).toMatch(/^Pages beyond 100 are not available\. .*download/);
  });

  it('answers bad parameters with field errors, and SQL in text as plain text', async () => {
    expect(await get('?countries=China')).toEqual({
      status: 400,
      body: { countries: ['Must be two-letter country codes.'] },
    });
    expect(await get('?contributors=abc')).toEqual({
      status: 400,
      body: { contributors: ['Must be a list of whole numbers.'] },
    });
    expect((await get('?sort_by=random')).status).toBe(400);
    expect((await get('?boundary=%7Bnot-json')).body).toEqual({
      boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'],
    });
    expect((await get(`?q=${encodeURIComponent("'; drop table facilities; --")}`)).body.count).toBe(0);
    expect((await get('?q=100%25')).body.count).toBe(0);
  });

  it('counts with GET /api/facilities/count/', async () => {
    expect(await get('count/?sectors=Apparel')).toEqual({ status: 200, body: { count: 2 } });
  });
});
