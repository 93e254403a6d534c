import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const CLIENT_HEADERS = { 'x-client-key': 'test-client' };

/**
 * One hash per password for the whole test process: scrypt is slow on purpose (~50 ms and 32 MiB
 * each), tests create hundreds of users with the same password, and a hash holds its own salt,
 * so a shared one verifies the same way. Logging in still runs the full scrypt check.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A confirmed user with a contributor, created directly in the database. */
export async function createUser(
  db: Db,
  options: {
    email: string;
    password?: string;
    superuser?: boolean;
    moderator?: boolean;
    groups?: string[];
    active?: boolean;
  },
) {
  const user = await db
    .insertInto('users')
    .values({
      email: options.email,
      password_hash: await hashOf(options.password ?? 'Correct-Horse-9'),
      is_active: options.active ?? true,
      is_superuser: options.superuser ?? false,
      is_staff: options.superuser ?? false,
      is_moderation_mode: options.moderator ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contributor = await db
    .insertInto('contributors')
    .values({ admin_id: user.id, name: `Org of ${options.email}`, contributor_type: 'Brand / Retailer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const group of options.groups ?? []) {
    await sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = ${group}`.execute(
      db,
    );
  }
  return { userId: user.id, contributorId: contributor.id };
}

/** Signs in through the API and returns the session cookie header value. */
export async function login(app: FastifyInstance, email: string, password = 'Correct-Horse-9'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/user-login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'registry_session');
  return `registry_session=${cookie!.value}`;
}
