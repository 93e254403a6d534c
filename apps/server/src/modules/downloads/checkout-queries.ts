import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export async function insertCheckoutSession(
  db: Db,
  row: { user_id: number; provider: string; external_id: string; redirect_path: string; records: number },
) {
  await db.insertInto('download_checkout_sessions').values(row).execute();
}

/** The open checkout and its buyer's contributor, locked so a repeated notification adds nothing. */
export async function lockCheckoutSession(trx: Transaction<DB>, externalId: string) {
  return trx
    .selectFrom('download_checkout_sessions as s')
    .innerJoin('contributors as c', 'c.admin_id', 's.user_id')
    .select(['s.id', 's.status', 's.records', 'c.id as contributor_id'])
    .where('s.external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
}

export async function completeCheckout(trx: Transaction<DB>, id: number) {
  await trx
    .updateTable('download_checkout_sessions')
    .set({ status: 'COMPLETED', completed_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function expireCheckout(db: Db, externalId: string) {
  await db
    .updateTable('download_checkout_sessions')
    .set({ status: 'EXPIRED' })
    .where('external_id', '=', externalId)
    .where('status', '=', 'OPEN')
    .execute();
}

/** Purchased records expire a year after purchase; the payment reference makes this idempotent. */
export async function insertPurchase(
  trx: Transaction<DB>,
  row: { contributor_id: number; records: number; payment_reference: string },
) {
  await trx
    .insertInto('download_purchases')
    .values({ ...row, expires_at: sql`now() + interval '1 year'` })
    .onConflict((oc) => oc.column('payment_reference').doNothing())
    .execute();
}
