import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testOsId } from '../../test/facility-fixtures.ts';
import { describeDifferences, indexDifferences } from '../../test/index-consistency.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { contributorWithList } from '../facility-admin/admin-test-fixtures.ts';
import { changeFacilityRecords } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const OS_ID = testOsId('BD', 1);
const indexRow = (osId: string) =>
  database.db.selectFrom('facility_index').selectAll().where('os_id', '=', osId).executeTakeFirst();

describe('facility records', () => {
  it('refreshes the index of what a change wrote when the change returns, in its transaction', async () => {
    const { db } = database;
    const { contributorId, listId } = await contributorWithList(db, 'Acme');
    const { id: itemId } = await db
      .insertInto('facility_list_items')
      .values({
        facility_list_id: listId,
        row_index: 0,
        raw_data: JSON.stringify({ name: 'Dhaka Knit', address: '1 Tejgaon Road', country: 'BD' }),
        status: 'NEW_FACILITY',
        name: 'Dhaka Knit',
        address: '1 Tejgaon Road',
        country_code: 'BD',
        geocoded_lat: 23.76,
        geocoded_lng: 90.39,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inside = await changeFacilityRecords(db, async (records) => {
      await records.createFacilities([
        {
          osId: OS_ID,
          name: 'Dhaka Knit',
          address: '1 Tejgaon Road',
          countryCode: 'BD',
          lat: 23.76,
          lng: 90.39,
          inexact: false,
          precision: null,
          place: null,
          createdFrom: { itemId },
        },
      ]);
      await records.addMatches([
        { facilityId: OS_ID, itemId, status: 'AUTOMATIC', confidence: 0, results: { match_type: 'new_facility' } },
      ]);
      await records.addExtendedFields([
        {
          facilityId: OS_ID,
          contributorId,
          fieldName: 'native_language_name',
          value: { raw_value: 'ঢাকা নিট' },
          source: { itemId },
        },
      ]);
      await sql`update facility_list_items set facility_id = ${OS_ID} where id = ${itemId}`.execute(records.trx);
      return indexRow(OS_ID);
    });
    // Not indexed while the change ran (outside its transaction), indexed with all of it after.
    expect(inside).toBeUndefined();
    expect(await indexRow(OS_ID)).toMatchObject({
      name: 'Dhaka Knit',
      contributor_ids: [contributorId],
      list_ids: [listId],
      native_language_names: ['ঢাকা নিট'],
      number_of_public_contributors: 1,
    });
    expect(await indexDifferences(db)).toEqual([]);
  });

  it('finds a write that went around it, naming each derived table and the rows that differ', async () => {
    const { db } = database;
    await sql`update facilities set name = 'Dhaka Knit Two' where os_id = ${OS_ID}`.execute(db);
    const differences = await indexDifferences(db);
    expect(differences.map((d) => d.table)).toEqual([
      'facility_index',
      // Its filter pages' postings (migration 0044) carry the sort name too.
      'facility_facet_postings',
      'facility_search_words',
      'facility_name_words',
      'name_words',
    ]);
    const postings = differences.find((d) => d.table === 'facility_facet_postings')!;
    expect(postings.live.length).toBeGreaterThan(0);
    expect(postings.live.every((row) => row.os_id === OS_ID && row.sort_name === 'dhaka knit')).toBe(true);
    expect(postings.rebuilt.map((row) => ({ ...row, sort_name: 'dhaka knit' }))).toEqual(postings.live);
    expect(differences[0]).toMatchObject({
      table: 'facility_index',
      count: 1,
      live: [{ os_id: OS_ID, name: 'Dhaka Knit', sort_name: 'dhaka knit' }],
      rebuilt: [{ os_id: OS_ID, name: 'Dhaka Knit Two', sort_name: 'dhaka knit two' }],
    });
    expect(differences.find((d) => d.table === 'name_words')).toEqual({
      table: 'name_words',
      count: 1,
      live: [],
      rebuilt: [{ word: 'two' }],
    });
    const message = describeDifferences(differences);
    expect(message).toContain(
      `facility_index: 1 differing row\n  ${OS_ID}: name live "Dhaka Knit" rebuilt "Dhaka Knit Two"; `,
    );
    expect(message).toContain('name_words: 1 differing row\n  rebuilt {"word":"two"}');
    // The check rolled its rebuild back: the live index is as the stray write left it.
    expect((await indexRow(OS_ID))?.name).toBe('Dhaka Knit');
  });
});
