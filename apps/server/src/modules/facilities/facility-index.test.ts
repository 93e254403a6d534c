import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from './facility-index.ts';

let database: Database;
const OS_ID = withCheck('CN2024001AAAA0');
const OTHER = withCheck('CN2024001AAAA1');

async function contributor(name: string, type: string) {
  const db = database.db;
  const user = await db.insertInto('users').values({ email: `${name}@example.org`, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  return (await db.insertInto('contributors').values({ admin_id: user.id, name, contributor_type: type }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.insertInto('facilities').values([
    { os_id: OS_ID, name: 'Crème Garments Co., Ltd.', address: 'No. 5, Yuexiu Road — Guangzhou', country_code: 'CN', lat: 23.1, lng: 113.2 },
    { os_id: OTHER, name: 'Other', address: 'Somewhere', country_code: 'CN', lat: 23, lng: 113 },
  ]).execute();
  const brand = await contributor('brand', 'Brand / Retailer');
  const union = await contributor('union', 'Union');
  const hidden = await contributor('hidden', 'Union');
  const list = await db.insertInto('facility_lists').values({ contributor_id: brand, name: 'L', file_name: 'l.csv', file_key: 'k', status: 'APPROVED' }).returning('id').executeTakeFirstOrThrow();
  const privateList = await db.insertInto('facility_lists').values({ contributor_id: hidden, name: 'P', file_name: 'p.csv', file_key: 'k', status: 'APPROVED', is_public: false }).returning('id').executeTakeFirstOrThrow();
  const item = (listId: number, row: number, sector: string[]) =>
    db.insertInto('facility_list_items').values({ facility_list_id: listId, row_index: row, raw_data: '{}', status: 'MATCHED', sector, facility_id: OS_ID }).returning('id').executeTakeFirstOrThrow();
  const a = await item(list.id, 0, ['Apparel']);
  const b = await item(privateList.id, 0, ['Toys']);
  const rejected = await item(list.id, 1, ['Footwear']);
  await db.insertInto('facility_matches').values([
    { facility_id: OS_ID, facility_list_item_id: a.id, status: 'AUTOMATIC' },
    { facility_id: OS_ID, facility_list_item_id: b.id, status: 'CONFIRMED' },
    { facility_id: OS_ID, facility_list_item_id: rejected.id, status: 'REJECTED' },
  ]).execute();
  await db.insertInto('moderation_events').values({
    contributor_id: union, request_type: 'CREATE', source: 'API', status: 'APPROVED', os_id: OS_ID, raw_data: '{}',
    cleaned_data: JSON.stringify({ name: 'x', sector: ['Textiles'] }), request_hash: 'h',
  }).execute();
  await db.insertInto('extended_fields').values([
    { facility_id: OS_ID, contributor_id: brand, field_name: 'product_type', value: JSON.stringify({ raw_values: ['Shirts', 'Jackets'] }) },
    { facility_id: OS_ID, contributor_id: brand, field_name: 'parent_company', value: JSON.stringify({ raw_value: 'ACME Group', name: 'ACME Group' }) },
    { facility_id: OS_ID, contributor_id: brand, field_name: 'facility_type', value: JSON.stringify({ raw_values: ['assembly'], matched_values: ['Final Product Assembly'] }) },
    { facility_id: OS_ID, contributor_id: union, field_name: 'processing_type', value: JSON.stringify({ raw_values: ['sewing'], matched_values: ['Sewing'] }) },
    { facility_id: OS_ID, contributor_id: union, field_name: 'number_of_workers', value: JSON.stringify({ min: 800, max: 1200, range: '1001-5000' }) },
    { facility_id: OS_ID, contributor_id: union, field_name: 'native_language_name', value: JSON.stringify({ raw_value: '克雷姆服装' }) },
  ]).execute();
  await db.insertInto('facility_claims').values({ facility_id: OS_ID, contributor_id: union, status: 'PENDING', contact_person: 'A', job_title: 'B', email: 'a@b.example' }).execute();
  await db.insertInto('facility_aliases').values({ os_id: withCheck('CN2019001ZZZZ0'), facility_id: OS_ID, reason: 'MERGE' }).execute();
});
afterAll(() => database.close());

describe('refreshFacilityIndex', () => {
  it('builds every column from the source tables', async () => {
    const before = await database.db.selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow();
    await refreshFacilityIndex(database.db, [OS_ID]);
    const row = await database.db.selectFrom('facility_index').selectAll().where('os_id', '=', OS_ID).executeTakeFirstOrThrow();
    const ids = await database.db.selectFrom('contributors').select(['id', 'name']).orderBy('id').execute();
    const id = (name: string) => ids.find((c) => c.name === name)!.id;
    expect(row).toMatchObject({
      name: 'Crème Garments Co., Ltd.',
      name_search: 'creme garments co ltd',
      address_search: 'no 5 yuexiu road guangzhou',
      sort_name: 'crème garments co., ltd.',
      alias_os_ids: [withCheck('CN2019001ZZZZ0')],
      contributor_types: ['Brand / Retailer', 'Union'],
      sectors: ['Apparel', 'Textiles'],
      product_types: ['Jackets', 'Shirts'],
      facility_types: ['Final Product Assembly'],
      processing_types: ['Sewing'],
      parent_companies: ['acme group'],
      number_of_workers: ['1001-5000'],
      native_language_names: ['克雷姆服装'],
      number_of_public_contributors: 2,
      has_approved_claim: false,
      has_pending_claim: true,
      is_closed: false,
    });
    expect([...row.contributor_ids].sort()).toEqual([id('brand'), id('union')].sort());
    expect(row.list_ids).toHaveLength(1);
    const after = await database.db.selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version + 1);
    // Only the facility asked for is indexed.
    expect(await database.db.selectFrom('facility_index').select('os_id').where('os_id', '=', OTHER).execute()).toEqual([]);
  });

  it('updates rows in place and indexes everything when no IDs are given', async () => {
    await database.db.updateTable('facilities').set({ name: 'Renamed Mill', is_closed: true }).where('os_id', '=', OS_ID).execute();
    await refreshFacilityIndex(database.db);
    const rows = await database.db.selectFrom('facility_index').select(['os_id', 'name', 'name_search', 'is_closed']).orderBy('os_id').execute();
    expect(rows).toEqual([
      { os_id: OS_ID, name: 'Renamed Mill', name_search: 'renamed mill', is_closed: true },
      { os_id: OTHER, name: 'Other', name_search: 'other', is_closed: false },
    ]);
  });
});
