import { sql, type Transaction } from 'kysely';
import type { ContributorSettings } from '@registry/core/contributor-settings';
import type { DB } from '../../db/schema.ts';

type Trx = Transaction<DB>;

/** What audit_log.details.undo holds for a change of a contributor's settings. */
export interface ContributorSettingsUndo {
  kind: 'contributor_settings';
  contributor_id: number;
  state_before: ContributorSettings;
  state_after: ContributorSettings;
}

export const isContributorSettingsUndo = (undo: unknown): undo is ContributorSettingsUndo =>
  typeof undo === 'object' && undo !== null && (undo as { kind?: unknown }).kind === 'contributor_settings';

export interface LockedContributor {
  id: number;
  name: string;
  userId: number;
  settings: ContributorSettings;
}

/** The contributor and its admin user, locked until the transaction ends; undefined when there is none. */
export async function lockContributorSettings(trx: Trx, contributorId: number): Promise<LockedContributor | undefined> {
  const { rows } = await sql<{ id: number; name: string; admin_id: number } & ContributorSettings>`
    select c.id, c.name, c.admin_id, c.embed_level, c.is_verified, u.is_moderation_mode,
      array(select g.name from user_groups ug join groups g on g.id = ug.group_id
            where ug.user_id = u.id order by g.name collate "C") as groups
    from contributors c join users u on u.id = c.admin_id
    where c.id = ${contributorId}
    for update of c, u`.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  const { id, name, admin_id, embed_level, is_verified, is_moderation_mode, groups } = row;
  return {
    id: Number(id),
    name,
    userId: Number(admin_id),
    settings: { embed_level, is_verified, is_moderation_mode, groups },
  };
}

/** Writes every setting; groups not in `settings.groups` are left, the others joined. */
export async function writeContributorSettings(
  trx: Trx,
  contributor: { id: number; userId: number },
  settings: ContributorSettings,
): Promise<void> {
  await trx
    .updateTable('contributors')
    .set({ embed_level: settings.embed_level, is_verified: settings.is_verified, updated_at: sql`now()` })
    .where('id', '=', contributor.id)
    .execute();
  await trx
    .updateTable('users')
    .set({ is_moderation_mode: settings.is_moderation_mode, updated_at: sql`now()` })
    .where('id', '=', contributor.userId)
    .execute();
  await sql`
    delete from user_groups ug using groups g
    where ug.group_id = g.id and ug.user_id = ${contributor.userId} and not (g.name = any(${settings.groups}::text[]))`.execute(
    trx,
  );
  await sql`
    insert into user_groups (user_id, group_id) select ${contributor.userId}, id from groups where name = any(${settings.groups}::text[])
    on conflict do nothing`.execute(trx);
}
