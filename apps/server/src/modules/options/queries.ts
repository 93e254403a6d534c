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

export async function currentTileCacheVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow();
  return row.version;
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
 * case-insensitively), limited to values the facility index counts (their source is public).
 */
export async function listParentCompanies(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select min(x.name) as name
    from (
      select facility_id, btrim(coalesce(value ->> 'name', value ->> 'raw_value')) as name
      from extended_fields where field_name = 'parent_company'
    ) x
    where x.name <> '' and exists (
      select 1 from facility_index i where i.os_id = x.facility_id and i.parent_companies @> array[lower(x.name)])
    group by lower(x.name)
    order by lower(min(x.name)), min(x.name)`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Product types as contributed, limited to values the facility index counts. */
export async function listProductTypes(db: Db): Promise<string[]> {
  const result = await sql<{ value: string }>`
    select distinct x.value
    from (
      select facility_id, btrim(v) as value
      from extended_fields, jsonb_array_elements_text(case jsonb_typeof(value -> 'raw_values')
        when 'array' then value -> 'raw_values' else '[]' end) v
      where field_name = 'product_type'
    ) x
    where x.value <> '' and exists (
      select 1 from facility_index i where i.os_id = x.facility_id and i.product_types @> array[x.value])
    order by 1`.execute(db);
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
