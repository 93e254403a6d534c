import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

export interface ContributorListQuery {
  /** Part of the name or the admin's e-mail, or the contributor's id. */
  q?: string;
  limit: number;
  offset: number;
}

/** Characters LIKE treats specially, escaped so a search means what it says. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Contributors A-Z with their admin user's settings. */
export async function listContributors(db: Db, query: ContributorListQuery) {
  const q = query.q?.trim() ?? '';
  const where = q
    ? sql`where c.name ilike ${likeContaining(q)} or u.email ilike ${likeContaining(q)} or c.id::text = ${q}`
    : sql``;
  const { rows } = await sql<{
    id: number;
    name: string;
    contributor_type: string;
    email: string;
    user_id: number;
    embed_level: number | null;
    is_verified: boolean;
    is_moderation_mode: boolean;
    groups: string[];
    total: number;
  }>`
    select c.id, c.name, c.contributor_type, u.email, u.id as user_id, c.embed_level, c.is_verified, u.is_moderation_mode,
      array(select g.name from user_groups ug join groups g on g.id = ug.group_id
            where ug.user_id = u.id order by g.name collate "C") as groups,
      count(*) over ()::int as total
    from contributors c join users u on u.id = c.admin_id
    ${where}
    order by lower(c.name), c.id
    limit ${query.limit} offset ${query.offset}`.execute(db);
  const count = rows[0]?.total ?? (query.offset > 0 ? await countContributors(db, where) : 0);
  return { count, rows };
}

async function countContributors(db: Db, where: ReturnType<typeof sql>) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from contributors c join users u on u.id = c.admin_id ${where}`.execute(db);
  return rows[0]!.n;
}

/** The groups a user can be put in (api_user, ...), A-Z. */
export async function groupNames(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from groups order by name collate "C"`.execute(db);
  return rows.map((row) => row.name);
}
