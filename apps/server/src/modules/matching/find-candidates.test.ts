import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { addressKey, placeWords } from './queries.ts';
import { createMatcher } from './service.ts';

let database: Database;
const id = (body: string) => withCheck(body);
const HONGDA = id('CN2019192AAAA1');
const HONGXING = id('CN2019192AAAA2');
const HONGDA_SHAOXING = id('CN2019192AAAA3');
const NEIGHBOUR = id('CN2019192AAAA4');
const HONGDA_BD = id('BD2019192AAAA5');

beforeAll(async () => {
  database = await openTestDatabase();
  const facilities = [
    {
      os_id: HONGDA,
      name: 'Hongda Garment Co., Ltd.',
      address: "No. 12 Renmin Road, Chang'an Town, Dongguan",
      country_code: 'CN',
      lat: 22.81,
      lng: 113.8,
    },
    {
      os_id: HONGXING,
      name: 'Hongxing Garment Co., Ltd.',
      address: "No. 12 Renmin Road, Chang'an Town, Dongguan",
      country_code: 'CN',
      lat: 22.81,
      lng: 113.8,
    },
    {
      os_id: HONGDA_SHAOXING,
      name: 'Shaoxing Hongda Textile Printing and Dyeing Co., Ltd.',
      address: '8 Gongye Road, Keqiao, Shaoxing',
      country_code: 'CN',
      lat: 30.08,
      lng: 120.49,
    },
    {
      os_id: NEIGHBOUR,
      name: 'Pearl River Toys Factory',
      address: "No. 14 Renmin Road, Chang'an Town, Dongguan",
      country_code: 'CN',
      lat: 22.811,
      lng: 113.801,
    },
    {
      os_id: HONGDA_BD,
      name: 'Hongda Garment Co., Ltd.',
      address: 'Plot 5, Ashulia, Dhaka',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
    },
  ];
  for (const facility of facilities) await insertIndexedFacility(database.db, facility);
});
afterAll(() => database.close());

const matcher = createMatcher({ automatic: 0.8, potential: 0.5 });

describe('findCandidates on the facility index', () => {
  it('finds the same facility written differently, best first, within the country only', async () => {
    const input = {
      name: 'HONGDA GARMENTS CO LTD',
      address: '12 Renmin Rd, Changan Town, Dongguan',
      countryCode: 'CN',
      lat: 22.8,
      lng: 113.8,
    };
    const candidates = await matcher.findCandidates(database.db, input);
    expect(candidates[0]).toMatchObject({ osId: HONGDA, name: 'Hongda Garment Co., Ltd.', nameScore: 1 });
    expect(candidates.map((c) => c.osId)).not.toContain(HONGDA_BD);
    expect(candidates.map((c) => c.osId)).toContain(HONGXING);
    expect(matcher.decide(input, candidates)).toMatchObject({ kind: 'automatic', candidate: { osId: HONGDA } });
  });

  it('finds a short name inside a longer one', async () => {
    const input = {
      name: 'Hongda Textile Printing',
      address: 'Keqiao, Shaoxing',
      countryCode: 'CN',
      lat: null,
      lng: null,
    };
    const candidates = await matcher.findCandidates(database.db, input);
    expect(candidates[0]?.osId).toBe(HONGDA_SHAOXING);
    expect(candidates[0]?.distanceKm).toBeNull();
  });

  it('takes neighbours with a similar address as candidates; one at the same house number is offered for review only', async () => {
    const input = {
      name: 'Golden Bear Toys',
      address: "No. 14 Renmin Road, Chang'an Town, Dongguan",
      countryCode: 'CN',
      lat: 22.811,
      lng: 113.801,
    };
    const candidates = await matcher.findCandidates(database.db, input);
    const neighbour = candidates.find((c) => c.osId === NEIGHBOUR)!;
    expect(neighbour.confidence).toBeLessThan(0.5);
    expect(neighbour).toMatchObject({ reviewOnly: true });
    expect(neighbour.evidence.raised).toContain('same house number, street and town, another name');
    expect(matcher.decide(input, candidates)).toEqual({ kind: 'potential', candidates: [neighbour] });
    // At another house number of the street, a neighbour stays below the potential threshold.
    const next = { ...input, address: "No. 16 Renmin Road, Chang'an Town, Dongguan" };
    const nextCandidates = await matcher.findCandidates(database.db, next);
    expect(nextCandidates.map((c) => c.osId)).toContain(NEIGHBOUR);
    expect(matcher.decide(next, nextCandidates)).toEqual({ kind: 'new' });
  });

  it('takes no neighbours of a point that is only a town’s centre', async () => {
    // The address written otherwise, at another house number: not the facility's very address,
    // nor its house number and street (the same-address tier's), only like it.
    const input = {
      name: 'Golden Bear Toys',
      address: '16 Renmin Rd, Changan, Dongguan',
      countryCode: 'CN',
      lat: 22.811,
      lng: 113.801,
    };
    const ids = async (exact?: boolean) =>
      (await matcher.findCandidates(database.db, { ...input, exact })).map((c) => c.osId);
    expect(await ids()).toContain(NEIGHBOUR);
    expect(await ids(true)).toContain(NEIGHBOUR);
    expect(await ids(false)).toEqual([]);
  });

  it("works inside the caller's transaction and leaves its planner and trigram settings as they were", async () => {
    const input = { name: 'Hongda Garment', address: '12 Renmin Road', countryCode: 'CN', lat: null, lng: null };
    const settings = await database.db.transaction().execute(async (trx) => {
      const candidates = await matcher.findCandidates(trx, input);
      expect(candidates[0]?.osId).toBe(HONGDA);
      const row = await sql<{
        s: string;
        w: string;
        e: string;
      }>`select current_setting('pg_trgm.similarity_threshold') as s,
        current_setting('pg_trgm.word_similarity_threshold') as w, current_setting('enable_seqscan') as e`.execute(trx);
      return row.rows[0];
    });
    expect(settings).toEqual({ s: '0.3', w: '0.6', e: 'on' });
  });

  it("takes the facilities at the row's address alone when one of them is the row's exact match", async () => {
    // Named as the registry names HONGDA (its legal form left out) at its address, written in
    // other case and punctuation: the facilities there are the candidates, not the other Hongdas.
    const exact = {
      name: 'HONGDA GARMENT',
      address: "no 12 renmin road chang'an town dongguan",
      countryCode: 'CN',
      lat: 22.8,
      lng: 113.8,
    };
    const candidates = await matcher.findCandidates(database.db, exact);
    expect(candidates.map((c) => c.osId).sort()).toEqual([HONGDA, HONGXING].sort());
    expect(matcher.decide(exact, candidates)).toMatchObject({ kind: 'automatic', candidate: { osId: HONGDA } });
    // Another name at that address: the name is looked up as for any row.
    const renamed = { ...exact, name: 'Hongda Textile Printing' };
    expect((await matcher.findCandidates(database.db, renamed)).map((c) => c.osId)).toContain(HONGDA_SHAOXING);
  });

  it('returns nothing for a country without facilities, and respects the limit', async () => {
    expect(
      await matcher.findCandidates(database.db, {
        name: 'Hongda Garment',
        address: 'x',
        countryCode: 'VN',
        lat: null,
        lng: null,
      }),
    ).toEqual([]);
    const limited = await matcher.findCandidates(
      database.db,
      { name: 'Garment', address: 'Renmin Road', countryCode: 'CN', lat: 22.81, lng: 113.8 },
      1,
    );
    expect(limited).toHaveLength(1);
  });
});

describe('the address words the candidate SQL reads from the text search postings', () => {
  it('keeps a lot code as written, and drops words of what kind of place and filler', () => {
    expect(placeWords('Lot A38, Song Than Industrial Zone, No. 52 Rd')).toEqual(['a38', 'song', 'than', '52']);
    expect(placeWords('Dhaka EPZ, Sector 17, Savar')).toEqual(['dhaka', '17', 'savar']);
  });

  it('keys an address by its first house number, alone and glued as written, and its longest place words', () => {
    expect(addressKey('Lot A38, Song Than Industrial Zone, Indubon Commune')).toEqual({
      numbers: ['38', 'a38'],
      words: ['indubon', 'song', 'than'],
    });
    expect(addressKey('195 Factory Street, Andijon, 170100')).toEqual({
      numbers: ['195'],
      words: ['andijon', 'factory'],
    });
    // A postal code is no house number.
    expect(addressKey('Mill Road, Andijon 170100')).toBeNull();
  });
});
