import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Contributors with data on the map: an approved public list, or an approved single-location contribution. */
export async function listPublicContributors(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('contributors as c')
    .select(['c.id', 'c.name'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('facility_lists as l')
            .select(sql`1`.as('one'))
            .whereRef('l.contributor_id', '=', 'c.id')
            .where('l.is_active', '=', true)
            .where('l.is_public', '=', true)
            .where('l.status', '=', 'APPROVED'),
        ),
        eb.exists(
          eb
            .selectFrom('moderation_events as m')
            .select(sql`1`.as('one'))
            .whereRef('m.contributor_id', '=', 'c.id')
            .where('m.status', '=', 'APPROVED'),
        ),
      ]),
    )
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
}

/** The active public lists of the given contributors, newest first within each contributor's name. */
export async function listContributorLists(db: Db, contributorIds: number[]): Promise<{ id: number; name: string }[]> {
  if (!contributorIds.length) return [];
  return db
    .selectFrom('facility_lists')
    .select(['id', 'name'])
    .where('contributor_id', 'in', contributorIds)
    .where('is_active', '=', true)
    .where('is_public', '=', true)
    .where('status', '=', 'APPROVED')
    .orderBy(sql`lower(name)`)
    .orderBy('id', 'desc')
    .execute();
}

/** Sectors carried by the facilities of one contributor (the embedded map's sector picker). */
export async function listContributorSectors(db: Db, contributorId: number): Promise<string[]> {
  const result = await sql<{ sector: string }>`
    select distinct s as sector from facility_index, unnest(sectors) s
    where contributor_ids @> ${[contributorId]}::bigint[]
    order by 1`.execute(db);
  return result.rows.map((row) => row.sector);
}

/**
 * Parent company names as contributed, one spelling per case-folded name (the filter matches
 * case-insensitively), limited to the names the facility index counts (facility_facet_counts
 * keeps them, folded): one pass over the contributed values, no lookup per value.
 */
export async function listParentCompanies(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select min(x.name) as name
    from (
      select btrim(coalesce(value ->> 'name', value ->> 'raw_value')) as name
      from extended_fields where field_name = 'parent_company'
    ) x
    join facility_facet_counts c on c.facet = 'parent_company' and c.value = lower(x.name) and c.count > 0
    group by lower(x.name)`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Product types the facility index counts, as contributed (kept in facility_facet_counts). */
export async function listProductTypes(db: Db): Promise<string[]> {
  const result = await sql<{ value: string }>`
    select value from facility_facet_counts where facet = 'product_type' and count > 0`.execute(db);
  return result.rows.map((row) => row.value);
}

/** Column names outside the standard template found in a contributor's active lists. */
export async function listNonstandardFields(db: Db, contributorId: number): Promise<string[]> {
  const result = await sql<{ field: string }>`
    select distinct f as field from facility_lists, unnest(nonstandard_fields) f
    where contributor_id = ${contributorId} and is_active
    order by 1`.execute(db);
  return result.rows.map((row) => row.field);
}
