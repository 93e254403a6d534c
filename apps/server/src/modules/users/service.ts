import { accountMessages } from '@registry/core/account';
import { OTHER_CONTRIBUTOR_TYPE } from '@registry/core/contributor-types';
import { canSetModerationMode, profileMessages, type ProfileUpdate } from '@registry/core/profile';
import type { UserProfile } from '@registry/core/profile-api';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import * as q from './queries.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof q.findProfileRow>>>;

/** Profiles: everyone sees the organisation; only the owner sees and edits the account part. */
export function createProfileService(deps: { db: Db }) {
  const { db } = deps;

  async function shape(row: ProfileRow, owner: boolean): Promise<UserProfile> {
    const facility_lists = await q.findPublicLists(db, row.contributor_id);
    const publicPart = {
      id: row.id,
      name: row.name,
      description: row.description,
      website: row.website,
      contributor_type: row.contributor_type,
      other_contributor_type: row.other_contributor_type,
      is_verified: row.is_verified,
      contributor_id: row.contributor_id,
      facility_lists,
    };
    if (!owner) return publicPart;
    return {
      ...publicPart,
      email: row.email,
      is_staff: row.is_staff,
      is_superuser: row.is_superuser,
      is_moderation_mode: row.is_moderation_mode,
      embed_level: row.embed_level,
      embed_config_id: row.embed_config_id,
    };
  }

  return {
    async get(viewer: RequestUser | null, userId: number): Promise<UserProfile> {
      const row = await q.findProfileRow(db, userId);
      if (!row) throw notFound();
      return shape(row, viewer?.id === userId);
    },

    /** One transaction: the organisation, moderation mode and password change together or not at all. */
    async update(
      viewer: RequestUser,
      userId: number,
      input: ProfileUpdate,
      sessionTokenHash: string | null,
    ): Promise<UserProfile> {
      if (viewer.id !== userId) throw forbidden('You can only edit your own profile.');
      const newHash = input.new_password ? await hashPassword(input.new_password) : undefined;
      const row = await db.transaction().execute(async (trx) => {
        const current = await q.findProfileRow(trx, userId, true);
        if (!current) throw notFound();
        const moderationChange =
          input.is_moderation_mode !== undefined && input.is_moderation_mode !== current.is_moderation_mode;
        if (moderationChange && !canSetModerationMode(current))
          throw badRequest({ is_moderation_mode: [profileMessages.moderationModeStaffOnly] });
        if (newHash && !(await verifyPassword(input.current_password, current.password_hash))) {
          throw badRequest({ current_password: [accountMessages.wrongCurrentPassword] });
        }
        await q.updateContributor(trx, current.contributor_id, {
          name: input.name,
          description: input.description,
          website: input.website,
          contributor_type: input.contributor_type,
          other_contributor_type:
            input.contributor_type === OTHER_CONTRIBUTOR_TYPE ? (input.other_contributor_type ?? null) : null,
        });
        await q.updateUser(trx, userId, {
          ...(moderationChange ? { is_moderation_mode: input.is_moderation_mode } : {}),
          ...(newHash ? { password_hash: newHash } : {}),
        });
        if (newHash) await q.deleteOtherSessions(trx, userId, sessionTokenHash);
        return q.findProfileRow(trx, userId);
      });
      return shape(row!, true);
    },
  };
}
