import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordIndexChange } from '../facilities/index.ts';
import {
  changeFacilityRecords,
  readFacilityState,
  scopeOf,
  type FacilityRecords,
  type FacilityScope,
  type FacilityState,
} from '../facility-records/index.ts';
import { recordAudit } from './record-audit.ts';

/** What audit_log.details holds for an action that can be undone. */
export interface UndoDetails {
  scope: FacilityScope;
  state_before: FacilityState;
  state_after: FacilityState;
}

export interface FacilityChange<T> {
  userId: number;
  /** e.g. 'facility.merge' */
  action: string;
  /** The facility the action is about (audit_log.entity_id). */
  osId: string;
  /** Every facility the action may touch, including one it is about to create. */
  osIds: string[];
  /** A short account for the audit screen: what the action was given (which facilities, which match, ...). */
  summary: Record<string, unknown>;
  /** The change itself, in the caller's transaction; what it returns is also kept as the entry's `after`. */
  apply: (records: FacilityRecords) => Promise<T>;
}

/**
 * Runs a staff action on facilities inside `trx` and records it with the state of every row it
 * could touch before and after, so the audit screen can put the facilities back exactly. The
 * facility index (and so the tiles) is refreshed in the same transaction.
 */
export async function undoableFacilityChange<T>(
  trx: Transaction<DB>,
  change: FacilityChange<T>,
): Promise<{ result: T; auditId: number }> {
  const scope = await scopeOf(trx, change.osIds);
  const before = await readFacilityState(trx, scope);
  const result = await changeFacilityRecords(trx, (records) => {
    // Every facility of the scope, as before: the change may touch their claims, reports, list rows.
    records.touch(scope.osIds);
    return change.apply(records);
  });
  const after = await readFacilityState(trx, scope);
  await invalidateVanishedPositions(trx, before, after);
  const auditId = await recordAudit(trx, {
    userId: change.userId,
    action: change.action,
    entityType: 'facility',
    entityId: change.osId,
    before: change.summary,
    after: result,
    extra: { undo: { scope, state_before: before, state_after: after } satisfies UndoDetails },
  });
  return { result, auditId };
}

/**
 * A deleted facility's index row goes with it (a cascade) before the refresh could see it, so
 * the tiles over where it stood are invalidated here; the refresh covers every other change.
 */
async function invalidateVanishedPositions(trx: Transaction<DB>, before: FacilityState, after: FacilityState) {
  const remaining = new Set((after.facility_index ?? []).map((row) => String(row.os_id)));
  const vanished = (before.facility_index ?? []).filter((row) => !remaining.has(String(row.os_id)));
  if (vanished.length)
    await recordIndexChange(
      trx,
      vanished.map((row) => ({ lat: Number(row.lat), lng: Number(row.lng) })),
    );
}
