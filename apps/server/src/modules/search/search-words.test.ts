import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { markHandIndexed } from '../../test/index-consistency.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import { planSearch } from './search-plan.ts';
import { joinedTextSearch, prepareTextQuery, searchFacilityPage, searchSummary } from './search-queries.ts';
import { postingsInOsIdOrder, queryWords, type TextQuery } from './search-text.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let t: TestApp;
const KNIT = testOsId('BD', 1);
const HM = testOsId('BD', 2);
const MILLS = testOsId('IN', 3);

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    {
      os_id: KNIT,
      name: 'Karimpur Knitwear Ltd.',
      address: 'Plot 7, Gazipur',
      country_code: 'BD',
      lat: 24.0,
      lng: 90.4,
    },
    { os_id: HM, name: 'H & M Sourcing', address: 'Road 3, Savar', country_code: 'BD', lat: 23.85, lng: 90.26 },
    {
      os_id: MILLS,
      name: 'Coimbatore Textile Mills',
      address: 'Avinashi Road, Tiruppur',
      country_code: 'IN',
      lat: 11.1,
      lng: 77.3,
    },
  ]);
});
afterAll(() => t.close());

type Body = { count: number; extent: number[] | null; features: { id: string }[] };
const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facilities/?${query}`, headers: CLIENT_HEADERS })).json() as Body;
const found = async (query: string) => (await search(query)).features.map((f) => f.id);
const count = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facilities/count/?${query}`, headers: CLIENT_HEADERS })).json()
    .count as number;
const words = async (osId: string) =>
  (
    await sql<{
      word: string;
      place: number;
    }>`select word, place from facility_search_words where os_id = ${osId} order by word`.execute(t.database.db)
  ).rows;

describe('text search postings (facility_search_words)', () => {
  it('hold each distinct word of the folded name and address with its best place', async () => {
    expect(await words(MILLS)).toEqual([
      { word: 'avinashi', place: 2 },
      { word: 'coimbatore', place: 0 },
      { word: 'mills', place: 1 },
      { word: 'road', place: 2 },
      { word: 'textile', place: 1 },
      { word: 'tiruppur', place: 2 },
    ]);
  });

  it('find a facility by the beginnings of its words, in any order; a single character only as a whole word', async () => {
    expect(await found('q=knit')).toEqual([KNIT]);
    expect(await found('q=gazi%20karim')).toEqual([KNIT]);
    expect(await found('q=nitwear')).toEqual([]);
    expect(await found('q=H%26M')).toEqual([HM]);
    expect(await found('q=k')).toEqual([]);
    expect(await found('q=road')).toEqual([HM, MILLS]);
  });

  it('count and bound a search of q alone as they do with filters added', async () => {
    expect(await search('q=road')).toMatchObject({ count: 2, extent: [77.3, 11.1, 90.26, 23.85] });
    expect(await count('q=road')).toBe(2);
    expect(await count('q=road&countries=IN')).toBe(1);
    expect(await search('q=road&countries=IN')).toMatchObject({ count: 1, extent: [77.3, 11.1, 77.3, 11.1] });
  });

  it('carry the country: a search in some countries is answered from their postings alone', async () => {
    expect(await found('q=road&countries=BD')).toEqual([HM]);
    expect(await found('q=road&countries=BD&countries=IN')).toEqual([HM, MILLS]);
    expect(await search('q=road%20savar&countries=BD')).toMatchObject({
      count: 1,
      extent: [90.26, 23.85, 90.26, 23.85],
    });
    expect(await search('q=road%20savar&countries=IN')).toMatchObject({ count: 0, extent: null, features: [] });
    expect(await count('q=road%20savar&countries=BD')).toBe(1);
    expect(await found(`q=${MILLS}&countries=IN`)).toEqual([MILLS]);
    expect(await found(`q=${MILLS}&countries=BD`)).toEqual([]);
    const countries = await sql<{ country_code: string }>`
      select distinct country_code from facility_search_words where os_id = ${MILLS}`.execute(t.database.db);
    expect(countries.rows).toEqual([{ country_code: 'IN' }]);
  });

  it('follow a renamed, moved and removed facility in the same transaction', async () => {
    await t.database.db
      .updateTable('facilities')
      .set({ name: 'Karimpur Sweaters Ltd.', lat: 24.5 })
      .where('os_id', '=', KNIT)
      .execute();
    await t.database.db.transaction().execute((trx) => refreshFacilityIndex(trx, [KNIT]));
    expect(await found('q=knit')).toEqual([]);
    expect(await search('q=sweaters')).toMatchObject({ count: 1, extent: [90.4, 24.5, 90.4, 24.5] });
    // A facility put in another country (a correction) is found there only.
    await t.database.db.updateTable('facilities').set({ country_code: 'IN' }).where('os_id', '=', KNIT).execute();
    await t.database.db.transaction().execute((trx) => refreshFacilityIndex(trx, [KNIT]));
    expect(await found('q=sweaters&countries=IN')).toEqual([KNIT]);
    expect(await found('q=sweaters&countries=BD')).toEqual([]);
    await t.database.db.deleteFrom('facilities').where('os_id', '=', KNIT).execute();
    expect(await count('q=sweaters')).toBe(0);
    expect(await words(KNIT)).toEqual([]);
  });
});

describe('a query word with one, two or many spellings in the index', () => {
  const LOOM = testOsId('IN', 11);
  const EXPORTS = testOsId('IN', 12);
  const WEAVE = testOsId('IN', 13);
  const LOTUS = testOsId('IN', 14);

  beforeAll(async () => {
    await insertIndexed(t.database.db, [
      {
        os_id: LOOM,
        name: 'Loomcraft Weaving',
        address: 'Loomcrafts Lane, Surat',
        country_code: 'IN',
        lat: 21.2,
        lng: 72.8,
      },
      {
        os_id: EXPORTS,
        name: 'Loomcrafts Exports',
        address: 'Sachin GIDC, Surat',
        country_code: 'IN',
        lat: 21.1,
        lng: 72.9,
      },
      { os_id: WEAVE, name: 'Weavecraft Denim', address: 'Kim, Surat', country_code: 'IN', lat: 21.3, lng: 72.95 },
      { os_id: LOTUS, name: 'Lotus Prints', address: 'Lokhandwala, Surat', country_code: 'IN', lat: 21.15, lng: 72.85 },
    ]);
  });

  it('one spelling: each facility once, ranked by where the word stands', async () => {
    expect(await search('q=loomcrafts')).toMatchObject({
      count: 2,
      extent: [72.8, 21.1, 72.9, 21.2],
      features: [{ id: EXPORTS }, { id: LOOM }],
    });
  });

  it('two spellings: a facility with both is found once, by its best', async () => {
    expect(await search('q=loomcraft')).toMatchObject({ count: 2, features: [{ id: LOOM }, { id: EXPORTS }] });
    expect(await found('q=weav')).toEqual([WEAVE, LOOM]);
    expect(await count('q=loomcraft%20surat')).toBe(2);
    expect(await found('q=surat%20loomcraft&countries=IN')).toEqual([LOOM, EXPORTS]);
  });

  it('many spellings, and none', async () => {
    expect(await search('q=lo')).toMatchObject({ count: 3 });
    expect((await found('q=lo')).sort()).toEqual([LOOM, EXPORTS, LOTUS].sort());
    expect(await search('q=loomz')).toMatchObject({ count: 0, extent: null, features: [] });
    expect(await found('q=loomz%20surat')).toEqual([]);
  });

  it('sees a spelling that appeared since the last search', async () => {
    expect(await count('q=loomcrafts')).toBe(2);
    const NEW = testOsId('IN', 15);
    await t.database.db
      .insertInto('facilities')
      .values({
        os_id: NEW,
        name: 'Loomcraftsman Textiles',
        address: 'Udhna, Surat',
        country_code: 'IN',
        lat: 21.17,
        lng: 72.84,
      })
      .execute();
    await refreshFacilityIndex(t.database.db, [NEW]);
    expect(await count('q=loomcrafts')).toBe(3);
    expect(await found('q=loomcrafts')).toEqual([EXPORTS, NEW, LOOM]);
  });
});

describe('a pasted whole name', () => {
  // os_ids in this order: without the exact-name rule the shuffled name would come first (same score and length).
  const SHUFFLED = testOsId('IN', 21);
  const NAMED = testOsId('IN', 22);
  const UNIT = testOsId('IN', 23);
  const IN_ADDRESS = testOsId('IN', 24);

  beforeAll(async () => {
    await insertIndexed(t.database.db, [
      {
        os_id: SHUFFLED,
        name: 'Aadhya Ltd Pvt Trading',
        address: 'Ring Road, Surat',
        country_code: 'IN',
        lat: 21.2,
        lng: 72.8,
      },
      {
        os_id: NAMED,
        name: 'Aadhya Trading Pvt. Ltd.',
        address: 'Udhna, Surat',
        country_code: 'IN',
        lat: 21.1,
        lng: 72.9,
      },
      {
        os_id: UNIT,
        name: 'Aadhya Trading Pvt. Ltd. - Unit 2',
        address: 'Sachin, Surat',
        country_code: 'IN',
        lat: 21.3,
        lng: 72.95,
      },
      {
        os_id: IN_ADDRESS,
        name: 'Trading House Pvt Ltd',
        address: 'Aadhya Complex, Surat',
        country_code: 'IN',
        lat: 21.15,
        lng: 72.85,
      },
    ]);
  });

  it('ranks the facility of exactly that name first, whatever the case and punctuation', async () => {
    expect(await found(`q=${encodeURIComponent('Aadhya Trading Pvt. Ltd.')}`)).toEqual([
      NAMED,
      SHUFFLED,
      UNIT,
      IN_ADDRESS,
    ]);
    expect(await found(`q=${encodeURIComponent('AADHYA TRADING PVT LTD')}`)).toEqual([
      NAMED,
      SHUFFLED,
      UNIT,
      IN_ADDRESS,
    ]);
    expect(await found(`q=${encodeURIComponent('aadhya trading')}`)).toEqual([SHUFFLED, NAMED, UNIT, IN_ADDRESS]);
  });

  it('finds the same facilities in the same order whichever word drives the search', async () => {
    const page = (textQuery: TextQuery, q: string, filters = '') =>
      searchFacilityPage(
        t.database.db,
        searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(`q=${encodeURIComponent(q)}${filters}`))),
        textQuery,
      );
    for (const [q, filters] of [
      ['Aadhya Trading Pvt. Ltd.', ''],
      ['trading surat', ''],
      ['surat loomcraft', '&countries=IN'],
      ['sourcing h', ''],
      ['surat lo', ''],
    ]) {
      const counted = await prepareTextQuery(t.database.db, q!);
      // Counted, the rarest word drives; all at the cap, the longest does.
      expect([...counted.postings.values()].every((postings) => postings < 20_000)).toBe(true);
      const longestDrives = {
        ...counted,
        postings: new Map([...counted.postings.keys()].map((word) => [word, 20_000])),
      };
      const rarestDrives = await page(counted, q!, filters);
      expect(rarestDrives.length, q).toBeGreaterThan(0);
      expect(await page(longestDrives, q!, filters), q).toEqual(rarestDrives);
    }
  });

  it('answers a search of several words from one statement exactly as from a page and a summary', async () => {
    for (const query of [
      'q=Aadhya%20Trading%20Pvt.%20Ltd.',
      'q=trading%20surat',
      'q=surat%20lo&pageSize=2&page=2',
      'q=surat%20lo&pageSize=2&page=9',
      'q=loomz%20surat',
      'q=trading%20surat&countries=IN',
      'q=trading%20surat&countries=BD',
    ]) {
      const { countries, ...rest } = Object.fromEntries(new URLSearchParams(query));
      const params = searchParamsSchema.parse({ ...rest, ...(countries ? { countries: [countries] } : {}) });
      const textQuery = await prepareTextQuery(t.database.db, params.q!);
      expect(planSearch(params, textQuery).name, query).toBe('joined-text');
      const joined = await joinedTextSearch(t.database.db, params, textQuery);
      expect(joined, query).toEqual({
        rows: await searchFacilityPage(t.database.db, params, textQuery),
        summary: await searchSummary(t.database.db, params, textQuery),
      });
    }
    const pastTheEnd = await search('q=surat%20lo&pageSize=2&page=9');
    const none = await search('q=loomz%20surat');
    expect(pastTheEnd.features).toEqual([]);
    expect(pastTheEnd.count).toBe(await count('q=surat%20lo'));
    expect(pastTheEnd.count).toBeGreaterThan(0);
    expect(pastTheEnd.extent).not.toBeNull();
    expect(none).toMatchObject({ count: 0, extent: null, features: [] });
  });

  it('remembers how common a common word is, and finds what is there whatever it remembers', async () => {
    const many = Array.from({ length: 2_100 }, (_, i) => ({
      os_id: testOsId('VN', 1_000 + i),
      name: `Quyen Apparel ${i % 2 === 0 ? 'Halong' : 'Saigon'}`,
      address: 'Binh Duong',
      country_code: 'VN',
      lat: 11,
      lng: 106.6,
    }));
    await insertIndexedInBulk(many);
    const first = await prepareTextQuery(t.database.db, 'quyen apparel');
    expect(Object.fromEntries(first.postings)).toEqual({ quyen: 2_100, apparel: 2_100 });
    // Most of them leave: the common words' counts are remembered, 'halong' (under 2,000) is counted.
    await sql`delete from facility_index where os_id = any(${many.slice(100).map((f) => f.os_id)}::bpchar[])`.execute(
      t.database.db,
    );
    const again = await prepareTextQuery(t.database.db, 'quyen halong');
    expect(Object.fromEntries(again.postings)).toEqual({ quyen: 2_100, halong: 50 });
    expect(await count('q=quyen%20halong')).toBe(50);
    expect(await count('q=quyen%20apparel')).toBe(100);
    expect((await search('q=apparel%20quyen%20saigon&pageSize=100')).features).toHaveLength(50);
    await sql`delete from facility_index where os_id = any(${many.map((f) => f.os_id)}::bpchar[])`.execute(
      t.database.db,
    );
  });

  it("counts each query word's postings, a one-character word as a whole word", async () => {
    const { postings } = await prepareTextQuery(t.database.db, 'Surat aadhya h');
    expect(Object.fromEntries(postings)).toEqual({ surat: 9, aadhya: 4, h: 1 });
  });
});

/** Thousands of facilities and their index rows in two statements (one statement each took over 30 s in CI). */
async function insertIndexedInBulk(
  rows: { os_id: string; name: string; address: string; country_code: string; lat: number; lng: number }[],
) {
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await sql`
    insert into facilities (os_id, name, address, country_code, lat, lng, is_closed)
    select *, false from unnest(${column('os_id')}::bpchar[], ${column('name')}::text[], ${column('address')}::text[],
      ${column('country_code')}::bpchar[], ${column('lat')}::float8[], ${column('lng')}::float8[])`.execute(
    t.database.db,
  );
  await sql`
    insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
      alias_os_ids, contributor_ids, public_contributor_ids, list_ids, contributor_types, sectors, product_types,
      facility_types, processing_types, parent_companies, number_of_workers, native_language_names,
      number_of_public_contributors, has_approved_claim, has_pending_claim, is_closed, created_at)
    select f.os_id, f.name, f.address, f.country_code, f.lat, f.lng, search_text(f.name), search_text(f.address),
      lower(unaccent(f.name)), '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', 0, false, false,
      false, now()
    from facilities f where f.os_id = any(${column('os_id')}::bpchar[])`.execute(t.database.db);
  markHandIndexed(t.database.db, column('os_id'));
}

describe('postingsInOsIdOrder', () => {
  const text = (folded: string, spellings: [string, string[]][]) => ({
    folded,
    spellings: new Map(spellings),
    postings: new Map(),
  });
  it('holds when every word is one spelling or one character', () => {
    expect(postingsInOsIdOrder(text('knitwear h', [['knitwear', ['knitwear']]]))).toBe(true);
    expect(
      postingsInOsIdOrder(
        text('apparel ltd', [
          ['ltd', ['ltd']],
          ['apparel', ['apparel', 'apparels']],
        ]),
      ),
    ).toBe(false);
    // A beginning of more than two words has no spellings: its postings are a range of words.
    expect(postingsInOsIdOrder(text('knit ltd', [['ltd', ['ltd']]]))).toBe(false);
  });
});

describe('queryWords', () => {
  it('keeps the distinct words, longest first, at most eight', () => {
    expect(queryWords('mills textile mills')).toEqual(['textile', 'mills']);
    expect(queryWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
