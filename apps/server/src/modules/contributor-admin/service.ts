import {
  applySettingsPatch,
  changedSettings,
  contributorSettingsMessages,
  type ContributorSettings,
  type ContributorSettingsPatch,
} from '@registry/core/contributor-settings';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import * as q from './queries.ts';
import {
  lockContributorSettings,
  writeContributorSettings,
  type ContributorSettingsUndo,
} from '../audit/contributor-settings-state.ts';

export const CONTRIBUTOR_UPDATE_ACTION = 'contributor.update';

const pick = (settings: ContributorSettings, keys: (keyof ContributorSettings)[]) =>
  Object.fromEntries(keys.map((key) => [key, settings[key]]));

/** Staff's Contributors screen: search contributors, set their settings (superusers; the routes check the role). */
export function createContributorAdminService(db: Db) {
  return {
    async list(query: q.ContributorListQuery) {
      const { count, rows } = await q.listContributors(db, query);
      return {
        count,
        results: rows.map(({ total: _total, ...row }) => ({
          ...row,
          id: Number(row.id),
          user_id: Number(row.user_id),
        })),
      };
    },

    groups: () => q.groupNames(db),

    /**
     * Applies the given settings in one transaction with an audit entry that can be undone (the
     * whole settings before and after, so an undo notices a later change). A patch that changes
     * nothing writes nothing and answers audit_id null.
     */
    async update(user: RequestUser, contributorId: number, patch: ContributorSettingsPatch) {
      return db.transaction().execute(async (trx) => {
        const contributor = await lockContributorSettings(trx, contributorId);
        if (!contributor) throw notFound();
        if (patch.groups) {
          const known = new Set(await q.groupNames(trx));
          const unknown = patch.groups.filter((name) => !known.has(name));
          if (unknown.length) throw badRequest({ groups: unknown.map(contributorSettingsMessages.unknownGroup) });
        }
        const before = contributor.settings;
        const after = applySettingsPatch(before, patch);
        const changed = changedSettings(before, after);
        let auditId: number | null = null;
        if (changed.length) {
          await writeContributorSettings(trx, contributor, after);
          auditId = await recordAudit(trx, {
            userId: user.id,
            action: CONTRIBUTOR_UPDATE_ACTION,
            entityType: 'contributor',
            entityId: String(contributor.id),
            before: { name: contributor.name, ...pick(before, changed) },
            after: pick(after, changed),
            extra: {
              undo: {
                kind: 'contributor_settings',
                contributor_id: contributor.id,
                state_before: before,
                state_after: after,
              } satisfies ContributorSettingsUndo,
            },
          });
        }
        return { id: contributor.id, name: contributor.name, user_id: contributor.userId, ...after, audit_id: auditId };
      });
    },
  };
}
