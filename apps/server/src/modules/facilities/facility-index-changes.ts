import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * Narrow tile invalidation. Tile URLs carry one key (the tile cache version), so browsers and
 * proxies see new URLs whenever it moves; it moves only when a refresh really changed an index
 * row (a refresh that rewrites identical rows leaves it alone). Each move records where the
 * change happened: the old and new positions of every changed facility, or one row without a
 * position ("anywhere") for changes too large to list. A tile the server computed under an
 * older version is still right under the new one when no recorded change since falls inside
 * it, so after an edit only the tiles over the edited facilities are recomputed.
 */
export type ChangedPositions = { lat: number; lng: number }[] | 'anywhere';

/** More positions than this in one refresh are recorded as "anywhere". */
const MAX_RECORDED_POSITIONS = 2_000;
/** Changes are kept for this many versions; a tile validated longer ago is recomputed. */
export const TRACKED_VERSIONS = 5_000;

/** The version the last change to the facility index moved to (caches of index-derived answers key on it). */
export async function currentTileCacheVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow();
  return row.version;
}

/** Moves the tile cache version and records where the change lies. Returns the new version. */
export async function recordIndexChange(db: Executor, changed: ChangedPositions): Promise<number> {
  const { rows } = await sql<{ version: number }>`
    update tile_cache_version set version = version + 1, updated_at = now() returning version`.execute(db);
  const version = Number(rows[0]!.version);
  if (changed === 'anywhere' || changed.length > MAX_RECORDED_POSITIONS) {
    await sql`insert into tile_cache_changes (version, lat, lng) values (${version}, null, null)`.execute(db);
  } else {
    const unique = [...new Map(changed.map((p) => [`${p.lat},${p.lng}`, p])).values()];
    await sql`insert into tile_cache_changes (version, lat, lng)
      select ${version}, lat, lng from unnest(${unique.map((p) => p.lat)}::float8[], ${unique.map((p) => p.lng)}::float8[]) as p (lat, lng)`.execute(
      db,
    );
  }
  await sql`delete from tile_cache_changes where version <= ${version - TRACKED_VERSIONS}`.execute(db);
  return version;
}

/** True when a change recorded after `since`, up to `until`, may lie inside the bounds. */
export async function changedWithin(
  db: Executor,
  since: number,
  until: number,
  [west, south, east, north]: [number, number, number, number],
): Promise<boolean> {
  if (until - since >= TRACKED_VERSIONS) return true;
  const { rows } = await sql<{ changed: boolean }>`
    select exists (
      select 1 from tile_cache_changes
      where version > ${since} and version <= ${until}
        and (lat is null or (lat between ${south} and ${north} and lng between ${west} and ${east}))
    ) as changed`.execute(db);
  return rows[0]!.changed;
}
