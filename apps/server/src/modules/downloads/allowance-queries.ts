import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

export interface AllowanceRow {
  free_limit: number;
  free_used: number;
  period_started_at: Date;
}

export interface PurchaseRow {
  id: number;
  records: number;
  used: number;
  expires_at: Date;
}

/**
 * The contributor's allowance row, created on first use and locked until the transaction
 * ends: every spender of one contributor queues here, so concurrent downloads cannot
 * both spend the same records.
 */
export async function lockAllowance(
  trx: Transaction<DB>,
  contributorId: number,
  freeLimit: number,
): Promise<AllowanceRow> {
  await trx
    .insertInto('download_allowances')
    .values({ contributor_id: contributorId, free_limit: freeLimit })
    .onConflict((oc) => oc.column('contributor_id').doNothing())
    .execute();
  return trx
    .selectFrom('download_allowances')
    .select(['free_limit', 'free_used', 'period_started_at'])
    .where('contributor_id', '=', contributorId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findAllowance(db: Executor, contributorId: number): Promise<AllowanceRow | undefined> {
  return db
    .selectFrom('download_allowances')
    .select(['free_limit', 'free_used', 'period_started_at'])
    .where('contributor_id', '=', contributorId)
    .executeTakeFirst();
}

export async function saveAllowance(
  trx: Transaction<DB>,
  contributorId: number,
  row: Pick<AllowanceRow, 'free_used' | 'period_started_at'>,
) {
  await trx
    .updateTable('download_allowances')
    .set({ free_used: row.free_used, period_started_at: row.period_started_at, updated_at: sql`now()` })
    .where('contributor_id', '=', contributorId)
    .execute();
}

/** Unexpired purchases with records left, soonest to expire first (they are spent in that order). */
export async function activePurchases(db: Executor, contributorId: number, now: Date): Promise<PurchaseRow[]> {
  return db
    .selectFrom('download_purchases')
    .select(['id', 'records', 'used', 'expires_at'])
    .where('contributor_id', '=', contributorId)
    .where('expires_at', '>', now)
    .where((eb) => eb('used', '<', eb.ref('records')))
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

export async function spendPurchase(trx: Transaction<DB>, id: number, used: number) {
  await trx.updateTable('download_purchases').set({ used }).where('id', '=', id).execute();
}

export interface DownloadLogInput {
  user_id: number | null;
  contributor_id: number | null;
  path: string;
  record_count: number;
  is_free: boolean;
  source: 'export' | 'pages' | 'client';
  filters_key: string;
  free_records: number;
  purchased_records: number;
}

export async function insertDownloadLog(db: Executor, log: DownloadLogInput) {
  return db.insertInto('download_logs').values(log).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

export async function findDownloadLog(db: Executor, id: number) {
  return db
    .selectFrom('download_logs')
    .select(['id', 'user_id', 'filters_key', 'record_count', 'is_free', 'path', 'source', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's latest download of the same filters since `since` (its pages were charged already). */
export async function findRecentDownload(db: Executor, userId: number, filtersKey: string, since: Date) {
  return db
    .selectFrom('download_logs')
    .select(['id', 'record_count', 'is_free', 'path', 'source'])
    .where('user_id', '=', userId)
    .where('filters_key', '=', filtersKey)
    .where('created_at', '>=', since)
    .where('source', 'in', ['pages', 'export'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The account's latest charged download of the same filters since `since`, of at least `count`
 * records: the same result set again (another format, or its pages) costs nothing more.
 */
export async function findRecentCharge(db: Executor, userId: number, filtersKey: string, since: Date, count: number) {
  return db
    .selectFrom('download_logs')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('filters_key', '=', filtersKey)
    .where('created_at', '>=', since)
    .where('is_free', '=', false)
    .where('record_count', '>=', count)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The contributor behind an embedded map must have an embed level. */
export async function hasEmbedLevel(db: Executor, contributorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contributors')
    .select('embed_level')
    .where('id', '=', contributorId)
    .executeTakeFirst();
  return row?.embed_level != null;
}
