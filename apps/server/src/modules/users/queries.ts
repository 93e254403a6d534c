import { sql, type Transaction } from 'kysely';
import { UNMODERATED_LIST_STATUSES } from '@registry/core/list-status';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

/** A user with their contributor (organisation); undefined when the user does not exist. */
export async function findProfileRow(db: Executor, userId: number, forUpdate = false) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('contributors as c', 'c.admin_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.password_hash',
      'u.is_staff',
      'u.is_superuser',
      'u.is_moderation_mode',
      'c.id as contributor_id',
      'c.name',
      'c.description',
      'c.website',
      'c.contributor_type',
      'c.other_contributor_type',
      'c.is_verified',
      'c.embed_level',
      'c.embed_config_id',
    ])
    .where('u.id', '=', userId)
    .where('u.is_active', '=', true);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The contributor's lists that the public may see: approved ones (not their replaced versions). */
export async function findPublicLists(db: Executor, contributorId: number) {
  return db
    .selectFrom('facility_lists')
    .select(['id', 'name', 'description', 'contributor_id'])
    .where('contributor_id', '=', contributorId)
    .where('is_active', '=', true)
    .where('is_public', '=', true)
    .where('status', 'not in', [...UNMODERATED_LIST_STATUSES, 'REPLACED'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateContributor(
  trx: Transaction<DB>,
  contributorId: number,
  values: {
    name: string;
    description: string;
    website: string;
    contributor_type: string;
    other_contributor_type: string | null;
  },
) {
  await trx
    .updateTable('contributors')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', contributorId)
    .execute();
}

export async function updateUser(
  trx: Transaction<DB>,
  userId: number,
  values: { is_moderation_mode?: boolean; password_hash?: string },
) {
  await trx
    .updateTable('users')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** After a password change, every other session of the user ends. */
export async function deleteOtherSessions(trx: Transaction<DB>, userId: number, keepTokenHash: string | null) {
  let query = trx.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  await query.execute();
}
