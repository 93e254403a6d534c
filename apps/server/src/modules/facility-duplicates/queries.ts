import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { Slicer } from './slicer.ts';

/** A facility as the finder compares it (from facility_index). */
export interface FinderFacility {
  os_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  created_at: Date;
}

export interface FoundPair {
  osIdA: string;
  osIdB: string;
  confidence: number;
  evidence: object;
}

/** Countries with their facility counts, the largest last (a pass shows progress early). */
export async function countriesToCheck(db: Executor): Promise<{ country_code: string; facilities: number }[]> {
  const { rows } = await sql<{ country_code: string; facilities: number }>`
    select country_code, count(*)::int as facilities from facility_index
    group by country_code order by count(*), country_code`.execute(db);
  return rows;
}

export async function facilitiesOfCountry(db: Executor, countryCode: string): Promise<FinderFacility[]> {
  return db
    .selectFrom('facility_index')
    .select(['os_id', 'name', 'address', 'lat', 'lng', 'created_at'])
    .where('country_code', '=', countryCode)
    .orderBy('os_id')
    .execute();
}

/** Pairs written per statement: a large country's 50,000 pairs as one parameter array held the event loop for their serialising. */
const STORE_CHUNK = 2_000;

/**
 * Stores what a comparison found: pairs found again get their new score; a dismissed pair keeps
 * its row and is left alone (never proposed again). Pairs of `stale` (a country's open pairs, or
 * those of the facilities checked again) that were not found again are gone: every pair found
 * was written in this transaction (updated_at is its start), the others were not.
 */
export async function storePairs(
  trx: Transaction<DB>,
  countryCode: string,
  pairs: FoundPair[],
  stale: { country: true } | { osIds: string[] },
  slicer?: Slicer,
): Promise<void> {
  const found = pairs.map((pair) =>
    pair.osIdA < pair.osIdB ? pair : { ...pair, osIdA: pair.osIdB, osIdB: pair.osIdA },
  );
  for (let start = 0; start < found.length; start += STORE_CHUNK) {
    if (slicer?.due()) await slicer.pause();
    const chunk = found.slice(start, start + STORE_CHUNK);
    await sql`
      insert into facility_duplicates (os_id_a, os_id_b, country_code, confidence, evidence)
      select a, b, ${countryCode}, confidence, evidence
      from unnest(${chunk.map((pair) => pair.osIdA)}::bpchar[], ${chunk.map((pair) => pair.osIdB)}::bpchar[],
        ${chunk.map((pair) => pair.confidence)}::real[], ${chunk.map((pair) => JSON.stringify(pair.evidence))}::jsonb[]) f(a, b, confidence, evidence)
      on conflict (os_id_a, os_id_b) do update
        set confidence = excluded.confidence, evidence = excluded.evidence, country_code = excluded.country_code, updated_at = now()
        where facility_duplicates.dismissed_at is null`.execute(trx);
  }
  const staleScope =
    'country' in stale
      ? sql`country_code = ${countryCode}`
      : sql`(os_id_a = any(${stale.osIds}::bpchar[]) or os_id_b = any(${stale.osIds}::bpchar[]))`;
  await sql`
    delete from facility_duplicates
    where ${staleScope} and dismissed_at is null and updated_at < now()`.execute(trx);
}

/**
 * Facilities waiting to be compared again, oldest first, with the newest time each was queued
 * (as text: a Date would cut its microseconds, and the row would stay queued).
 */
export async function pendingChecks(db: Executor, limit: number): Promise<{ os_id: string; queued_at: string }[]> {
  const { rows } = await sql<{ os_id: string; queued_at: string }>`
    select os_id, max(queued_at)::text as queued_at from facility_duplicate_checks
    group by os_id order by min(queued_at), os_id limit ${limit}`.execute(db);
  return rows;
}

/** Takes checked facilities off the queue (not when they were queued again since: they go round once more). */
export async function clearChecks(db: Executor, checked: { os_id: string; queued_at: string }[]): Promise<void> {
  if (checked.length === 0) return;
  await sql`
    delete from facility_duplicate_checks c
    using unnest(${checked.map((row) => row.os_id)}::bpchar[], ${checked.map((row) => row.queued_at)}::timestamptz[]) k(os_id, queued_at)
    where c.os_id = k.os_id and c.queued_at <= k.queued_at`.execute(db);
}

/** Which of the OS IDs are in the index, by country. */
export async function countriesOf(db: Executor, osIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('facility_index')
    .select(['os_id', 'country_code'])
    .where('os_id', 'in', osIds.length ? osIds : [''])
    .execute();
  const byCountry = new Map<string, string[]>();
  for (const row of rows) byCountry.set(row.country_code, [...(byCountry.get(row.country_code) ?? []), row.os_id]);
  return byCountry;
}

/** The database's clock: when a pass starts, as the queue's times are written. */
export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now;
}

/** A full pass compared every facility queued before it started: those need no check of their own. */
export async function clearChecksQueuedBefore(db: Executor, before: Date): Promise<void> {
  await sql`delete from facility_duplicate_checks where queued_at < ${before}`.execute(db);
}

export async function hasPendingChecks(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('facility_duplicate_checks').select('os_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

// --- full passes ---

export type PassRecord = {
  id: number;
  status: string;
  countries_total: number;
  countries_done: number;
  facilities_total: number;
  facilities_done: number;
  pairs_found: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

const passColumns = [
  'id',
  'status',
  'countries_total',
  'countries_done',
  'facilities_total',
  'facilities_done',
  'pairs_found',
  'error',
  'created_at',
  'started_at',
  'finished_at',
] as const;

export async function insertPass(db: Executor, userId: number | null): Promise<PassRecord> {
  return db
    .insertInto('facility_duplicate_passes')
    .values({ requested_by_id: userId })
    .returning(passColumns)
    .executeTakeFirstOrThrow();
}

export async function findPass(db: Executor, id: number): Promise<PassRecord | undefined> {
  return db.selectFrom('facility_duplicate_passes').select(passColumns).where('id', '=', id).executeTakeFirst();
}

export async function latestPass(db: Executor): Promise<PassRecord | undefined> {
  return db
    .selectFrom('facility_duplicate_passes')
    .select(passColumns)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A pass queued or running, which a new request joins instead of starting another. */
export async function openPass(db: Executor): Promise<PassRecord | undefined> {
  return db
    .selectFrom('facility_duplicate_passes')
    .select(passColumns)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function updatePass(
  db: Db,
  id: number,
  values: Partial<Omit<PassRecord, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('facility_duplicate_passes').set(values).where('id', '=', id).execute();
}

// --- the staff screen ---

export interface DuplicateFilter {
  countryCode?: string;
  minConfidence: number;
  contributorId?: number;
}

export interface DuplicateSide {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  has_approved_claim: boolean;
  has_pending_claim: boolean;
  contributor_ids: number[];
}

export interface DuplicateRecord {
  id: number;
  os_id_a: string;
  os_id_b: string;
  confidence: number;
  evidence: unknown;
  created_at: Date;
  facility_a: DuplicateSide;
  facility_b: DuplicateSide;
}

/** Open pairs whose facilities both still exist (a merged-away side hides its pair; an undo brings it back), best first. */
export async function duplicatesPage(
  db: Executor,
  filter: DuplicateFilter,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: DuplicateRecord[] }> {
  const where = sql`d.dismissed_at is null and d.confidence >= ${filter.minConfidence}::real
    ${filter.countryCode ? sql`and d.country_code = ${filter.countryCode}` : sql``}
    ${
      filter.contributorId !== undefined
        ? sql`and (${filter.contributorId}::bigint = any(a.contributor_ids) or ${filter.contributorId}::bigint = any(b.contributor_ids))`
        : sql``
    }`;
  const from = sql`facility_duplicates d
    join facility_index a on a.os_id = d.os_id_a
    join facility_index b on b.os_id = d.os_id_b`;
  const side = (alias: 'a' | 'b') =>
    sql`json_build_object('os_id', ${sql.ref(`${alias}.os_id`)}, 'name', ${sql.ref(`${alias}.name`)},
      'address', ${sql.ref(`${alias}.address`)}, 'country_code', ${sql.ref(`${alias}.country_code`)},
      'lat', ${sql.ref(`${alias}.lat`)}, 'lng', ${sql.ref(`${alias}.lng`)},
      'has_approved_claim', ${sql.ref(`${alias}.has_approved_claim`)}, 'has_pending_claim', ${sql.ref(`${alias}.has_pending_claim`)},
      'contributor_ids', ${sql.ref(`${alias}.contributor_ids`)})`;
  const [counted, listed] = await Promise.all([
    sql<{ count: number }>`select count(*)::int as count from ${from} where ${where}`.execute(db),
    sql<DuplicateRecord>`
      select d.id::int as id, d.os_id_a, d.os_id_b, d.confidence, d.evidence, d.created_at,
        ${side('a')} as facility_a, ${side('b')} as facility_b
      from ${from} where ${where}
      order by d.confidence desc, d.id
      offset ${page.offset} limit ${page.limit}`.execute(db),
  ]);
  return { count: counted.rows[0]!.count, rows: listed.rows };
}

/** Contributor names by id, for the two sides of a page. */
export async function contributorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('contributors').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findDuplicate(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<{ id: number; os_id_a: string; os_id_b: string; dismissed_at: Date | null } | undefined> {
  let query = db
    .selectFrom('facility_duplicates')
    .select(['id', 'os_id_a', 'os_id_b', 'dismissed_at'])
    .where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function dismissDuplicate(db: Executor, id: number, userId: number): Promise<void> {
  await db
    .updateTable('facility_duplicates')
    .set({ dismissed_at: sql`now()`, dismissed_by_id: userId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Both sides' claim state, for the merge's warning. */
export async function claimStates(
  db: Executor,
  osIds: string[],
): Promise<Map<string, { approved: boolean; pending: boolean }>> {
  const rows = await db
    .selectFrom('facility_index')
    .select(['os_id', 'has_approved_claim', 'has_pending_claim'])
    .where('os_id', 'in', osIds)
    .execute();
  return new Map(
    rows.map((row) => [row.os_id.trim(), { approved: row.has_approved_claim, pending: row.has_pending_claim }]),
  );
}
