import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import {
  isContributorSettingsUndo,
  lockContributorSettings,
  writeContributorSettings,
  type ContributorSettingsUndo,
} from './contributor-settings-state.ts';
import { lockFacilities, readFacilityState, restoreFacilityState } from '../facility-records/index.ts';
import * as q from './queries.ts';
import { recordAudit } from './record-audit.ts';
import type { UndoDetails } from './undoable-change.ts';

export const AUDIT_MESSAGES = {
  notUndoable: 'This action cannot be undone.',
  alreadyUndone: 'This action has already been undone.',
  changedSince:
    'The facilities have changed since this action, so it can no longer be undone. Undo the later actions first.',
  contributorChangedSince:
    "The contributor's settings have changed since this action, so it can no longer be undone. Undo the later actions first.",
} as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Trx = Transaction<DB>;

async function undoFacilityChange(trx: Trx, undo: UndoDetails) {
  // Facility tools lock the facilities they change: an undo waits for them, and they for it.
  await lockFacilities(trx, undo.scope.osIds);
  const current = await readFacilityState(trx, undo.scope);
  if (!isDeepStrictEqual(current, undo.state_after)) throw conflict(AUDIT_MESSAGES.changedSince);
  await restoreFacilityState(trx, undo.scope, undo.state_before);
}

async function undoContributorSettings(trx: Trx, undo: ContributorSettingsUndo) {
  const contributor = await lockContributorSettings(trx, undo.contributor_id);
  if (!contributor || !isDeepStrictEqual(contributor.settings, undo.state_after))
    throw conflict(AUDIT_MESSAGES.contributorChangedSince);
  await writeContributorSettings(trx, contributor, undo.state_before);
}

/** The staff audit log and undo (superusers; the routes check the role). */
export function createAuditService(db: Db) {
  return {
    async list(query: q.AuditListQuery) {
      const { count, rows } = await q.listEntries(db, query);
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          action: row.action,
          entity_type: row.entity_type,
          entity_id: row.entity_id.trim(),
          created_at: row.created_at.toISOString(),
          user_email: row.user_email,
          before: row.details.before ?? null,
          after: row.details.after ?? null,
          undone_at: iso(row.undone_at),
          undone_by: row.undone_by,
          can_undo: row.undoable && row.undone_at === null,
        })),
      };
    },

    /**
     * Puts the facilities of an undoable entry back as they were before it, provided nothing has
     * changed them since (otherwise the later change would be lost silently). The undo is itself
     * an audit entry.
     */
    async undo(user: RequestUser, id: number) {
      return db.transaction().execute(async (trx) => {
        const entry = await q.lockEntry(trx, id);
        if (!entry) throw notFound();
        const undo = (entry.details as { undo?: UndoDetails | ContributorSettingsUndo }).undo;
        if (!undo) throw badRequest({ non_field_errors: [AUDIT_MESSAGES.notUndoable] }, AUDIT_MESSAGES.notUndoable);
        if (await q.findUndo(trx, id))
          throw badRequest({ non_field_errors: [AUDIT_MESSAGES.alreadyUndone] }, AUDIT_MESSAGES.alreadyUndone);
        if (isContributorSettingsUndo(undo)) await undoContributorSettings(trx, undo);
        else await undoFacilityChange(trx, undo);
        await recordAudit(trx, {
          userId: user.id,
          action: q.UNDO_ACTION,
          entityType: 'audit_log',
          entityId: String(id),
          before: { action: entry.action, entity_id: entry.entity_id.trim() },
        });
        return { id, action: entry.action, entity_id: entry.entity_id.trim(), undone: true as const };
      });
    },
  };
}
