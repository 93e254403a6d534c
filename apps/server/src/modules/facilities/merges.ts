import type { Db } from '../../db/database.ts';
import { iso } from './facility-sources.ts';

/** Every OS ID merged away, with the facility it leads to now (a later merge moves it on), newest first. */
export async function listMerges(db: Db) {
  const rows = await db
    .selectFrom('facility_aliases')
    .select(['os_id', 'facility_id', 'created_at'])
    .where('reason', '=', 'MERGE')
    .orderBy('created_at', 'desc')
    .orderBy('os_id')
    .execute();
  return rows.map((row) => ({
    current_id: row.facility_id,
    original_id: row.os_id,
    created_at: iso(row.created_at),
    merge_date: iso(row.created_at),
  }));
}
