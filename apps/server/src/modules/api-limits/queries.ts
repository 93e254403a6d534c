import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

/** The contributor's call allowance and rate overrides, and its latest block ending after `now`. */
export async function findLimitState(db: Db, contributorId: number, now: Date) {
  const [limit, block] = await Promise.all([
    db
      .selectFrom('api_limits')
      .select([
        'yearly_limit',
        'period_start_date',
        'renewal_period',
        'rate_per_minute',
        'rate_per_day',
        'writes_per_minute',
      ])
      .where('contributor_id', '=', contributorId)
      .executeTakeFirst(),
    db
      .selectFrom('api_blocks')
      .select(['id', 'until', 'active', 'limit', 'actual', 'grace_limit'])
      .where('contributor_id', '=', contributorId)
      .where('until', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { limit, block };
}

/** One atomic increment of the period's counter (by `calls`); returns the count including them. */
export async function incrementUsage(db: Db, contributorId: number, periodStart: Date, calls = 1) {
  const result = await sql<{ call_count: number; warned_at: Date | null }>`
    insert into api_usage (contributor_id, period_start, call_count) values (${contributorId}, ${periodStart}, ${calls}::integer)
    on conflict (contributor_id, period_start) do update set call_count = api_usage.call_count + ${calls}::integer
    returning call_count, warned_at`.execute(db);
  return result.rows[0]!;
}

/**
 * Adds `calls` to the period's counter only if the count stays within `allowed` (null: no
 * allowance, always added); one statement, so two requests at once cannot both pass the limit.
 * Returns the new count, or null when refused.
 */
export async function incrementUsageWithin(
  db: Db,
  contributorId: number,
  periodStart: Date,
  calls: number,
  allowed: number | null,
) {
  const result = await sql<{ call_count: number; warned_at: Date | null }>`
    insert into api_usage as u (contributor_id, period_start, call_count)
    select ${contributorId}, ${periodStart}, ${calls}::integer where ${allowed}::integer is null or ${calls}::integer <= ${allowed}::integer
    on conflict (contributor_id, period_start) do update set call_count = u.call_count + ${calls}::integer
      where ${allowed}::integer is null or u.call_count + ${calls}::integer <= ${allowed}::integer
    returning call_count, warned_at`.execute(db);
  return result.rows[0] ?? null;
}

export async function readUsage(db: Db, contributorId: number, periodStart: Date): Promise<number> {
  const row = await db
    .selectFrom('api_usage')
    .select('call_count')
    .where('contributor_id', '=', contributorId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row?.call_count ?? 0;
}

/** Marks the period warned; true only for the one call that did it, so one e-mail goes out. */
export async function markWarned(db: Db, contributorId: number, periodStart: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_usage')
    .set({ warned_at: sql`now()` })
    .where('contributor_id', '=', contributorId)
    .where('period_start', '=', periodStart)
    .where('warned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Blocks the contributor until the period ends: one block row per period, re-armed when a grace is used up. */
export async function upsertBlock(
  db: Db,
  block: { contributorId: number; until: Date; limit: number; actual: number },
) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('api_blocks')
      .select('id')
      .where('contributor_id', '=', block.contributorId)
      .where('until', '=', block.until)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('api_blocks')
        .set({ active: true, actual: sql`greatest(actual, ${block.actual})`, updated_at: sql`now()` })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const row = await trx
      .insertInto('api_blocks')
      .values({ contributor_id: block.contributorId, until: block.until, limit: block.limit, actual: block.actual })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

const blockColumns = [
  'b.id',
  'b.contributor_id as contributor',
  'c.name as contributor_name',
  'b.created_at',
  'b.updated_at',
  'b.until',
  'b.limit',
  'b.actual',
  'b.grace_limit',
  'b.grace_reason',
  'b.active',
] as const;

export async function listBlocks(db: Db, filter: { active?: boolean; contributorId?: number }) {
  let query = db
    .selectFrom('api_blocks as b')
    .innerJoin('contributors as c', 'c.id', 'b.contributor_id')
    .select(blockColumns);
  if (filter.active !== undefined) query = query.where('b.active', '=', filter.active);
  if (filter.contributorId !== undefined) query = query.where('b.contributor_id', '=', filter.contributorId);
  return query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(1000).execute();
}

export async function findBlock(db: Executor, id: number) {
  return db
    .selectFrom('api_blocks as b')
    .innerJoin('contributors as c', 'c.id', 'b.contributor_id')
    .select(blockColumns)
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Holds the block's row until the transaction ends: two staff saving a grace save one after the other. */
export async function lockBlock(db: Executor, id: number) {
  return db.selectFrom('api_blocks').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setGrace(
  db: Executor,
  id: number,
  grace: { limit: number; reason: string; active: boolean; byUserId: number },
) {
  await db
    .updateTable('api_blocks')
    .set({
      grace_limit: grace.limit,
      grace_reason: grace.reason,
      active: grace.active,
      grace_created_by_id: grace.byUserId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function contributorAdminEmail(db: Db, contributorId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.admin_id')
    .select('u.email')
    .where('c.id', '=', contributorId)
    .executeTakeFirst();
  return row?.email;
}
