import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { ItemRecord } from './queries.ts';

export interface ItemFilter {
  statuses: string[];
  search: string;
}

/** Statuses the filter names, with REMOVED standing for both stored removal statuses. */
const storedStatuses = (statuses: string[]) => [
  ...new Set(statuses.flatMap((s) => (s === 'REMOVED' ? ['REMOVED', 'ITEM_REMOVED'] : [s]))),
];

/** `%term%` for LIKE with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Executor, listId: number, filter: ItemFilter) {
  let query = db.selectFrom('facility_list_items').where('facility_list_id', '=', listId);
  if (filter.statuses.length) query = query.where('status', 'in', storedStatuses(filter.statuses));
  // The same expression as the trigram index facility_list_items_search_idx.
  if (filter.search) query = query.where(sql<boolean>`lower(name || ' ' || address) like ${containing(filter.search)}`);
  return query;
}

/** One page of a list's rows in row order, and how many rows the filter leaves. */
export async function itemsPage(
  db: Executor,
  listId: number,
  filter: ItemFilter,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, listId, filter).selectAll().orderBy('row_index').offset(page.offset).limit(page.limit).execute(),
    filtered(db, listId, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function findItem(db: Executor, itemId: number): Promise<ItemRecord | undefined> {
  return db.selectFrom('facility_list_items').selectAll().where('id', '=', itemId).executeTakeFirst();
}

/** The matches of these rows with their facility's name, address, location and claim. */
export async function matchesOfItems(db: Executor, itemIds: number[]) {
  return db
    .selectFrom('facility_matches as m')
    .innerJoin('facilities as f', 'f.os_id', 'm.facility_id')
    .leftJoin('facility_index as i', 'i.os_id', 'm.facility_id')
    .select([
      'm.id',
      'm.facility_list_item_id',
      'm.status',
      'm.confidence',
      'm.results',
      'm.is_active',
      'f.os_id',
      'f.name',
      'f.address',
      'f.lat',
      'f.lng',
      sql<boolean>`coalesce(i.has_approved_claim, false)`.as('is_claimed'),
    ])
    .where('m.facility_list_item_id', 'in', itemIds.length ? itemIds : [-1])
    .orderBy('m.confidence', 'desc')
    .orderBy('m.id')
    .execute();
}

export type MatchRow = Awaited<ReturnType<typeof matchesOfItems>>[number];

/** The facilities rows are matched to (matched_facility of the item view). */
export async function facilitiesOf(db: Executor, osIds: string[]) {
  if (osIds.length === 0) return [];
  return db
    .selectFrom('facilities')
    .select(['os_id', 'name', 'address', 'lat', 'lng', 'created_from_item_id'])
    .where('os_id', 'in', osIds)
    .execute();
}

export async function findMatch(db: Executor, matchId: number, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('facility_matches').selectAll().where('id', '=', matchId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Confirming: the row is CONFIRMED_MATCH to the facility (its matches: FacilityRecords.confirmMatch). */
export async function markConfirmed(db: Executor, itemId: number, facilityId: string) {
  await db
    .updateTable('facility_list_items')
    .set({
      status: 'CONFIRMED_MATCH',
      facility_id: facilityId,
      processing_completed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', itemId)
    .execute();
}

export async function countPendingMatches(db: Executor, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('facility_matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('facility_list_item_id', '=', itemId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The row's contribution is withdrawn: it shows as REMOVED (its matches: FacilityRecords.deactivateItemMatches). */
export async function markRemoved(db: Executor, itemId: number): Promise<void> {
  await db
    .updateTable('facility_list_items')
    .set({ status: 'ITEM_REMOVED', updated_at: sql<Date>`now()` })
    .where('id', '=', itemId)
    .execute();
}
