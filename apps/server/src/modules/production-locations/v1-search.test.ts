import { latLngToCell } from 'h3-js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';

/** The v1 search, family by family, through HTTP on a real database (issue 42). */

let t: TestApp;
let contributorA: number;
let contributorB: number;
const token = { authorization: 'Token v1-search-token' };

const id = (country: string, n: number) => testOsId(country, n);
const KNIT = id('BD', 1);
const DENIM = id('BD', 2);
const TEXTIL = id('BD', 3);
const SPIN = id('BD', 4);
const FAR = id('BD', 5);
const SAIGON = id('VN', 6);
const HANOI = id('VN', 7);
const MUMBAI = id('IN', 8);
const OLD_KNIT = id('BD', 90);

async function get(query: string) {
  const response = await t.app.inject({ url: `/api/v1/production-locations/?${query}`, headers: token });
  return { status: response.statusCode, body: response.json() };
}
const ids = (body: { data: { os_id: string }[] }) => body.data.map((location) => location.os_id);
const sorted = (values: string[]) => [...values].sort();

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { email: 'v1-a@example.com', groups: ['api_user'] });
  const b = await createUser(t.database.db, { email: 'v1-b@example.com' });
  contributorA = Number(a.contributorId);
  contributorB = Number(b.contributorId);
  await t.database.db.insertInto('api_tokens').values({ key: 'v1-search-token', user_id: a.userId }).execute();
  const facilities: IndexedFacility[] = [
    {
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Ashulia Road, Savar',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
      sectors: ['Apparel'],
      product_types: ['T-shirts'],
      facility_types: ['Final Product Assembly'],
      processing_types: ['Knitting'],
      number_of_workers: ['Less than 1000'],
      contributors: [contributorA],
      aliases: [OLD_KNIT],
      approved: true,
    },
    {
      os_id: DENIM,
      name: 'Dhaka Denim Mills',
      address: 'Tongi Industrial Area, Gazipur',
      country_code: 'BD',
      lat: 23.95,
      lng: 90.35,
      sectors: ['Apparel'],
      facility_types: ['Textile or Material Production'],
      number_of_workers: ['1001-5000'],
      contributors: [contributorB],
      pending: true,
    },
    {
      os_id: TEXTIL,
      name: 'Têxtil Bengal Weaving',
      address: 'Narayanganj Road 4',
      country_code: 'BD',
      lat: 23.62,
      lng: 90.5,
      sectors: ['Textiles'],
      native_language_names: ['বেঙ্গল টেক্সটাইল'],
      contributors: [contributorA],
    },
    {
      os_id: SPIN,
      name: 'Chittagong Spinning Mills',
      address: 'Kalurghat, Chittagong',
      country_code: 'BD',
      lat: 22.4,
      lng: 91.85,
      sectors: ['Apparel'],
      contributors: [contributorB],
    },
    { os_id: FAR, name: 'Rangpur Jute Works', address: 'Mahiganj, Rangpur', country_code: 'BD', lat: 25.7, lng: 89.3 },
    {
      os_id: SAIGON,
      name: 'Saigon Garment Company',
      address: 'District 7, Ho Chi Minh City',
      country_code: 'VN',
      lat: 10.73,
      lng: 106.72,
      sectors: ['Apparel'],
    },
    {
      os_id: HANOI,
      name: 'Hanoi Knit Factory',
      address: 'Long Bien, Hanoi',
      country_code: 'VN',
      lat: 21.04,
      lng: 105.89,
    },
    {
      os_id: MUMBAI,
      name: 'Mumbai Denim Exports',
      address: 'Andheri East, Mumbai',
      country_code: 'IN',
      lat: 19.1,
      lng: 72.87,
    },
  ];
  await insertIndexed(t.database.db, facilities);
  await t.database.db
    .insertInto('facility_aliases')
    .values({ os_id: OLD_KNIT, facility_id: KNIT, reason: 'MERGE' })
    .execute();
  await t.database.db
    .insertInto('facility_claims')
    .values({
      facility_id: KNIT,
      contributor_id: contributorA,
      status: 'APPROVED',
      contact_person: 'Rina Akter',
      job_title: 'Manager',
      email: 'rina@example.com',
      facility_description: 'Vertical knit composite with dyeing and sewing',
      facility_name_native_language: 'ঢাকা নিট',
      facility_website: 'https://knit.example.com',
      facility_website_publicly_visible: true,
      facility_minimum_order_quantity: '1000 pieces',
      facility_average_lead_time: '45 days',
      facility_female_workers_percentage: 60,
      facility_affiliations: ['Better Work'],
      facility_certifications: ['OEKO-TEX'],
      opening_date: '2004-03-01',
      estimated_annual_throughput: 250000,
      energy_electricity: 1200,
      status_change_date: new Date('2025-06-01T10:00:00Z'),
    })
    .execute();
  for (const [facility, min, max] of [
    [KNIT, 500, 1000],
    [DENIM, 1500, 3000],
  ] as const) {
    await t.database.db
      .insertInto('extended_fields')
      .values({
        facility_id: facility,
        contributor_id: contributorA,
        field_name: 'number_of_workers',
        value: JSON.stringify({ min, max }),
      })
      .execute();
  }
  await t.database.db
    .insertInto('extended_fields')
    .values({
      facility_id: KNIT,
      contributor_id: contributorA,
      field_name: 'parent_company',
      value: JSON.stringify({ name: 'Knit Group', raw_value: 'knit group' }),
    })
    .execute();
});
afterAll(() => t.close());

describe('fields', () => {
  it('answers every v1 field the registry holds and leaves the others out', async () => {
    const { status, body } = await get(`os_id=${KNIT}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 1,
      data: [
        {
          os_id: KNIT,
          name: 'Dhaka Knit Composite Ltd',
          local_name: 'ঢাকা নিট',
          description: 'Vertical knit composite with dyeing and sewing',
          address: 'Plot 12, Ashulia Road, Savar',
          country: { name: 'Bangladesh', alpha_2: 'BD', alpha_3: 'BGD' },
          claim_status: 'claimed',
          claimed_at: '2025-06-01T10:00:00.000Z',
          historical_os_id: [OLD_KNIT],
          coordinates: { lat: 23.9, lng: 90.3 },
          geocoded_location_type: null,
          business_url: 'https://knit.example.com',
          sector: ['Apparel'],
          parent_company: 'Knit Group',
          product_type: ['T-shirts'],
          location_type: ['Final Product Assembly'],
          processing_type: ['Knitting'],
          number_of_workers: { min: 500, max: 1000 },
          minimum_order_quantity: '1000 pieces',
          average_lead_time: '45 days',
          percent_female_workers: 60,
          affiliations: ['Better Work'],
          certifications_standards_regulations: ['OEKO-TEX'],
          is_closed: false,
        },
      ],
    });
    const bare = await get(`os_id=${FAR}`);
    expect(bare.body.data[0]).toEqual({
      os_id: FAR,
      name: 'Rangpur Jute Works',
      address: 'Mahiganj, Rangpur',
      country: { name: 'Bangladesh', alpha_2: 'BD', alpha_3: 'BGD' },
      claim_status: 'unclaimed',
      historical_os_id: [],
      coordinates: { lat: 25.7, lng: 89.3 },
      geocoded_location_type: null,
      is_closed: false,
    });
  });

  it('GET /{os_id}/ adds opened_at, estimated_annual_throughput and actual_annual_energy_consumption', async () => {
    const response = await t.app.inject({ url: `/api/v1/production-locations/${OLD_KNIT}/`, headers: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      os_id: KNIT,
      opened_at: '2004-03-01',
      estimated_annual_throughput: 250000,
      actual_annual_energy_consumption: { electricity: 1200 },
    });
    const bare = await t.app.inject({ url: `/api/v1/production-locations/${FAR}/`, headers: token });
    expect(Object.keys(bare.json())).not.toContain('opened_at');
  });
});

describe('paging and sort', () => {
  it('pages by from and size in name order, and says the whole count', async () => {
    const first = await get('country=BD&size=2');
    expect(first.body.count).toBe(5);
    expect(ids(first.body)).toEqual([SPIN, DENIM]);
    const second = await get('country=BD&size=2&from=2');
    expect(ids(second.body)).toEqual([KNIT, FAR]);
    const odd = await get('country=BD&size=2&from=3');
    expect(ids(odd.body)).toEqual([FAR, TEXTIL]);
  });

  it('sorts by name, address or claim status, either way, and continues with search_after', async () => {
    expect(ids((await get('country=BD&sort_by=name&order_by=desc')).body)).toEqual([TEXTIL, FAR, KNIT, DENIM, SPIN]);
    expect(ids((await get('country=BD&sort_by=address')).body)).toEqual([SPIN, FAR, TEXTIL, KNIT, DENIM]);
    expect(ids((await get('country=BD&sort_by=claim_status&size=2')).body)).toEqual([KNIT, DENIM]);
    const after = await get(
      `country=BD&sort_by=name&search_after[value]=${encodeURIComponent('Dhaka Denim Mills')}&search_after[id]=${DENIM}`,
    );
    expect(ids(after.body)).toEqual([KNIT, FAR, TEXTIL]);
    expect(after.body.count).toBe(5);
    const back = await get(
      `country=BD&sort_by=name&order_by=desc&search_after[value]=Dhaka%20Knit%20Composite%20Ltd&search_after[id]=${KNIT}`,
    );
    expect(ids(back.body)).toEqual([DENIM, SPIN]);
  });
});

describe('text', () => {
  it('query finds names and addresses, accent-insensitive, in relevance order', async () => {
    const { body } = await get('query=textil%20bengal');
    expect(ids(body)).toEqual([TEXTIL]);
    expect(ids((await get('query=denim')).body).sort()).toEqual(sorted([DENIM, MUMBAI]));
    expect(ids((await get('query=gazipur')).body)).toEqual([DENIM]);
  });

  it('os_id finds current and historical IDs', async () => {
    expect(ids((await get(`os_id=${OLD_KNIT}`)).body)).toEqual([KNIT]);
    expect(ids((await get(`os_id=${DENIM},${SAIGON}`)).body).sort()).toEqual(sorted([DENIM, SAIGON]));
  });

  it('name, address, local_name and description each find their own field', async () => {
    expect(ids((await get('name=knit&size=150')).body).sort()).toEqual(sorted([KNIT, HANOI]));
    expect(ids((await get('name=Dhaka%20Denm&address=tongi&size=150')).body)).toEqual([DENIM]);
    expect(ids((await get('address=mumbai')).body)).toEqual([MUMBAI]);
    expect(ids((await get(`local_name=${encodeURIComponent('বেঙ্গল')}`)).body)).toEqual([TEXTIL]);
    expect(ids((await get('description=dyeing')).body)).toEqual([KNIT]);
  });
});

describe('filters', () => {
  it('country, sector, product, location and processing types, contributor and claim status', async () => {
    expect(ids((await get('country=VN&country=IN')).body)).toEqual([HANOI, MUMBAI, SAIGON]);
    expect(ids((await get('country=BD&sector=Textiles')).body)).toEqual([TEXTIL]);
    expect(ids((await get('product_type=T-shirts')).body)).toEqual([KNIT]);
    expect(ids((await get('location_type=Textile%20or%20Material%20Production')).body)).toEqual([DENIM]);
    expect(ids((await get('processing_type=Knitting')).body)).toEqual([KNIT]);
    expect(ids((await get(`contributor_id=${contributorB}`)).body)).toEqual([SPIN, DENIM]);
    expect(ids((await get('claim_status=claimed&claim_status=pending')).body)).toEqual([DENIM, KNIT]);
  });

  it("number of workers (the location's range within min..max) and the claim's figures", async () => {
    expect(ids((await get('number_of_workers[min]=100&number_of_workers[max]=2000')).body)).toEqual([KNIT]);
    expect(ids((await get('number_of_workers[min]=100&number_of_workers[max]=5000')).body)).toEqual([DENIM, KNIT]);
    expect(ids((await get('percent_female_workers[min]=50&percent_female_workers[max]=70')).body)).toEqual([KNIT]);
    expect(ids((await get('percent_female_workers[min]=70&percent_female_workers[max]=90')).body)).toEqual([]);
    expect(ids((await get('minimum_order_quantity=1000%20pieces')).body)).toEqual([KNIT]);
    expect(ids((await get('average_lead_time=45%20days')).body)).toEqual([KNIT]);
    expect(ids((await get('affiliations=Better%20Work')).body)).toEqual([KNIT]);
    expect(ids((await get('certifications_standards_regulations=OEKO-TEX')).body)).toEqual([KNIT]);
    expect(ids((await get('claimed_at_gt=2025-01-01&claimed_at_lt=2025-12-31')).body)).toEqual([KNIT]);
    expect(ids((await get('claimed_at_gt=2025-07-01')).body)).toEqual([]);
  });
});

describe('geo', () => {
  it('a radius around coordinates, 10km by default', async () => {
    expect(ids((await get('coordinates[lat]=23.9&coordinates[lng]=90.3')).body)).toEqual([DENIM, KNIT]);
    expect(ids((await get('coordinates[lat]=23.9&coordinates[lng]=90.3&distance=2km')).body)).toEqual([KNIT]);
    expect(ids((await get('coordinates[lat]=23.9&coordinates[lng]=90.3&distance=50000')).body)).toEqual([
      DENIM,
      KNIT,
      TEXTIL,
    ]);
  });

  it('a bounding box and a polygon', async () => {
    const box =
      'geo_bounding_box[top]=24&geo_bounding_box[left]=90&geo_bounding_box[bottom]=23.5&geo_bounding_box[right]=90.6';
    expect(ids((await get(box)).body)).toEqual([DENIM, KNIT, TEXTIL]);
    const polygon = ['24,90', '24,90.6', '23.7,90.6'].map((p) => `geo_polygon=${p}`).join('&');
    // The triangle's long side runs from (24, 90) to (23.7, 90.6): Têxtil (23.62, 90.5) lies below it.
    expect(ids((await get(polygon)).body)).toEqual([DENIM, KNIT]);
    expect(
      ids(
        (
          await get(
            `${polygon}&geo_bounding_box[top]=24&geo_bounding_box[left]=90&geo_bounding_box[bottom]=23.5&geo_bounding_box[right]=90.32`,
          )
        ).body,
      ),
    ).toEqual([KNIT]);
  });
});

describe('geohex_grid', () => {
  it('counts the facilities found per H3 cell, as h3-js places each', async () => {
    const rows = await sql<{
      lat: number;
      lng: number;
      country_code: string;
    }>`select lat, lng, country_code from facility_index`.execute(t.database.db);
    for (const precision of [0, 3, 6, 9, 15]) {
      const { body } = await get(
        `country=BD&country=VN&aggregation=geohex_grid&geohex_grid_precision=${precision}&size=1`,
      );
      const expected = new Map<string, number>();
      for (const row of rows.rows.filter((r) => r.country_code !== 'IN')) {
        const cell = latLngToCell(row.lat, row.lng, precision);
        expected.set(cell, (expected.get(cell) ?? 0) + 1);
      }
      const buckets = body.aggregations.geohex_grid.buckets as { key: string; doc_count: number }[];
      expect(new Map(buckets.map((b) => [b.key, b.doc_count]))).toEqual(expected);
      expect(body.count).toBe(7);
      expect(body.data).toHaveLength(1);
    }
    const plain = await get('country=BD');
    expect(plain.body.aggregations).toBeUndefined();
  });
});

describe('the same facilities as /api/facilities/', () => {
  it.each([
    ['countries=BD&sectors=Apparel', 'country=BD&sector=Apparel'],
    ['countries=BD&sectors=Apparel&q=dhaka', 'country=BD&sector=Apparel&query=dhaka'],
    ['q=denim', 'query=denim'],
    ['countries=VN&q=knit', 'country=VN&query=knit'],
  ])('%s', async (classic, v1) => {
    const facilities = await t.app.inject({ url: `/api/facilities/?${classic}&pageSize=100`, headers: token });
    const expected = facilities.json().features.map((f: { id: string }) => f.id);
    const { body } = await get(`${v1}&size=100`);
    expect(ids(body)).toEqual(expected);
    expect(body.count).toBe(facilities.json().count);
    // The same through the v1 statement (a v1-only parameter that holds for all of them).
    const viaV1 = await get(`${v1}&size=100&distance=20000km&coordinates[lat]=0&coordinates[lng]=0`);
    expect(sorted(ids(viaV1.body))).toEqual(sorted(expected));
  });
});

describe('bad parameters', () => {
  it.each([
    ['size=0', 'size', 'Size must be a positive integer less than or equal to 250.'],
    ['size=251', 'size', 'Size must be a positive integer less than or equal to 250.'],
    ['size=ten', 'size', 'Size must be a valid integer.'],
    ['from=9990&size=20', 'from', 'from + size must be at most 10000; use search_after to read further.'],
    ['sort_by=rank', 'sort_by', '"rank" is not a valid choice. Use one of name, address, claim_status, claimed_at.'],
    ['order_by=up', 'order_by', '"up" is not a valid choice. Use asc or desc.'],
    ['search_after[id]=X', 'search_after', 'Both search_after[value] and search_after[id] must be provided.'],
    ['country=Atlantis', 'country', "'Atlantis' is not a valid country."],
    [
      'number_of_workers[min]=5',
      'number_of_workers',
      'The value must be a valid object with `min` and `max` properties.',
    ],
    [
      'number_of_workers[min]=50&number_of_workers[max]=5',
      'number_of_workers',
      'Minimum value must be less than or equal to maximum value.',
    ],
    [
      'percent_female_workers[min]=0&percent_female_workers[max]=120',
      'percent_female_workers',
      'Percentages must be between 0 and 100.',
    ],
    ['contributor_id=abc', 'contributor_id', "'abc' is not a valid contributor id: use whole numbers."],
    [
      'claim_status=verified',
      'claim_status',
      "Invalid claim status(es): 'verified'. Allowed values are 'claimed', 'unclaimed', 'pending'.",
    ],
    [
      'claimed_at_gt=yesterday',
      'claimed_at_gt',
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss]Z.',
    ],
    ['coordinates[lat]=23', 'coordinates', 'Both latitude and longitude must be provided.'],
    ['coordinates[lat]=95&coordinates[lng]=0', 'coordinates', 'Latitude must be between -90 and 90 degrees.'],
    [
      'coordinates[lat]=23&coordinates[lng]=90&distance=far',
      'distance',
      "The distance must be a positive number with a unit (m, km or mi), e.g. '10km', at most 20000km.",
    ],
    ['geo_bounding_box[top]=24', 'geo_bounding_box', 'All coordinates (top, left, bottom, right) must be provided.'],
    [
      'geo_bounding_box[top]=20&geo_bounding_box[left]=90&geo_bounding_box[bottom]=23&geo_bounding_box[right]=91',
      'geo_bounding_box',
      'The top must be greater than bottom.',
    ],
    [
      'geo_polygon=1,2&geo_polygon=3,4',
      'geo_polygon',
      'At least 3 points are required in geo_polygon to form a valid polygon.',
    ],
    [
      'geo_polygon=1,2&geo_polygon=3,4&geo_polygon=north',
      'geo_polygon',
      "Invalid coordinate format: north, must be 'lat,lon' as floats.",
    ],
    ['aggregation=grid', 'aggregation', '"grid" is not a valid choice. Use geohex_grid.'],
    [
      'aggregation=geohex_grid&geohex_grid_precision=16',
      'geohex_grid_precision',
      'Ensure this value is less than or equal to 15.',
    ],
  ])('%s: 400 naming %s', async (query, field, detail) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ detail: 'The request query is invalid.', errors: [{ field, detail }] });
  });
});
