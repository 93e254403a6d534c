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
