import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { findCandidateRows } from './queries.ts';
import { createMatcher } from './service.ts';

let database: Database;
const matcher = createMatcher({ automatic: 0.8, potential: 0.5 });
const KARIM = testOsId('BD', 1);
const RAHMAN = testOsId('BD', 2);
const BALI = testOsId('BD', 3);
// Many facilities share 'dhaka' and 'garments'.
const DHAKA_MANY = Array.from({ length: 120 }, (_, i) => testOsId('BD', 100 + i));

const wordsOf = async (osId: string) =>
  (
    await sql<{
      country_code: string;
      word: string;
    }>`select country_code, word from facility_name_words where os_id = ${osId} order by word`.execute(database.db)
  ).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(database.db, [
    {
      os_id: KARIM,
      name: 'Karimpur Knit Composite Ltd.',
      address: 'Plot 7, Gazipur',
      country_code: 'BD',
      lat: 24.0,
      lng: 90.4,
    },
    {
      os_id: RAHMAN,
      name: 'Rahmania Sweaters Ltd.',
      address: 'Road 3, Savar',
      country_code: 'BD',
      lat: 23.85,
      lng: 90.26,
    },
    { os_id: BALI, name: 'Bali Garments Ltd.', address: 'Road 9, Ashulia', country_code: 'BD', lat: 23.9, lng: 90.3 },
    ...DHAKA_MANY.map((os_id, i) => ({
      os_id,
      name: 'Dhaka Garments',
      address: `${i} Mirpur Road, Dhaka`,
      country_code: 'BD',
      lat: 23.8,
      lng: 90.36,
    })),
  ]);
});
afterAll(() => database.close());

describe('facility name words (the matcher’s blocking index)', () => {
  it('holds the distinct words of at least two characters of each indexed name, by country', async () => {
    expect(await wordsOf(KARIM)).toEqual(
      ['composite', 'karimpur', 'knit', 'ltd'].map((word) => ({ country_code: 'BD', word })),
    );
    const known = await sql<{
      word: string;
    }>`select word from name_words where word in ('karimpur', 'rahmania') order by word`.execute(database.db);
    expect(known.rows.map((row) => row.word)).toEqual(['karimpur', 'rahmania']);
    // Each known word under itself and under its spellings one letter dropped (the letter's place).
    const keys = await sql<{
      key: string;
      dropped: number;
    }>`select key, dropped from name_word_keys where word = 'knit' order by dropped`.execute(database.db);
    expect(keys.rows).toEqual([
      { key: 'knit', dropped: 0 },
      { key: 'nit', dropped: 1 },
      { key: 'kit', dropped: 2 },
      { key: 'knt', dropped: 3 },
      { key: 'kni', dropped: 4 },
    ]);
  });

  it('drops the keys of a word taken out of the known words', async () => {
    await sql`insert into name_words (word) values ('zorbaniq')`.execute(database.db);
    const count = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from name_word_keys where word = 'zorbaniq'`.execute(
          database.db,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(9);
    await sql`delete from name_words where word = 'zorbaniq'`.execute(database.db);
    expect(await count()).toBe(0);
  });

  it('follows a renamed facility and a facility leaving the index', async () => {
    await database.db
      .updateTable('facilities')
      .set({ name: 'Rahmania Knitwear Ltd.' })
      .where('os_id', '=', RAHMAN)
      .execute();
    await database.db.transaction().execute((trx) => refreshFacilityIndex(trx, [RAHMAN]));
    expect((await wordsOf(RAHMAN)).map((row) => row.word)).toEqual(['knitwear', 'ltd', 'rahmania']);

    await sql`delete from facility_index where os_id = ${RAHMAN}`.execute(database.db);
    expect(await wordsOf(RAHMAN)).toEqual([]);
    // The facility comes back with the next refresh, words and all.
    await database.db.transaction().execute((trx) => refreshFacilityIndex(trx, [RAHMAN]));
    expect((await wordsOf(RAHMAN)).map((row) => row.word)).toEqual(['knitwear', 'ltd', 'rahmania']);
  });
});

describe('candidates by the words of the name', () => {
  it('finds a facility through a misspelt rare word', async () => {
    const input = {
      name: 'Karimpure Knit Composite',
      address: 'Plot 7, Gazipur',
      countryCode: 'BD',
      lat: null,
      lng: null,
    };
    const candidates = await matcher.findCandidates(database.db, input);
    expect(candidates[0]?.osId).toBe(KARIM);
  });

  // Small tiers stand in for the real ones (a thousand and twenty thousand facilities a word).
  const search = (name: string, address: string, wordTiers: { rare: number; shared: number }) =>
    findCandidateRows(database.db, {
      countryCode: 'BD',
      name,
      address,
      lat: null,
      lng: null,
      limit: 5,
      wordTiers,
    }).then((rows) => rows.map((row) => row.os_id));

  it('finds a facility through a short word one letter dropped, added or swapped away', async () => {
    // 'bli' and 'bali' share too few trigrams for the like-word index; 'garments' is common here.
    const tiers = { rare: 10, shared: 1000 };
    expect(await search('Bli Garments', 'Ashulia, Savar', tiers)).toEqual([BALI]);
    expect(await search('Blai Garments', 'Ashulia, Savar', tiers)).toEqual([BALI]);
    // A changed letter makes another word ('bari'), not a typo of this one.
    expect(await search('Bari Garments', 'Ashulia, Savar', tiers)).toEqual([]);
  });

  it('finds a facility through a longer word two letters swapped or one letter changed', async () => {
    // 'karmipur' keeps 5 of 'karimpur''s 13 trigrams (0.38, under the index's 0.4): the keys find it.
    const tiers = { rare: 10, shared: 1000 };
    expect(await search('Karmipur Knit Composite', 'Plot 9, Tongi', tiers)).toEqual([KARIM]);
    expect(await search('Rahmenia Sweaters', 'Road 5, Tongi', tiers)).toEqual([RAHMAN]);
    expect(await search('Rahmnia Sweaters', 'Road 5, Tongi', tiers)).toEqual([RAHMAN]);
  });

  it('finds a facility through two of its words written as one', async () => {
    const tiers = { rare: 10, shared: 1000 };
    // 'baligarments' shares too few trigrams with 'bali' for the like-word index (0.29).
    expect(await search('Baligarments', 'Road 5, Tongi', tiers)).toEqual([BALI]);
    expect(await search('Karimpurknit Composite', 'Plot 9, Tongi', tiers)).toEqual([KARIM]);
  });

  it('passes over common words, and takes the facilities that have every shared word of a name of no rare word', async () => {
    // 'dhaka' and 'garments' are shared by DHAKA_MANY only: every one of them is a candidate, the address picks one.
    const found = await search('Dhaka Garments', '17 Mirpur Road, Dhaka', { rare: 10, shared: 1000 });
    expect(found[0]).toBe(DHAKA_MANY[17]);
    expect(found).toHaveLength(5);
    // 'garments' alone names nothing closer here.
    expect(await search('Karimpur Garments', 'Plot 7, Gazipur', { rare: 10, shared: 1000 })).toEqual([KARIM]);
  });

  it('takes a misspelt common word as the common words it is like, among the shared words', async () => {
    // 'dhkaa' is no facility's word and like no rare one: it stands for 'dhaka' (120 facilities).
    const found = await search('Dhkaa Garments', '17 Mirpur Rd', { rare: 10, shared: 1000 });
    expect(found[0]).toBe(DHAKA_MANY[17]);
    expect(found).toHaveLength(5);
  });

  it('scores a name of words too common to help by its trigrams', async () => {
    expect((await search('Dhaka Garments', '17 Mirpur Road, Dhaka', { rare: 10, shared: 100 }))[0]).toBe(
      DHAKA_MANY[17],
    );
  });

  it('gives no candidates for a name whose rare word no facility of the country has, but those at its very address', async () => {
    // 'garments' is common here; 'zorbaniq' is the name's one rare word, and no facility has it.
    expect(await search('Zorbaniq Garments', '17 Banani Road, Dhaka', { rare: 10, shared: 1000 })).toEqual([]);
    // A row at a facility's very address has it as a candidate, whatever the name.
    expect(await search('Zorbaniq Garments', '17 Mirpur Road, Dhaka', { rare: 10, shared: 1000 })).toEqual([
      DHAKA_MANY[17],
    ]);
  });

  it('looks a name up for a decision only when its known words can make a facility resemble it enough', async () => {
    const decide = (name: string, minNameScore: number) =>
      findCandidateRows(database.db, {
        countryCode: 'BD',
        name,
        address: 'Road 5, Tongi',
        lat: null,
        lng: null,
        limit: 5,
        wordTiers: { rare: 10, shared: 1000 },
        minNameScore,
      }).then((rows) => rows.map((row) => row.os_id));
    // 'zorbaniq' (3) and 'quvelti' (2.75) are no facility's words and like none: a facility named
    // 'Rahmania' (3) alone would score 2 * 3 / (2 * 3 + 5.75) = 0.51 at best.
    expect(await search('Zorbaniq Quvelti Rahmania', 'Road 5, Tongi', { rare: 10, shared: 1000 })).toEqual([RAHMAN]);
    expect(await decide('Zorbaniq Quvelti Rahmania', 0.5)).toEqual([RAHMAN]);
    expect(await decide('Zorbaniq Quvelti Rahmania', 0.52)).toEqual([]);
    // A word like a known one ('rahmenia') is no missing word.
    expect(await decide('Rahmenia Sweaters', 0.9)).toEqual([RAHMAN]);
  });
});

describe('which of many facilities of one name go on to scoring', () => {
  // 230 facilities named alike, 30 of a rarer like name ('taifeng' is one typo from 'kaifeng'),
  // and the one the row means, whose OS ID sorts last: more than go on to scoring.
  const MEANT = testOsId('BD', 999);
  beforeAll(async () => {
    const alike = Array.from({ length: 230 }, (_, i) => ({
      os_id: testOsId('BD', 300 + i),
      name: 'Kaifeng Trading',
      address: `${i} Agrabad Road, Chittagong`,
      lat: 22.3,
      lng: 91.8,
    }));
    const like = Array.from({ length: 30 }, (_, i) => ({
      os_id: testOsId('BD', 600 + i),
      name: 'Taifeng Trading',
      address: `${i} Station Road, Khulna`,
      lat: 22.8,
      lng: 89.5,
    }));
    const rows = [
      ...alike,
      ...like,
      { os_id: MEANT, name: 'Kaifeng Trading', address: '45 Kemal Ataturk Avenue, Banani', lat: 23.79, lng: 90.4 },
    ];
    await database.db
      .insertInto('facilities')
      .values(rows.map((row) => ({ ...row, country_code: 'BD' })))
      .execute();
    await refreshFacilityIndex(
      database.db,
      rows.map((row) => row.os_id),
    );
  });

  it('ranks those with the word itself before those with a like word, and the one at the row’s address first', async () => {
    const rows = await findCandidateRows(database.db, {
      countryCode: 'BD',
      name: 'kaifeng trading',
      address: '45 kemal ataturk avenue banani',
      lat: null,
      lng: null,
      limit: 5,
      wordTiers: { rare: 300, shared: 1000 },
    });
    expect(rows[0]?.os_id).toBe(MEANT);
  });
});

describe('a misspelt word like a rare word and a common one', () => {
  // 'agnkor' is one typo from 'angkor' (30 facilities, common here) and from 'agnkora' (one, rare).
  const ANGKOR = Array.from({ length: 30 }, (_, i) => testOsId('KH', 100 + i));
  const AGNKORA = testOsId('KH', 1);
  beforeAll(async () => {
    await insertIndexed(database.db, [
      ...ANGKOR.map((os_id, i) => ({
        os_id,
        name: 'Angkor Garments',
        address: `${i} Street 7, Phnom Penh`,
        country_code: 'KH',
        lat: 11.55,
        lng: 104.9,
      })),
      {
        os_id: AGNKORA,
        name: 'Agnkora Trading',
        address: 'Street 9, Siem Reap',
        country_code: 'KH',
        lat: 13.4,
        lng: 103.9,
      },
    ]);
  });

  it('takes the facilities of the common word with the name’s other words too, not the rare look-alike’s alone', async () => {
    const found = await findCandidateRows(database.db, {
      countryCode: 'KH',
      name: 'agnkor garments',
      address: '17 street 7 phnom penh city',
      lat: null,
      lng: null,
      limit: 5,
      wordTiers: { rare: 10, shared: 1000 },
    }).then((rows) => rows.map((row) => row.os_id));
    expect(found[0]).toBe(ANGKOR[17]);
    expect(found).toHaveLength(5);
  });
});
