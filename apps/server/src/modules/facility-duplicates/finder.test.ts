import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { runFullPass, runPendingChecks } from './finder.ts';
import { insertPass } from './queries.ts';

let database: Database;
const POTENTIAL = 0.6;

const facility = (country: string, n: number, name: string, address: string, lat: number, lng: number) => ({
  os_id: testOsId(country, n),
  name,
  address,
  country_code: country,
  lat,
  lng,
});

/** Distinct facilities, and planted duplicates of some of them as another list writes them. */
const ORIGINALS: IndexedFacility[] = [
  facility('BD', 1, 'Rainbow Knitwear Ltd', 'Plot 5, Tejgaon Road, Dhaka', 23.81, 90.41),
  facility('BD', 2, 'Meghna Denim Mills Limited', '12 Kanchpur Road, Narayanganj', 23.7, 90.52),
  facility('BD', 3, 'Sunrise Sweaters Ltd', 'Plot 44, Ashulia Road, Savar', 23.9, 90.3),
  facility(
    'BD',
    4,
    'Karnaphuli Shoes Industries',
    'Chittagong Export Processing Zone, Sector 7, Chittagong',
    22.3,
    91.8,
  ),
  facility('BD', 5, 'Padma Poly Cotton Knit Fabrics', '88 Gazipur Road, Tongi', 23.89, 90.4),
  facility('CN', 1, 'Ningbo Honghao Garments Co., Ltd.', 'No. 18 Yinxian Road, Ningbo', 29.87, 121.54),
  facility('CN', 2, 'Qingdao Taifeng Knitting Co., Ltd.', '27 Huanghe Road, Qingdao', 36.07, 120.38),
];
const PLANTED: IndexedFacility[] = [
  // A letter swapped, the street abbreviated.
  facility('BD', 11, 'Rianbow Knitwear Ltd', 'Plot 5, Tejgaon Rd, Dhaka', 23.81, 90.41),
  // Without its legal form, the town left out.
  facility('BD', 12, 'Meghna Denim Mills', '12 Kanchpur Road', 23.7, 90.52),
  // Letters spaced out, as a PDF leaves them.
  facility('CN', 11, 'N i n g b o Honghao Garments Co., Ltd.', 'No. 18 Yinxian Road, Ningbo', 29.87, 121.54),
];
/** Another facility of a like name in another town: a look-alike, not a duplicate. */
const LOOK_ALIKE = facility('BD', 21, 'Sunrise Fabrics Ltd', '9 Station Road, Rajshahi', 24.37, 88.6);

const storedPairs = async () =>
  (
    await sql<{ a: string; b: string; confidence: number; dismissed: boolean }>`
      select trim(os_id_a) as a, trim(os_id_b) as b, confidence, dismissed_at is not null as dismissed
      from facility_duplicates order by os_id_a, os_id_b`.execute(database.db)
  ).rows;

const pair = (x: IndexedFacility, y: IndexedFacility) => [x.os_id, y.os_id].sort() as [string, string];

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(database.db, [...ORIGINALS, LOOK_ALIKE]);
});
afterAll(() => database.close());

describe('duplicate finder', () => {
  it('a full pass stores every planted duplicate with its evidence, and no other pair', async () => {
    await insertIndexed(database.db, PLANTED);
    const pass = await insertPass(database.db, null);
    await runFullPass(database.db, pass.id, { minConfidence: POTENTIAL });
    const pairs = await storedPairs();
    expect(pairs.map((row) => [row.a, row.b])).toEqual(
      [pair(ORIGINALS[0]!, PLANTED[0]!), pair(ORIGINALS[1]!, PLANTED[1]!), pair(ORIGINALS[5]!, PLANTED[2]!)].sort(),
    );
    for (const row of pairs) expect(row.confidence).toBeGreaterThanOrEqual(POTENTIAL);
    const evidence = await database.db.selectFrom('facility_duplicates').select('evidence').execute();
    for (const { evidence: found } of evidence)
      expect(found).toMatchObject({ raised: expect.any(Array), lowered: expect.any(Array), conflicting: false });
    const progress = await database.db
      .selectFrom('facility_duplicate_passes')
      .select(['status', 'countries_total', 'countries_done', 'facilities_total', 'facilities_done', 'pairs_found'])
      .where('id', '=', pass.id)
      .executeTakeFirstOrThrow();
    expect(progress).toEqual({
      status: 'DONE',
      countries_total: 2,
      countries_done: 2,
      facilities_total: 11,
      facilities_done: 11,
      pairs_found: 3,
    });
  });

  it('a dismissed pair is never proposed again, by a full pass or a check', async () => {
    const [dismissed] = pair(ORIGINALS[0]!, PLANTED[0]!);
    await sql`update facility_duplicates set dismissed_at = now() where os_id_a = ${dismissed}`.execute(database.db);
    const pass = await insertPass(database.db, null);
    await runFullPass(database.db, pass.id, { minConfidence: POTENTIAL });
    // Changing the facility queues it for a check, which finds the pair again and leaves it dismissed.
    await sql`update facilities set address = 'Plot 5, Tejgaon Road, Dhaka 1208' where os_id = ${PLANTED[0]!.os_id}`.execute(
      database.db,
    );
    await refreshFacilityIndex(database.db, [PLANTED[0]!.os_id]);
    expect(await runPendingChecks(database.db, { minConfidence: POTENTIAL })).toMatchObject({ checked: 1 });
    const pairs = await storedPairs();
    expect(pairs).toHaveLength(3);
    expect(pairs.find((row) => row.a === dismissed)).toMatchObject({ dismissed: true });
    expect(pairs.filter((row) => row.dismissed)).toHaveLength(1);
  });

  it('compares new facilities as they come, and a changed one again', async () => {
    // The triggers of facility_index queue new facilities; the check takes them off the queue.
    await runPendingChecks(database.db, { minConfidence: POTENTIAL });
    const late = facility(
      'CN',
      12,
      'Qingdao Taifeng Knitting Company Limited',
      '27 Huanghe Rd, Qingdao',
      36.07,
      120.38,
    );
    await insertIndexed(database.db, [late]);
    expect(
      (await database.db.selectFrom('facility_duplicate_checks').select('os_id').execute()).map((row) => row.os_id),
    ).toEqual([late.os_id]);
    expect(await runPendingChecks(database.db, { minConfidence: POTENTIAL })).toEqual({ checked: 1, pairs: 1 });
    expect((await storedPairs()).map((row) => [row.a, row.b])).toContainEqual(pair(ORIGINALS[6]!, late));
    expect(await database.db.selectFrom('facility_duplicate_checks').select('os_id').execute()).toEqual([]);

    // Renamed and moved away: no longer alike, so its pair goes.
    await sql`update facilities set name = 'Yellow River Toys', address = '1 Binhai Road, Dalian', lat = 38.9, lng = 121.6
      where os_id = ${late.os_id}`.execute(database.db);
    await refreshFacilityIndex(database.db, [late.os_id]);
    expect(await runPendingChecks(database.db, { minConfidence: POTENTIAL })).toEqual({ checked: 1, pairs: 0 });
    expect((await storedPairs()).map((row) => [row.a, row.b])).not.toContainEqual(pair(ORIGINALS[6]!, late));
    expect(await storedPairs()).toHaveLength(3);
  });
});
