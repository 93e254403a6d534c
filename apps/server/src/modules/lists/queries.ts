import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { FacilityListItems, FacilityLists } from '../../db/schema.ts';
import type { ParsedRow } from './parse-row.ts';
import type { GeocodePrecision } from '@registry/core/geocode-precision';

export type ListRecord = Selectable<FacilityLists>;
export type ItemRecord = Selectable<FacilityListItems>;

export async function findContributorSettings(db: Executor, contributorId: number) {
  return db
    .selectFrom('contributors')
    .select(['id', 'auto_approve_lists', 'list_match_responsibility'])
    .where('id', '=', contributorId)
    .executeTakeFirstOrThrow();
}

export async function insertList(
  db: Executor,
  values: Pick<
    ListRecord,
    | 'contributor_id'
    | 'name'
    | 'description'
    | 'file_name'
    | 'file_key'
    | 'file_size'
    | 'file_sha256'
    | 'header'
    | 'status'
    | 'match_responsibility'
    | 'replaces_id'
    | 'status_changed_at'
  >,
): Promise<ListRecord> {
  return db
    .insertInto('facility_lists')
    .values({ ...values, header: JSON.stringify(values.header) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setListFileKey(db: Executor, listId: number, fileKey: string) {
  await db.updateTable('facility_lists').set({ file_key: fileKey }).where('id', '=', listId).execute();
}

export async function findList(
  db: Executor,
  listId: number,
  options: { lock?: boolean } = {},
): Promise<ListRecord | undefined> {
  let query = db.selectFrom('facility_lists').selectAll().where('id', '=', listId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listsOfContributor(db: Executor, contributorId: number): Promise<ListRecord[]> {
  return db
    .selectFrom('facility_lists')
    .selectAll()
    .where('contributor_id', '=', contributorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Item counts by status, per list. */
export async function statusCounts(db: Executor, listIds: number[]): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>();
  if (listIds.length === 0) return counts;
  const rows = await db
    .selectFrom('facility_list_items')
    .select(['facility_list_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('facility_list_id', 'in', listIds)
    .groupBy(['facility_list_id', 'status'])
    .execute();
  for (const row of rows) {
    const byStatus = counts.get(row.facility_list_id) ?? {};
    byStatus[row.status] = Number(row.n);
    counts.set(row.facility_list_id, byStatus);
  }
  // Repeated rows counted without an item each are DUPLICATE rows all the same.
  const repeats = await db
    .selectFrom('facility_lists')
    .select(['id', 'unstored_repeats'])
    .where('id', 'in', listIds)
    .where('unstored_repeats', '>', 0)
    .execute();
  for (const list of repeats) {
    const byStatus = counts.get(list.id) ?? {};
    byStatus.DUPLICATE = (byStatus.DUPLICATE ?? 0) + list.unstored_repeats;
    counts.set(list.id, byStatus);
  }
  return counts;
}

export interface NewItem {
  row: ParsedRow;
  status: 'PARSED' | 'ERROR_PARSING' | 'DUPLICATE';
  errors: string[];
}

/**
 * Rows already stored (a resumed parse) are left as they are: each row becomes one item, once.
 * The batch travels as one JSON parameter, which both engines turn into rows quickly.
 */
export async function insertItems(db: Executor, listId: number, items: NewItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map(({ row, status, errors }) => ({
    row_index: row.rowIndex,
    raw_data: row.rawData,
    status,
    processing_errors: errors,
    country_code: row.countryCode,
    name: row.name,
    address: row.address,
    clean_name: row.cleanName,
    clean_address: row.cleanAddress,
    sector: row.sector,
    product_type: row.productType,
    facility_type: row.facilityType,
    processing_type: row.processingType,
    number_of_workers: row.numberOfWorkers,
    parent_company: row.parentCompany,
    native_language_name: row.nativeLanguageName,
    given_lat: row.lat,
    given_lng: row.lng,
  }));
  await sql`
    insert into facility_list_items (facility_list_id, row_index, raw_data, status, processing_errors, processing_completed_at,
      country_code, name, address, clean_name, clean_address, sector, product_type, facility_type, processing_type,
      number_of_workers, parent_company, native_language_name, given_lat, given_lng)
    select ${listId}::bigint, r.row_index, r.raw_data, r.status, r.processing_errors,
      case when r.status <> 'PARSED' then now() end, r.country_code, r.name, r.address, r.clean_name, r.clean_address,
      r.sector, r.product_type, r.facility_type, r.processing_type, r.number_of_workers, r.parent_company,
      r.native_language_name, r.given_lat, r.given_lng
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (row_index integer, raw_data jsonb, status text,
      processing_errors jsonb, country_code text, name text, address text, clean_name text, clean_address text,
      sector text[], product_type text[], facility_type text[], processing_type text[], number_of_workers text,
      parent_company text, native_language_name text, given_lat float8, given_lng float8)
    on conflict (facility_list_id, row_index) do nothing`.execute(db);
}

export async function finishParse(
  db: Executor,
  listId: number,
  values: {
    header: string[];
    nonstandardFields: string[];
    parsingErrors: { message: string; type: string }[];
    /** Rows counted as DUPLICATE without an item each (read-list-items.ts). */
    unstoredRepeats: number;
    /** A message added to the last stored copy of each such row. */
    repeatNotes: { rowIndex: number; message: string }[];
  },
): Promise<void> {
  if (values.repeatNotes.length) {
    await sql`
      update facility_list_items i set processing_errors = i.processing_errors || jsonb_build_array(n.message)
      from jsonb_to_recordset(${JSON.stringify(values.repeatNotes)}::jsonb) as n ("rowIndex" integer, message text)
      where i.facility_list_id = ${listId} and i.row_index = n."rowIndex"`.execute(db);
  }
  await db
    .updateTable('facility_lists')
    .set({
      header: JSON.stringify(values.header),
      nonstandard_fields: values.nonstandardFields,
      parsing_errors: JSON.stringify(values.parsingErrors),
      unstored_repeats: values.unstoredRepeats,
      item_count: sql<number>`(select count(*) from facility_list_items where facility_list_id = ${listId}) + ${values.unstoredRepeats}::int`,
      parsed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', listId)
    .execute();
}

export async function setListStatus(
  db: Executor,
  listId: number,
  values: { status: string; reason: string; userId: number | null },
): Promise<void> {
  await db
    .updateTable('facility_lists')
    .set({
      status: values.status,
      status_change_reason: values.reason,
      status_changed_by_id: values.userId,
      status_changed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', listId)
    .execute();
}

export async function itemsInStatus(
  db: Executor,
  listId: number,
  statuses: string[],
  limit: number,
): Promise<ItemRecord[]> {
  return db
    .selectFrom('facility_list_items')
    .selectAll()
    .where('facility_list_id', '=', listId)
    .where('status', 'in', statuses)
    .orderBy('row_index')
    .limit(limit)
    .execute();
}

export async function countItemsInStatus(db: Executor, listId: number, statuses: string[]): Promise<number> {
  const row = await db
    .selectFrom('facility_list_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('facility_list_id', '=', listId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface GeocodedValues {
  status: 'GEOCODED' | 'GEOCODED_NO_RESULTS' | 'ERROR_GEOCODING';
  lat: number | null;
  lng: number | null;
  address: string | null;
  exact: boolean | null;
  /** The geocoder's precision; null for coordinates given in the file and rows not placed. */
  precision: GeocodePrecision | null;
  errors: string[];
}

/** One statement for a batch of rows; a row another worker already moved on stays as it is. */
export async function saveGeocoded(db: Executor, rows: { itemId: number; values: GeocodedValues }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    ({ itemId, values: v }) =>
      sql`(${itemId}::bigint, ${v.status}::text, ${v.lat}::float8, ${v.lng}::float8, ${v.address}::text, ${v.exact}::boolean, ${v.precision}::text, ${JSON.stringify(v.errors)}::jsonb)`,
  );
  await sql`
    update facility_list_items li set status = v.status, geocoded_lat = v.lat, geocoded_lng = v.lng,
      geocoded_address = v.address, geocoded_is_exact = v.exact, geocoded_precision = v.precision,
      processing_errors = v.errors,
      processing_started_at = coalesce(li.processing_started_at, now()),
      processing_completed_at = case when v.status = 'ERROR_GEOCODING' then now() end, updated_at = now()
    from (values ${sql.join(values)}) as v (id, status, lat, lng, address, exact, precision, errors)
    where li.id = v.id and li.status = 'PARSED'`.execute(db);
}

export interface ItemOutcome {
  itemId: number;
  status: string;
  facilityId: string | null;
  errors?: string[];
}

/** The final status of a batch of rows, in one statement. */
export async function finishItems(db: Executor, outcomes: ItemOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = outcomes.map(
    (o) =>
      sql`(${o.itemId}::bigint, ${o.status}::text, ${o.facilityId}::bpchar, ${o.errors ? JSON.stringify(o.errors) : null}::jsonb)`,
  );
  await sql`
    update facility_list_items li set status = v.status, facility_id = v.facility_id,
      processing_errors = coalesce(v.errors, li.processing_errors), processing_completed_at = now(), updated_at = now()
    from (values ${sql.join(values)}) as v (id, status, facility_id, errors)
    where li.id = v.id`.execute(db);
}

export async function markProcessed(db: Executor, listId: number): Promise<void> {
  await db
    .updateTable('facility_lists')
    .set({ processed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', listId)
    .execute();
}

/** The list is replaced: it stops counting (its matches: FacilityRecords.deactivateListMatches). */
export async function markReplaced(db: Executor, listId: number): Promise<void> {
  await db
    .updateTable('facility_lists')
    .set({ status: 'REPLACED', is_active: false, status_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', listId)
    .execute();
}
