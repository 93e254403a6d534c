import { sql } from 'kysely';
import { STANDARD_EMBED_FIELDS } from '@registry/core/embed-config';
import type { Db } from '../../db/database.ts';

export interface ContributorField {
  /** The column, so the page can place it among the configured standard fields by their order. */
  column_name: string;
  label: string;
  value: string;
}

/**
 * An embedded map's own columns on the facility page (spec part 1 §6, level 3): the contributor's
 * visible non-standard fields, in their order under their display names, with the values of the row
 * they last contributed for this facility. Standard fields are already among the facility's fields.
 */
export async function findContributorFields(db: Db, osId: string, contributorId: number): Promise<ContributorField[]> {
  const result = await sql<ContributorField>`
    select ef.column_name, ef.display_name as label, item.raw_data ->> ef.column_name as value
    from contributors c
    join embed_fields ef on ef.embed_config_id = c.embed_config_id and ef.visible
    join lateral (
      select i.raw_data
      from facility_list_items i
      join facility_lists l on l.id = i.facility_list_id and l.is_active
      where l.contributor_id = c.id and i.facility_id = ${osId}
        and i.status in ('MATCHED', 'CONFIRMED_MATCH', 'NEW_FACILITY')
      order by i.id desc
      limit 1) item on true
    where c.id = ${contributorId} and c.embed_level >= 3
      and ef.column_name <> all(${Object.keys(STANDARD_EMBED_FIELDS)}::text[])
      and coalesce(trim(item.raw_data ->> ef.column_name), '') <> ''
    order by ef."order", ef.id`.execute(db);
  return result.rows;
}
