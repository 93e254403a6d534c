// The real dirt of supplier lists (issue 36), each kind as a list row through the real
// candidate SQL: the row that must be matched (or offered for review), and its look-alike that
// must not be matched automatically. Both ways candidates are found: by trigrams (a registry of
// under WORD_LOOKUP_FACILITIES, as here) and by the name's words (as at 1.2M facilities).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { normalizeAddress, normalizeName } from './normalize.ts';
import { findCandidateRows } from './queries.ts';
import { createMatcher, decideMatch, rankCandidates, type MatchInput } from './service.ts';

let database: Database;
const thresholds = { automatic: 0.85, potential: 0.6 };
const matcher = createMatcher(thresholds);

const GREEN = testOsId('BD', 1);
const GREEN_HILL = testOsId('BD', 2);
const SUNRISE = testOsId('BD', 3);
const LOTUS = testOsId('BD', 4);
const ANATOLIA = testOsId('TR', 5);
const OPICO = testOsId('SV', 6);
const ATLAS = testOsId('MA', 7);
const MERLET = testOsId('GT', 8);
const PEARL = testOsId('CN', 9);
const CODEVI = testOsId('HT', 10);
const PHONG = testOsId('VN', 11);

beforeAll(async () => {
  database = await openTestDatabase();
  const at = (country_code: string, lat: number, lng: number) => ({ country_code, lat, lng });
  await insertIndexed(database.db, [
    {
      os_id: GREEN,
      name: 'Green Valley Textiles (Pvt) Ltd',
      address: '12 Station Road, Uttara, Dhaka',
      ...at('BD', 23.87, 90.4),
    },
    {
      os_id: GREEN_HILL,
      name: 'Green Hill Textiles Ltd',
      address: '40 Station Road, Uttara, Dhaka',
      ...at('BD', 23.87, 90.4),
    },
    {
      os_id: SUNRISE,
      name: 'Sunrise Knit (Unit 2)',
      address: 'Plot 12, Sector 5, Uttara, Dhaka',
      ...at('BD', 23.87, 90.39),
    },
    {
      os_id: LOTUS,
      name: 'Lotus Apparels Ltd',
      address: 'Plot 18, Dhaka Export Processing Zone, Savar',
      ...at('BD', 23.95, 90.27),
    },
    {
      os_id: ANATOLIA,
      name: 'Anatolia Tekstil San. ve Tic. A.S.',
      address: 'Organize Sanayi Bölgesi 4. Cadde No. 7, Çorlu',
      ...at('TR', 41.16, 27.8),
    },
    {
      os_id: OPICO,
      name: 'Textiles Opico S.A. de C.V.',
      address: 'Zona Franca San Bartolo, Edificio 20, Ilopango',
      ...at('SV', 13.7, -89.11),
    },
    {
      os_id: ATLAS,
      name: 'Atlas Confection SARL',
      address: 'Lot 8, Zone Industrielle Almajd, Tanger',
      ...at('MA', 35.75, -5.8),
    },
    {
      os_id: MERLET,
      name: 'Industrias Merlet S.A.',
      address: 'Parque Industrial Mixco Norte, Bodega 11, Mixco',
      ...at('GT', 14.63, -90.6),
    },
    {
      os_id: PEARL,
      name: 'Pearl River Toys Factory',
      address: "No. 14 Renmin Road, Chang'an Town, Dongguan",
      ...at('CN', 22.81, 113.8),
    },
    {
      os_id: PHONG,
      name: 'Phong Phu Garment Co., Ltd.',
      address: 'Lot A12, Tan Thuan Export Processing Zone, District 7, Ho Chi Minh City',
      ...at('VN', 10.75, 106.73),
    },
    {
      os_id: CODEVI,
      name: 'Codevi Apparel S.A.',
      address: 'Parc Industriel CODEVI, Ouanaminthe',
      ...at('HT', 19.55, -71.72),
    },
  ]);
});
afterAll(() => database.close());

/** The row's decision with candidates found by trigrams (the matcher as the pipeline calls it) and by words. */
async function decisions(row: Omit<MatchInput, 'lat' | 'lng'>) {
  // No point: the geocoder's town centre would be one, and neighbours are not read for it.
  const input: MatchInput = { ...row, lat: null, lng: null, exact: false };
  const byTrigrams = await matcher.findCandidates(database.db, input, 10, { forDecision: true });
  const rows = await findCandidateRows(database.db, {
    countryCode: input.countryCode,
    name: normalizeName(input.name),
    address: normalizeAddress(input.address),
    givenAddress: input.address,
    lat: null,
    lng: null,
    limit: 40,
    minNameScore: 0.5,
    wordTiers: { rare: 10, shared: 1000 },
  });
  const byWords = rankCandidates(input, rows);
  return [decideMatch(thresholds, input, byTrigrams), decideMatch(thresholds, input, byWords)];
}

async function expectAutomatic(row: Omit<MatchInput, 'lat' | 'lng'>, osId: string, evidence?: string) {
  for (const decision of await decisions(row)) {
    expect(decision).toMatchObject({ kind: 'automatic', candidate: { osId } });
    if (evidence && decision.kind === 'automatic') expect(decision.candidate.evidence.raised).toContain(evidence);
  }
}

async function expectOffered(row: Omit<MatchInput, 'lat' | 'lng'>, osId: string, evidence: string) {
  for (const decision of await decisions(row)) {
    expect(decision.kind).toBe('potential');
    const offered = decision.kind === 'potential' ? decision.candidates.find((c) => c.osId === osId) : undefined;
    expect(offered?.evidence.raised).toContain(evidence);
  }
}

async function expectNotAutomatic(row: Omit<MatchInput, 'lat' | 'lng'>, osId: string) {
  for (const decision of await decisions(row)) {
    expect(decision.kind === 'automatic' && decision.candidate.osId === osId).toBe(false);
  }
}

const BD = (name: string, address: string) => ({ name, address, countryCode: 'BD' });

describe('rows of real dirt through the candidate SQL', () => {
  it('matches a name spaced out letter by letter, and not its look-alike spaced out', async () => {
    const evidence = 'name alike once spaces are removed';
    await expectAutomatic(BD('g r e e n v a l l e y t e x t i l e s', '12 Station Rd, Uttara, Dhaka'), GREEN, evidence);
    // Two spaces between words: each run of letters is a word.
    await expectAutomatic(BD('G R E E N  V A L L E Y  T E X T I L E S', '12 Station Road, Uttara'), GREEN, 'same name');
    await expectNotAutomatic(BD('g r e e n h i l l t e x t i l e s', '12 Station Road, Uttara, Dhaka'), GREEN);
  });

  it('matches a name broken apart by extraction, and not a broken look-alike', async () => {
    await expectAutomatic(BD('Gree n Val ley Te xtiles (Pvt ) Ltd', '12 Station Road, Uttara, Dhaka'), GREEN);
    await expectNotAutomatic(BD('Gree n Hil l Te xtiles (Pvt ) Ltd', '12 Station Road, Uttara, Dhaka'), GREEN);
  });

  it('matches a name run together, and not another brand run together', async () => {
    await expectAutomatic(BD('GreenValleyTextiles', '12 Station Road, Uttara, Dhaka'), GREEN);
    await expectAutomatic(BD('greenvalley textiles pvt.ltd', '12 Station Road, Uttara, Dhaka'), GREEN);
    await expectNotAutomatic(BD('GreenHillTextiles', '12 Station Road, Uttara, Dhaka'), GREEN);
  });

  it('matches an address with its numbers glued to words', async () => {
    await expectAutomatic(BD('s u n r i s e  k n i t  ( u n i t 2 )', 'plot 12sector 5, Uttara, Dhaka'), SUNRISE);
    await expectAutomatic(BD('Sunrise Knit (Unit 2)', 'Plot#12, Sector#5, Uttara, Dhaka'), SUNRISE);
    // Another unit of the chain at that address is not it.
    await expectNotAutomatic(BD('s u n r i s e  k n i t  ( u n i t 3 )', 'plot 12sector 5, Uttara, Dhaka'), SUNRISE);
  });

  it('reads zones abbreviated and in other languages as one', async () => {
    await expectAutomatic(BD('Lotus Apparels Ltd', 'Plot 18, DEPZ, Savar'), LOTUS);
    await expectAutomatic(BD('Lotus Apparels Ltd', 'Plot 18, Dhaka E.P.Z., Savar'), LOTUS);
    await expectNotAutomatic(BD('Lotus Apparels Ltd', 'Plot 31, DEPZ, Savar'), LOTUS);
    await expectAutomatic(
      { name: 'Anatolia Tekstil San. ve Tic. A.S.', address: 'Çorlu OSB 4. Cadde No. 7', countryCode: 'TR' },
      ANATOLIA,
    );
    await expectAutomatic(
      {
        name: 'Textiles Opico S. A. de C. V.',
        address: 'San Bartolo Free Zone, Edificio 20, Ilopango',
        countryCode: 'SV',
      },
      OPICO,
    );
    await expectAutomatic(
      { name: 'Industrias Merlet S. A.', address: 'Mixco Norte Industrial Park, Bodega 11, Mixco', countryCode: 'GT' },
      MERLET,
    );
  });

  it('reads legal forms with dots and spaces, and keeps another legal form apart', async () => {
    await expectAutomatic(
      { name: 'Atlas Confection s.a.r.l.', address: 'Lot 8, Z.I. Almajd, Tanger', countryCode: 'MA' },
      ATLAS,
    );
    await expectAutomatic(BD('Green Valley Textiles Private Limited', '12 Station Road, Uttara, Dhaka'), GREEN);
    await expectNotAutomatic(
      { name: 'Atlas Confection S. A.', address: 'Lot 8, Zone Industrielle Almajd, Tanger', countryCode: 'MA' },
      ATLAS,
    );
  });

  it('offers the facility at the same house number, street and town under a new name for review only', async () => {
    const renamed = {
      name: 'Golden Bear Toys Co.',
      address: '14 Renmin Rd, Changan Town, Dongguan',
      countryCode: 'CN',
    };
    await expectOffered(renamed, PEARL, 'same house number, street and town, another name');
    // The old name given too makes the names alike enough to be offered as they are.
    await expectOffered({ ...renamed, name: 'Golden Bear Toys (formerly Pearl River Toys)' }, PEARL, 'same address');
    // Two doors down is another facility.
    for (const decision of await decisions({ ...renamed, address: '18 Renmin Road, Changan Town, Dongguan' }))
      expect(decision).toEqual({ kind: 'new' });
  });

  it('offers the facility at the same lot under a new name, its lot number glued to a letter', async () => {
    const renamed = {
      name: 'Saigon Star Apparel',
      address: 'Lot A12, Tan Thuan EPZ, District 7, Ho Chi Minh City',
      countryCode: 'VN',
    };
    await expectOffered(renamed, PHONG, 'same house number, street and town, another name');
    for (const decision of await decisions({
      ...renamed,
      address: 'Lot A14, Tan Thuan EPZ, District 7, Ho Chi Minh City',
    }))
      expect(decision).toEqual({ kind: 'new' });
  });

  it("offers a facility registered under a neighbour's code at the very name and address, never automatically", async () => {
    const row = { name: 'Codevi Apparel S.A.', address: 'Parc Industriel CODEVI, Ouanaminthe', countryCode: 'DO' };
    for (const decision of await decisions(row)) {
      expect(decision.kind).toBe('potential');
      expect(decision.kind === 'potential' && decision.candidates[0]).toMatchObject({
        osId: CODEVI,
        reviewOnly: true,
        countryCode: 'HT',
        evidence: { raised: expect.arrayContaining(['same name and address, registered in HT']) },
      });
    }
    // The same name at another address of the neighbour is not offered.
    for (const decision of await decisions({ ...row, address: 'Zona Franca Santiago, Nave 4' }))
      expect(decision).toEqual({ kind: 'new' });
  });
});
