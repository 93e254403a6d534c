import type { Transaction } from 'kysely';
import { MERGE_MESSAGES } from '@registry/core/facility-admin';
import { normalizeOsId } from '@registry/core/os-id';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { lockFacilities } from '../facility-records/index.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

const NOT_FOUND = 'No facility with this OS ID exists.';

/** A current facility for one side of the merge, or a 400 naming that side. */
async function loadSide(trx: Transaction<DB>, field: 'target' | 'merge', value: string) {
  const osId = normalizeOsId(value);
  const facility = await q.findFacility(trx, osId, { lock: true });
  if (facility) return facility;
  const alias = await q.findAlias(trx, osId);
  if (alias) throw badRequest({ [field]: [MERGE_MESSAGES.alreadyMerged(osId, alias.facility_id)] });
  throw badRequest({ [field]: [NOT_FOUND] });
}

/**
 * Staff and moderators merge any two facilities. A contributor merges only the two a row of their
 * own list was offered as potential matches (list detail's Merge, spec part 1 §4), so a
 * contributor cannot fold arbitrary facilities of the registry together.
 */
export async function checkMayMerge(trx: Transaction<DB>, user: RequestUser, input: { target: string; merge: string }) {
  if (user.isSuperuser || user.isModerationMode) return;
  const pair: [string, string] = [normalizeOsId(input.target), normalizeOsId(input.merge)];
  if (user.contributorId === null || !(await q.ownRowOffersBoth(trx, user.contributorId, pair))) throw forbidden();
}

/**
 * POST /api/facilities/merge/?target=&merge= (spec part 2 §2 'Merge'). Everything of the merged
 * facility moves to the target: list rows and matches (active ones become MERGED; pending and
 * rejected keep their status), extended fields, events, claims and reports. Its pending claims
 * are denied, and its approved claim revoked when the target already has one (one owner per
 * facility). Its OS ID, and every old ID that led to it, then lead to the target; the merged
 * facility is deleted.
 */
export async function planMerge(
  trx: Transaction<DB>,
  userId: number,
  input: { target: string; merge: string },
): Promise<ToolPlan<{ target: string; merged: string }>> {
  // The spec's words for the same facility on both sides: the one to merge is already the target.
  if (normalizeOsId(input.target) === normalizeOsId(input.merge))
    throw badRequest({ merge: [MERGE_MESSAGES.alreadyTarget] }, MERGE_MESSAGES.alreadyTarget);
  // Both rows locked in one order, so two merges of the same pair wait instead of deadlocking.
  await lockFacilities(trx, [normalizeOsId(input.target), normalizeOsId(input.merge)].sort());
  const target = await loadSide(trx, 'target', input.target);
  const merge = await loadSide(trx, 'merge', input.merge);
  const reason = `Facility ${merge.os_id} was merged into ${target.os_id}.`;
  return {
    osId: target.os_id,
    osIds: [target.os_id, merge.os_id],
    summary: { target: { os_id: target.os_id, name: target.name }, merge: { os_id: merge.os_id, name: merge.name } },
    apply: async (records) => {
      await records.mergeRecords(merge, target.os_id);
      const targetHasOwner = (await q.openClaims(trx, target.os_id)).some((claim) => claim.status === 'APPROVED');
      for (const claim of await q.openClaims(trx, merge.os_id)) {
        if (claim.status === 'PENDING') await q.closeClaim(trx, claim.id, 'DENIED', reason, userId);
        else if (targetHasOwner) await q.closeClaim(trx, claim.id, 'REVOKED', reason, userId);
      }
      await q.moveClaims(trx, merge.os_id, target.os_id);
      await q.moveReports(trx, merge.os_id, target.os_id, reason, userId);
      await q.movePartnerValues(trx, merge.os_id, target.os_id);
      await records.retireMerged(merge, target.os_id);
      return { target: target.os_id, merged: merge.os_id };
    },
  };
}
