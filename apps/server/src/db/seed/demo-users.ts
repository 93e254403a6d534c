import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { hashPassword } from '../../modules/auth/password.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';

export const DEMO_USERS = [
  { email: 'admin@example.com', role: 'superuser and staff', name: 'Registry Staff', type: 'Other', superuser: true, moderator: false, groups: [] },
  { email: 'moderator@example.com', role: 'moderator (moderation mode)', name: 'Registry Moderators', type: 'Other', superuser: false, moderator: true, groups: [] },
  { email: 'contributor@example.com', role: 'contributor', name: 'Demo Brand Co.', type: 'Brand / Retailer', superuser: false, moderator: false, groups: [] },
  { email: 'api@example.com', role: 'API user', name: 'Demo Data Partner', type: 'Academic / Researcher / Journalist / Student', superuser: false, moderator: false, groups: ['api_user'] },
] as const;

/** Creates the four demo accounts (confirmed, with contributors); returns contributor ids by e-mail. */
export async function createDemoUsers(db: Db): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
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
        contributor_type: demo.type,
        other_contributor_type: demo.type === 'Other' ? 'Registry operator' : null,
        is_verified: true,
        embed_level: demo.email === 'contributor@example.com' ? 3 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const group of demo.groups) {
      await sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = ${group}`.execute(db);
    }
    if (demo.groups.length) {
      await db.insertInto('api_limits').values({ contributor_id: contributor.id, yearly_limit: 10_000 }).execute();
    }
    ids[demo.email] = contributor.id;
  }
  return ids;
}

export function demoLoginLines(): string[] {
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((demo) => `  ${demo.email.padEnd(26)} ${demo.role}`),
  ];
}

export async function hasDemoUsers(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS[0].email).executeTakeFirst();
  return Boolean(row);
}
