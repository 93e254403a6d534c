import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ContributorType } from '@registry/core/contributor-types';
import type { Db } from '../database.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Executor } from '../executor.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';

interface DemoUser {
  email: string;
  role: string;
  name: string;
  type: ContributorType;
  otherType?: string;
  superuser: boolean;
  moderator: boolean;
  apiUser: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@example.com',
    role: 'superuser and staff',
    name: 'Registry Staff',
    type: 'Other',
    otherType: 'Registry operator',
    superuser: true,
    moderator: false,
    apiUser: false,
  },
  {
    email: 'moderator@example.com',
    role: 'moderator (moderation mode)',
    name: 'Registry Moderators',
    type: 'Other',
    otherType: 'Registry operator',
    superuser: false,
    moderator: true,
    apiUser: false,
  },
  {
    email: 'contributor@example.com',
    role: 'contributor (Brand / Retailer) with lists',
    name: 'Demo Brand Co.',
    type: 'Brand / Retailer',
    superuser: false,
    moderator: false,
    apiUser: false,
  },
  {
    email: 'api@example.com',
    role: 'API user',
    name: 'Demo Data Partner',
    type: 'Academic / Researcher / Journalist / Student',
    superuser: false,
    moderator: false,
    apiUser: true,
  },
];

export interface DemoAccounts {
  /** User id by e-mail. */
  users: Record<string, number>;
  /** Contributor id by e-mail. */
  contributors: Record<string, number>;
}

/** A year of API calls: enough to try every endpoint without hitting the limit. */
const DEMO_API_YEARLY_LIMIT = 10_000;

/** Creates the demo accounts: confirmed, with their contributors, groups and API limit. */
export async function createDemoUsers(db: Executor): Promise<DemoAccounts> {
  // One hash for all four: scrypt is slow on purpose, and they share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccounts = { users: {}, contributors: {} };
  for (const demo of DEMO_USERS) {
    const user = await db
      .insertInto('users')
      .values({
        email: demo.email,
        password_hash: passwordHash,
        is_active: true,
        is_superuser: demo.superuser,
        is_staff: demo.superuser,
        is_moderation_mode: demo.moderator,
        has_agreed_to_terms_of_service: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contributor = await db
      .insertInto('contributors')
      .values({
        admin_id: user.id,
        name: demo.name,
        description: `Demo account: ${demo.role}.`,
        website: 'https://www.example.com',
        contributor_type: demo.type,
        other_contributor_type: demo.otherType ?? null,
        is_verified: true,
        embed_level: demo.type === 'Brand / Retailer' ? 3 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (demo.apiUser) {
      await sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = 'api_user'`.execute(
        db,
      );
      await db
        .insertInto('api_limits')
        .values({ contributor_id: contributor.id, yearly_limit: DEMO_API_YEARLY_LIMIT })
        .execute();
    }
    accounts.users[demo.email] = user.id;
    accounts.contributors[demo.email] = contributor.id;
  }
  return accounts;
}

/** The lines printed at start-up while demo accounts exist. */
export function demoLoginLines(): string[] {
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((demo) => `  ${demo.email.padEnd(26)} ${demo.role}`),
  ];
}

const demoEmails = () => DEMO_USERS.map((demo) => demo.email);

/** Whether a demo account that can log in exists (a disabled one cannot). */
export async function hasDemoUsers(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, 'in', demoEmails())
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}

/** Why a production server does not start while demo accounts can log in, and what to do. */
export const DEMO_USERS_IN_PRODUCTION = `Refusing to start: the demo accounts (${DEMO_USERS.map((demo) => demo.email).join(', ')}) exist in this production database, and their password is published. Disable them with \`npm run disable-demo-accounts\` (run with the server's environment; their data stays, they can no longer log in), then start again.`;

/**
 * Disables the demo accounts for good: inactive (no log-in, session or API token works for an
 * inactive account), signed out everywhere, and the published password replaced by a random one
 * nobody knows. Their lists and facilities stay. The number disabled.
 */
export async function disableDemoUsers(db: Db): Promise<number> {
  const unknowable = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .updateTable('users')
      .set({ is_active: false, password_hash: unknowable })
      .where(sql<string>`lower(email)`, 'in', demoEmails())
      .where('is_active', '=', true)
      .returning('id')
      .execute();
    if (users.length)
      await trx
        .deleteFrom('sessions')
        .where(
          'user_id',
          'in',
          users.map((user) => user.id),
        )
        .execute();
    return users.length;
  });
}
