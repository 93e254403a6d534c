import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

export async function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUserWithContributor(
  trx: Transaction<DB>,
  user: {
    email: string;
    password_hash: string;
    should_receive_newsletter: boolean;
    has_agreed_to_terms_of_service: boolean;
  },
  contributor: {
    name: string;
    description: string;
    website: string;
    contributor_type: string;
    other_contributor_type: string | null;
  },
) {
  const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('contributors')
    .values({ admin_id: id, ...contributor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, contributorId: created.id };
}

export async function insertEmailToken(
  db: Executor,
  userId: number,
  purpose: 'confirm_email' | 'reset_password',
  tokenHash: string,
  validHours: number,
) {
  await db
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      expires_at: sql`now() + make_interval(hours => ${validHours})`,
    })
    .execute();
}

/**
 * Marks a valid, unused token used and returns its user; undefined when the token is not usable.
 * With `userId`, only that user's token is used up (a reset link tried with another uid stays good).
 */
export async function consumeEmailToken(
  trx: Transaction<DB>,
  purpose: 'confirm_email' | 'reset_password',
  tokenHash: string,
  userId?: number,
) {
  return trx
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
}

/** Uses up the user's other links of `purpose`: once one reset link worked, older ones are void. */
export async function voidEmailTokens(
  trx: Transaction<DB>,
  userId: number,
  purpose: 'confirm_email' | 'reset_password',
) {
  await trx
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The user's links of `purpose` sent within `minutes` and not used yet. */
export async function countRecentEmailTokens(
  db: Executor,
  userId: number,
  purpose: 'confirm_email' | 'reset_password',
  minutes: number,
): Promise<number> {
  const row = await db
    .selectFrom('email_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function activateUser(db: Executor, userId: number) {
  await db
    .updateTable('users')
    .set({ is_active: true, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, is_active: true, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function insertSession(
  db: Executor,
  session: { token_hash: string; user_id: number; ip: string; user_agent: string | null; days: number },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.token_hash,
      user_id: session.user_id,
      ip: session.ip,
      user_agent: session.user_agent?.slice(0, 300) ?? null,
      expires_at: sql`now() + make_interval(days => ${session.days})`,
    })
    .execute();
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Executor, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function touchLogin(db: Executor, userId: number) {
  await db
    .updateTable('users')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

const principalColumns = [
  'u.id',
  'u.email',
  'u.is_superuser',
  'u.is_staff',
  'u.is_moderation_mode',
  'c.id as contributor_id',
] as const;

const groupNames = sql<string[]>`coalesce((
  select array_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id
  where ug.user_id = u.id), '{}')`.as('groups');

/** The active user behind a live session, with the time the session was last seen. */
export async function findSessionPrincipal(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('contributors as c', 'c.admin_id', 'u.id')
    .select([...principalColumns, 's.last_seen_at', groupNames])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export async function findTokenPrincipal(db: Db, key: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('contributors as c', 'c.admin_id', 'u.id')
    .select([...principalColumns, groupNames])
    .where('t.key', '=', key)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export async function touchSession(db: Db, tokenHash: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** What the session call returns beyond the principal: names, claims, allowance. */
export async function findSessionDetails(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('contributors as c', 'c.admin_id', 'u.id')
    .leftJoin('download_allowances as a', 'a.contributor_id', 'c.id')
    .select([
      'c.name',
      'c.embed_level',
      'a.free_limit',
      'a.free_used',
      (eb) =>
        eb
          .selectFrom('facility_claims as fc')
          .select(sql<string[]>`coalesce(array_agg(fc.facility_id order by fc.facility_id), '{}')`.as('ids'))
          .whereRef('fc.contributor_id', '=', 'c.id')
          .where('fc.status', '=', 'APPROVED')
          .as('approved_claims'),
      (eb) =>
        eb
          .selectFrom('facility_claims as fc')
          .select(sql<string[]>`coalesce(array_agg(fc.facility_id order by fc.facility_id), '{}')`.as('ids'))
          .whereRef('fc.contributor_id', '=', 'c.id')
          .where('fc.status', '=', 'PENDING')
          .as('pending_claims'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function findApiToken(db: Executor, userId: number) {
  return db.selectFrom('api_tokens').select(['key', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertApiToken(db: Executor, userId: number, key: string) {
  return db
    .insertInto('api_tokens')
    .values({ key, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning(['key', 'created_at'])
    .executeTakeFirst();
}

export async function deleteApiToken(db: Executor, userId: number) {
  const result = await db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
