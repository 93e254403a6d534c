import type { Transaction } from 'kysely';
import { FACILITY_ADMIN_TOASTS, MATCH_MESSAGES } from '@registry/core/facility-admin';
import type { DB } from '../../db/schema.ts';
import { loadFacilityAndMatch, refuse } from './adjustable-match.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

/**
 * POST /api/facilities/{id}/move/ {match_id}: the match (of another facility) is transferred to
 * facility {id}, with its list row and the row's extended fields.
 */
export async function planMove(
  trx: Transaction<DB>,
  osId: string,
  matchId: number,
): Promise<ToolPlan<{ match_id: number; new_os_id: string; transferred_from: string; message: string }>> {
  const { facility, match } = await loadFacilityAndMatch(trx, osId, matchId, { onFacility: false });
  if (match.facility_id === facility.os_id) throw refuse(MATCH_MESSAGES.alreadyOnFacility);
  if (await q.itemHasMatchTo(trx, match.item_id, facility.os_id)) throw refuse(MATCH_MESSAGES.itemAlreadyMatched);
  const from = match.facility_id;
  return {
    osId: facility.os_id,
    osIds: [facility.os_id, from],
    summary: { os_id: facility.os_id, match_id: match.id, transferred_from: from },
    apply: async (records) => {
      await records.moveMatch(match, facility.os_id);
      return {
        match_id: match.id,
        new_os_id: facility.os_id,
        transferred_from: from,
        message: FACILITY_ADMIN_TOASTS.moved,
      };
    },
  };
}
