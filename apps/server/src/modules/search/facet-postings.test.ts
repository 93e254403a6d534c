import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { expectIndexConsistent } from '../../test/index-consistency.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import { planSearch, type SqlSearchPlan } from './search-plan.ts';
import { searchFacilityPage, searchSummary } from './search-queries.ts';
import { createSearchService } from './search-service.ts';

let database: Database;

const COUNTRIES = ['BD', 'CN', 'VN'];
const SECTORS = ['Apparel', 'Textiles', 'Footwear'];
const TYPES = ['Brand / Retailer', 'Union', 'Supplier'];
/** Names that fold to the same sort name, so pages are ordered by OS ID among them too. */
const NAMES = ['Alpha Mills', 'alpha mills', 'Beta Knit', 'Çelik Tekstil', 'Delta', 'Zeta Works'];

/** 36 facilities spread over every filter the postings keep. */
const FACILITIES: IndexedFacility[] = Array.from({ length: 36 }, (_, i) => ({
  os_id: testOsId(COUNTRIES[i % 3]!, i + 1),
  name: `${NAMES[i % NAMES.length]!}${i % 4 === 0 ? '' : ` ${i % 5}`}`,
  address: `${i} Road`,
  country_code: COUNTRIES[i % 3]!,
  lat: 10 + i * 0.5,
  lng: 80 + ((i * 7) % 30),
  contributors: [1 + (i % 2), ...(i % 3 === 0 ? [3] : [])],
  lists: [10 + (i % 2)],
  contributor_types: [TYPES[i % 3]!, ...(i % 4 === 0 ? [TYPES[(i + 1) % 3]!] : [])],
  sectors: i % 7 === 6 ? [] : [...new Set([SECTORS[i % 2 === 0 ? 0 : i % 3]!, ...(i % 5 === 0 ? ['Textiles'] : [])])],
  facility_types: i % 2 ? ['Final Product Assembly'] : [],
  processing_types: i % 3 ? ['Sewing'] : ['Weaving'],
  product_types: i % 4 ? ['Shirts'] : ['Shoes'],
  parent_companies: i % 6 === 0 ? ['Acme Group'] : [],
  number_of_workers: [i % 2 ? 'Less than 1000' : '1001-5000'],
  native_language_names: i % 9 === 0 ? ['阿尔法'] : [],
  approved: i % 5 === 1,
  pending: i % 5 === 2,
}));

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(database.db, FACILITIES);
});
afterAll(() => database.close());

const paramsOf = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
const FILTERED: SqlSearchPlan = { name: 'filtered', page: 'filtered', summary: 'filtered', facet: null };

/** Every page of a search as the service answers it, with the plan, and as the filtered facilities give it. */
async function bothWays(query: string) {
  const service = createSearchService(database.db, { cacheEntries: 0 });
  const served: string[][] = [];
  const expected: string[][] = [];
  let summary: unknown;
  let plan = '';
  for (let page = 1; page <= 20; page++) {
    const params = paramsOf(`${query}&pageSize=4&page=${page}`);
    const answer = await service.search(params, null);
    plan = answer.used.plan;
    summary = { count: answer.count, extent: answer.extent };
    served.push(answer.features.map((feature) => feature.id));
    expected.push((await searchFacilityPage(database.db, params, undefined, FILTERED)).map((row) => row.os_id));
    if (!answer.hasNextPage) break;
  }
  const live = await searchSummary(database.db, paramsOf(query), undefined, FILTERED);
  return { plan, served, expected, summary, live };
}

const QUERIES = [
  'sectors=Apparel',
  'sectors=Textiles&sort_by=name_desc',
  'countries=BD&sectors=Apparel',
  'countries=CN&facility_type=Final%20Product%20Assembly',
  'sectors=Footwear&contributor_types=Union',
  'contributor_types=Supplier&facility_type=Final%20Product%20Assembly&sort_by=name_asc',
  'contributors=3',
  'lists=11',
  'statuses=claimed',
  'statuses=pending&sort_by=name_desc',
  'statuses=unclaimed',
  'parent_company=ACME%20GROUP',
  'processing_type=Weaving',
  'product_type=Shoes',
  'number_of_workers=1001-5000',
  'native_language_name=%E9%98%BF%E5%B0%94%E6%B3%95',
];

async function expectSameAsFiltered() {
  for (const query of QUERIES) {
    const { plan, served, expected, summary, live } = await bothWays(query);
    expect({ query, plan }).toEqual({ query, plan: 'facet-postings' });
    expect({ query, pages: served }).toEqual({ query, pages: expected });
    expect({ query, summary }).toEqual({ query, summary: live });
  }
}

describe("a facet's page read from its postings", () => {
  it('is the filtered facilities in name order, page by page, with their count and extent', async () => {
    const { served, summary } = await bothWays('countries=BD&sectors=Apparel');
    const apparel = FACILITIES.filter((f) => f.country_code === 'BD' && f.sectors!.includes('Apparel'));
    // sort_name is lower(unaccent(name)), compared byte-wise (the database's collation is C), then the OS ID.
    const key = (f: IndexedFacility) =>
      `${f.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}\u0000${f.os_id}`;
    const byName = [...apparel].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(served.flat()).toEqual(byName.map((f) => f.os_id));
    expect(summary).toEqual({
      count: apparel.length,
      extent: [
        Math.min(...apparel.map((f) => f.lng)),
        Math.min(...apparel.map((f) => f.lat)),
        Math.max(...apparel.map((f) => f.lng)),
        Math.max(...apparel.map((f) => f.lat)),
      ],
    });
    expect(apparel.length).toBeGreaterThan(4);
    await expectSameAsFiltered();
  });

  it('follows facilities renamed, moved, refiltered, added and removed', async () => {
    const db = database.db;
    const [first, second, third, fourth] = FACILITIES;
    await sql`update facility_index set name = 'Aaa First', sort_name = 'aaa first' where os_id = ${second!.os_id}`.execute(
      db,
    );
    await sql`update facility_index set lat = -30, lng = -60 where os_id = ${first!.os_id}`.execute(db);
    await sql`update facility_index set sectors = '{Footwear}', contributor_ids = '{3}', has_approved_claim = true
      where os_id = ${third!.os_id}`.execute(db);
    await sql`update facility_index set contributor_types = '{}', facility_types = '{Final Product Assembly}'
      where os_id = ${fourth!.os_id}`.execute(db);
    await sql`delete from facility_index where os_id = ${FACILITIES[6]!.os_id}`.execute(db);
    await insertIndexed(db, [
      {
        ...FACILITIES[12]!,
        os_id: testOsId('BD', 90),
        name: 'Alpha Mills',
        contributors: [3],
        sectors: ['Apparel'],
        lat: 50,
        lng: 100,
      },
    ]);
    const renamed = await bothWays(`contributor_types=${encodeURIComponent(TYPES[1]!)}`);
    expect(renamed.served[0]![0]).toBe(second!.os_id);
    const moved = await bothWays('countries=BD&sectors=Apparel');
    const [west, south, , north] = (moved.summary as { extent: number[] }).extent;
    expect([west, south, north]).toEqual([-60, -30, 50]);
    await expectSameAsFiltered();
    await expectIndexConsistent(database.db);
  });

  it('is emptied with the index, and the page of a facet no facility has is empty', async () => {
    await sql`truncate facility_index cascade`.execute(database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from facility_facet_postings`.execute(
      database.db,
    );
    expect(rows[0]!.n).toBe(0);
    const answer = await createSearchService(database.db, { cacheEntries: 0 }).search(
      paramsOf('sectors=Apparel'),
      null,
    );
    expect(answer).toMatchObject({ features: [], count: 0, extent: null, used: { plan: 'facet-postings' } });
  });

  it('is planned only for kept facets other than all and country, in name order', () => {
    const planOf = (query: string) => planSearch(paramsOf(query), undefined).name;
    expect(planOf('countries=BD')).toBe('facet');
    expect(planOf('')).toBe('facet');
    expect(planOf('sectors=Apparel&sort_by=contributors_asc')).toBe('facet');
    expect(planOf('countries=BD,CN&sectors=Apparel')).toBe('filtered');
    expect(planOf('sectors=Apparel&sort_by=name_desc')).toBe('facet-postings');
  });
});
