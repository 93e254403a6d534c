import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDifferences } from '../../test/recount.ts';
import type { Database, Db } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import { CELL_COUNTED_FACETS, CELL_COUNTED_MAX_ZOOM, GRID_CELLS_PER_SIDE } from '../tiles/service.ts';
import { refreshFacilityIndex } from './facility-index.ts';

let database: Database;
let db: Db;
const MAIN = withCheck('CN2024001AAAA0'); // sources of every kind
const FROM_EVENT = withCheck('BD2024001AAAA1'); // created by a single-location contribution
const BARE = withCheck('VN2024001AAAA2'); // no sources at all
const MERGED_AWAY = withCheck('CN2019001ZZZZ0');
const ids: Record<string, number> = {};

const json = (value: unknown) => JSON.stringify(value);

async function contributor(name: string, type: string) {
  const user = await db
    .insertInto('users')
    .values({ email: `${name}@example.org`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('contributors')
    .values({ admin_id: user.id, name, contributor_type: type })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = row.id;
  return row.id;
}

async function list(owner: number, values: { is_public?: boolean; is_active?: boolean } = {}) {
  return (
    await db
      .insertInto('facility_lists')
      .values({ contributor_id: owner, name: 'L', file_name: 'l.csv', file_key: 'k', status: 'APPROVED', ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

let row = 0;
/** A list row matched to `facility` with the given match status; returns the row's id. */
async function match(listId: number, facility: string, status: string, sector: string[], isActive = true) {
  const item = await db
    .insertInto('facility_list_items')
    .values({
      facility_list_id: listId,
      row_index: row++,
      raw_data: '{}',
      status: 'MATCHED',
      sector,
      facility_id: facility,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('facility_matches')
    .values({ facility_id: facility, facility_list_item_id: item.id, status, is_active: isActive })
    .execute();
  return item.id;
}

async function event(owner: number, status: string, osId: string | null, sector: unknown) {
  return (
    await db
      .insertInto('moderation_events')
      .values({
        contributor_id: owner,
        request_type: osId ? 'UPDATE' : 'CREATE',
        source: 'API',
        status,
        os_id: osId,
        raw_data: '{}',
        cleaned_data: json({ name: 'x', sector }),
        request_hash: `h${row++}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const field = (
  facility: string,
  owner: number,
  field_name: string,
  value: unknown,
  source: { facility_list_item_id?: number; moderation_event_id?: string; facility_claim_id?: number } = {},
) => ({ facility_id: facility, contributor_id: owner, field_name, value: json(value), ...source });

const claim = (facility: string, owner: number, status: string, sectors: string[] = [], description = '') =>
  db
    .insertInto('facility_claims')
    .values({
      facility_id: facility,
      contributor_id: owner,
      status,
      contact_person: 'A',
      job_title: 'B',
      email: 'a@b.example',
      sectors,
      facility_description: description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const indexRow = (osId: string) =>
  db.selectFrom('facility_index').selectAll().where('os_id', '=', osId).executeTakeFirst();
const tileVersion = async () =>
  (await db.selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow()).version;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db
    .insertInto('facilities')
    .values([
      {
        os_id: MAIN,
        name: 'Crème Garments Co., Ltd.',
        address: 'No. 5, Yuexiu  Road — Guangzhou',
        country_code: 'CN',
        lat: 23.1,
        lng: 113.2,
        created_at: '2024-01-01T00:00:00Z',
      },
      {
        os_id: FROM_EVENT,
        name: 'Dhaka Knit Ltd.',
        address: 'Plot 5, Ashulia, Dhaka',
        country_code: 'BD',
        lat: 23.9,
        lng: 90.3,
      },
      {
        os_id: BARE,
        name: 'Saigon Sewing',
        address: 'Lot A1, Tan Thuan, Ho Chi Minh City',
        country_code: 'VN',
        lat: 10.8,
        lng: 106.7,
      },
    ])
    .execute();
  const brand = await contributor('brand', 'Brand / Retailer');
  const union = await contributor('union', 'Union');
  const msi = await contributor('msi', 'Multi-Stakeholder Initiative');
  const hidden = await contributor('hidden', 'Civil Society Organization');
  const owner = await contributor('owner', 'Facility / Factory / Manufacturing Group / Supplier / Vendor');
  const loser = await contributor('loser', 'Auditor / Certification Scheme / Service Provider');

  const brandList = await list(brand);
  const msiList = await list(msi);
  ids.brandList = brandList;
  ids.msiList = msiList;
  const visible = await match(brandList, MAIN, 'AUTOMATIC', ['Apparel']);
  await match(msiList, MAIN, 'MERGED', [' Textiles ']); // rows moved here by a merge still count
  const privateRow = await match(await list(hidden, { is_public: false }), MAIN, 'CONFIRMED', ['Toys']);
  await match(await list(loser, { is_active: false }), MAIN, 'AUTOMATIC', ['Furniture']);
  await match(await list(loser), MAIN, 'REJECTED', ['Footwear']);
  await match(await list(loser), MAIN, 'AUTOMATIC', ['Footwear'], false);
  ids.privateRow = privateRow;

  const approved = await event(union, 'APPROVED', MAIN, ['Leather']);
  const pending = await event(loser, 'PENDING', MAIN, ['Jewelry']);
  const creating = await event(union, 'APPROVED', null, 'Home Textiles');
  await db
    .updateTable('facilities')
    .set({ created_from_moderation_id: creating })
    .where('os_id', '=', FROM_EVENT)
    .execute();

  const approvedClaim = await claim(
    MAIN,
    owner,
    'APPROVED',
    ['Apparel Accessories'],
    'Sewing & Embroidery — since 1998',
  );
  await claim(MAIN, loser, 'PENDING', ['Mining'], 'Coal mining');
  await claim(MAIN, brand, 'DENIED', ['Coal']);
  await claim(FROM_EVENT, owner, 'PENDING');

  await db
    .insertInto('extended_fields')
    .values([
      field(
        MAIN,
        brand,
        'product_type',
        { raw_values: ['Shirts', ' Jackets ', ''] },
        { facility_list_item_id: visible },
      ),
      field(
        MAIN,
        brand,
        'parent_company',
        { raw_value: 'ACME Group', name: 'ACME Group' },
        { facility_list_item_id: visible },
      ),
      field(
        MAIN,
        brand,
        'facility_type',
        { raw_values: ['assembly'], matched_values: ['Final Product Assembly'] },
        { facility_list_item_id: visible },
      ),
      field(
        MAIN,
        union,
        'processing_type',
        { raw_values: ['sewing'], matched_values: ['Sewing'] },
        { moderation_event_id: approved },
      ),
      field(
        MAIN,
        union,
        'number_of_workers',
        { min: 800, max: 1200, range: '1001-5000' },
        { moderation_event_id: approved },
      ),
      field(MAIN, union, 'native_language_name', { raw_value: '克雷姆服装' }, { moderation_event_id: approved }),
      field(MAIN, owner, 'sector', { values: ['Home Accessories'] }, { facility_claim_id: approvedClaim.id }),
      field(MAIN, owner, 'number_of_workers', { min: 12000, max: 12000 }, { facility_claim_id: approvedClaim.id }),
      field(MAIN, owner, 'parent_company', { raw_value: 'Acme group' }),
      // Sources that do not count: a private list's row, a pending event, and a malformed value.
      field(MAIN, hidden, 'product_type', { raw_values: ['Dolls'] }, { facility_list_item_id: privateRow }),
      field(
        MAIN,
        loser,
        'processing_type',
        { raw_values: ['x'], matched_values: ['Tanning'] },
        { moderation_event_id: pending },
      ),
      field(MAIN, loser, 'number_of_workers', { min: 'many', max: null }),
      field(FROM_EVENT, union, 'product_type', { raw_values: 'Towels' }, { moderation_event_id: creating }),
    ])
    .execute();
  await db
    .insertInto('facility_aliases')
    .values([
      { os_id: MERGED_AWAY, facility_id: MAIN, reason: 'MERGE' },
      { os_id: withCheck('CN2018001ZZZZ1'), facility_id: MAIN, reason: 'MERGE' },
    ])
    .execute();
});
afterAll(() => database.close());

describe('refreshFacilityIndex', () => {
  it('builds every column of the asked facilities from their counting sources', async () => {
    const before = await tileVersion();
    expect(await refreshFacilityIndex(db, [MAIN, MAIN])).toEqual({ indexed: 1, changed: 1, removed: 0 });
    expect(await tileVersion()).toBe(before + 1);
    const indexed = await indexRow(MAIN);
    expect(indexed).toEqual({
      os_id: MAIN,
      name: 'Crème Garments Co., Ltd.',
      address: 'No. 5, Yuexiu  Road — Guangzhou',
      country_code: 'CN',
      lat: 23.1,
      lng: 113.2,
      name_search: 'creme garments co ltd',
      address_search: 'no 5 yuexiu road guangzhou',
      sort_name: 'creme garments co., ltd.', // unaccented, so A to Z puts É with E
      alias_os_ids: [withCheck('CN2018001ZZZZ1'), MERGED_AWAY],
      contributor_ids: [ids.brand, ids.union, ids.msi, ids.owner],
      public_contributor_ids: [ids.brand, ids.union, ids.msi],
      list_ids: [ids.brandList, ids.msiList],
      contributor_types: [
        'Brand / Retailer',
        'Facility / Factory / Manufacturing Group / Supplier / Vendor',
        'Multi-Stakeholder Initiative',
        'Union',
      ],
      sectors: ['Apparel', 'Apparel Accessories', 'Home Accessories', 'Leather', 'Textiles'],
      product_types: ['Jackets', 'Shirts'],
      facility_types: ['Final Product Assembly'],
      processing_types: ['Sewing'],
      parent_companies: ['acme group'],
      number_of_workers: ['1001-5000', 'Less than 1000', 'More than 10000'],
      native_language_names: ['克雷姆服装'],
      // The approved claim's description, folded; the pending claim's is not the facility's.
      description_search: 'sewing embroidery since 1998',
      number_of_public_contributors: 3,
      has_approved_claim: true,
      has_pending_claim: true,
      is_closed: false,
      created_at: indexed!.created_at,
      updated_at: indexed!.updated_at,
    });
    expect(new Date(indexed!.created_at).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    // Only the facility asked for is indexed.
    expect(await indexRow(FROM_EVENT)).toBeUndefined();
  });

  it('counts the contribution a facility was created from', async () => {
    await refreshFacilityIndex(db, [FROM_EVENT]);
    expect(await indexRow(FROM_EVENT)).toMatchObject({
      contributor_ids: [ids.union],
      public_contributor_ids: [ids.union],
      list_ids: [],
      contributor_types: ['Union'],
      sectors: ['Home Textiles'],
      product_types: ['Towels'],
      number_of_public_contributors: 1,
      has_approved_claim: false,
      has_pending_claim: true,
    });
  });

  it('follows changes: a row made private, a closed facility, a withdrawn claim', async () => {
    await db.updateTable('facility_lists').set({ is_public: false }).where('id', '=', ids.brandList!).execute();
    await db
      .updateTable('facilities')
      .set({ is_closed: true, name: 'Renamed Mill' })
      .where('os_id', '=', MAIN)
      .execute();
    await db
      .updateTable('facility_claims')
      .set({ status: 'REVOKED' })
      .where('facility_id', '=', MAIN)
      .where('status', '=', 'APPROVED')
      .execute();
    await refreshFacilityIndex(db, [MAIN]);
    expect(await indexRow(MAIN)).toMatchObject({
      description_search: '',
      name: 'Renamed Mill',
      name_search: 'renamed mill',
      sort_name: 'renamed mill',
      contributor_ids: [ids.union, ids.msi],
      public_contributor_ids: [ids.union, ids.msi],
      list_ids: [ids.msiList],
      sectors: ['Leather', 'Textiles'],
      product_types: [],
      facility_types: [],
      processing_types: ['Sewing'],
      parent_companies: ['acme group'],
      number_of_workers: ['1001-5000', 'Less than 1000'],
      number_of_public_contributors: 2,
      has_approved_claim: false,
      has_pending_claim: true,
      is_closed: true,
    });
  });

  it('moves the tile cache key only for real changes, and records where they lie', async () => {
    const changes = (version: number) =>
      db
        .selectFrom('tile_cache_changes')
        .select(['lat', 'lng'])
        .where('version', '=', version)
        .orderBy('lat')
        .execute();
    expect(await refreshFacilityIndex(db, [MAIN, BARE])).toEqual({ indexed: 2, changed: 1, removed: 0 }); // BARE is new
    const start = await tileVersion();
    expect(await refreshFacilityIndex(db, [MAIN, BARE])).toEqual({ indexed: 2, changed: 0, removed: 0 });
    expect(await tileVersion()).toBe(start);

    await db.updateTable('facilities').set({ name: 'Saigon Sewing 2' }).where('os_id', '=', BARE).execute();
    expect(await refreshFacilityIndex(db, [MAIN, BARE])).toEqual({ indexed: 2, changed: 1, removed: 0 });
    expect(await tileVersion()).toBe(start + 1);
    expect(await changes(start + 1)).toEqual([{ lat: 10.8, lng: 106.7 }]);

    // A move is a change at both ends.
    await db.updateTable('facilities').set({ lat: 11.5, lng: 104.9 }).where('os_id', '=', BARE).execute();
    await refreshFacilityIndex(db, [BARE]);
    expect(await changes(start + 2)).toEqual([
      { lat: 10.8, lng: 106.7 },
      { lat: 11.5, lng: 104.9 },
    ]);

    // A full rebuild that changes rows cannot list them all: the change is "anywhere".
    await db
      .updateTable('facilities')
      .set({ lat: 10.8, lng: 106.7, name: 'Saigon Sewing' })
      .where('os_id', '=', BARE)
      .execute();
    expect(await refreshFacilityIndex(db)).toMatchObject({ changed: 1, removed: 0 });
    expect(await changes(start + 3)).toEqual([{ lat: null, lng: null }]);
    expect(await refreshFacilityIndex(db)).toMatchObject({ changed: 0 });
    expect(await tileVersion()).toBe(start + 3);
  });

  it('refreshes given facilities a batch at a time, recorded as one change', async () => {
    const names = await db
      .selectFrom('facilities')
      .select(['os_id', 'name'])
      .where('os_id', 'in', [MAIN, BARE])
      .execute();
    const start = await tileVersion();
    await db
      .updateTable('facilities')
      .set({ name: sql`name || ' (renamed)'` })
      .where('os_id', 'in', [MAIN, BARE])
      .execute();
    expect(await refreshFacilityIndex(db, [MAIN, BARE, MAIN], { batchSize: 1 })).toEqual({
      indexed: 2,
      changed: 2,
      removed: 0,
    });
    expect(await tileVersion()).toBe(start + 1);
    const changes = await db
      .selectFrom('tile_cache_changes')
      .select(['lat', 'lng'])
      .where('version', '=', start + 1)
      .orderBy('lat')
      .execute();
    expect(changes).toEqual([
      { lat: 10.8, lng: 106.7 },
      { lat: 23.1, lng: 113.2 },
    ]);
    expect((await indexRow(BARE))?.name).toBe('Saigon Sewing (renamed)');

    for (const { os_id, name } of names)
      await db.updateTable('facilities').set({ name }).where('os_id', '=', os_id).execute();
    expect(await refreshFacilityIndex(db, [MAIN, BARE], { batchSize: 1 })).toMatchObject({ changed: 2 });
  });

  it('keeps the per-filter and per-cell counts equal to a recount', async () => {
    expect((await recountDifferences(db)).index).toEqual([]);
    const kept = await sql<{ facet: string; value: string; count: number }>`
      select facet, value, count::int from facility_facet_counts where count <> 0 order by 1, 2`.execute(db);
    expect(kept.rows.some((row) => row.facet === 'country+sector')).toBe(true);
    const indexed = (
      await db
        .selectFrom('facility_index')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(kept.rows).toContainEqual({ facet: 'all', value: '', count: Number(indexed) });
    const cells = (table: string) =>
      sql<{ n: number }>`select count(*)::int as n, coalesce(sum(count), 0)::int as total
      from ${sql.table(table)} where count <> 0 and level = 17`.execute(db);
    expect((await cells('facility_grid_counts')).rows[0]).toEqual({ n: Number(indexed), total: Number(indexed) });

    // Kept for the facets and zooms the tile service reads them for, and no others.
    const keptFor = await sql<{ facet: string; levels: number[] }>`
      select facet, array_agg(distinct level order by level)::int[] as levels
      from facility_facet_grid_cells(23.8, 90.4, 'BD', '{Union}', '{Apparel}', '{Final Product Assembly}', '{Sewing}', '{1001-5000}', false, true)
      group by facet order by facet`.execute(db);
    const zooms = Array.from({ length: CELL_COUNTED_MAX_ZOOM + 1 }, (_, z) => z + Math.log2(GRID_CELLS_PER_SIDE));
    expect(keptFor.rows).toEqual([...CELL_COUNTED_FACETS].sort().map((facet) => ({ facet, levels: zooms })));
  });

  it('rebuilds everything in batches and drops rows of facilities that are gone', async () => {
    await sql`alter table facility_index drop constraint facility_index_os_id_fkey`.execute(db);
    try {
      await db.deleteFrom('facilities').where('os_id', '=', FROM_EVENT).execute();
      const progress: number[] = [];
      const result = await refreshFacilityIndex(db, undefined, {
        batchSize: 1,
        onProgress: (done) => progress.push(done),
      });
      expect(result).toEqual({ indexed: 2, changed: 0, removed: 1 }); // both rows were already as they would be
      expect(progress).toEqual([1, 2]);
      const rows = await db
        .selectFrom('facility_index')
        .select(['os_id', 'number_of_public_contributors'])
        .orderBy('os_id')
        .execute();
      expect(rows).toEqual([
        { os_id: MAIN, number_of_public_contributors: 2 },
        { os_id: BARE, number_of_public_contributors: 0 },
      ]);
      expect(await indexRow(BARE)).toMatchObject({
        contributor_ids: [],
        sectors: [],
        alias_os_ids: [],
        number_of_workers: [],
      });
      expect(await refreshFacilityIndex(db, [])).toEqual({ indexed: 0, changed: 0, removed: 0 });
    } finally {
      await sql`alter table facility_index add constraint facility_index_os_id_fkey foreign key (os_id) references facilities (os_id) on delete cascade`.execute(
        db,
      );
    }
  });
});
