import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { indexDifferences } from './index-consistency.ts';

/**
 * The stored counters against a recount from their source tables, as what differs (all empty
 * when everything agrees): facility_index and every table kept from it (index-consistency.ts),
 * and each list's item_count.
 */
export async function recountDifferences(db: Db) {
  const itemCounts = await sql<{ id: number; item_count: number; items: number }>`
    select l.id, l.item_count,
      (select count(*)::int from facility_list_items i where i.facility_list_id = l.id) + l.unstored_repeats as items
    from facility_lists l where l.parsed_at is not null
      and l.item_count <> (select count(*) from facility_list_items i where i.facility_list_id = l.id) + l.unstored_repeats`.execute(
    db,
  );
  return { index: await indexDifferences(db), listItemCounts: itemCounts.rows };
}
