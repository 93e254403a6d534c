import type { Transaction } from 'kysely';
import { FACILITY_ADMIN_TOASTS, MATCH_MESSAGES } from '@registry/core/facility-admin';
import type { DB } from '../../db/schema.ts';
import { loadFacilityAndMatch, refuse } from './adjustable-match.ts';
import type { ToolPlan } from './plan.ts';

/**
 * POST /api/facilities/{id}/promote/ {match_id}: the match's list row becomes the facility's
 * source: its name, address, country and coordinates become the facility's.
 */
export async function planPromote(
  trx: Transaction<DB>,
  osId: string,
  matchId: number,
): Promise<ToolPlan<{ match_id: number; os_id: string; message: string }>> {
  const { facility, match } = await loadFacilityAndMatch(trx, osId, matchId, { onFacility: true });
  const { lat, lng } = match;
  if (lat === null || lng === null || !match.country_code) throw refuse(MATCH_MESSAGES.notGeocoded);
  return {
    osId: facility.os_id,
    osIds: [facility.os_id],
    summary: {
      os_id: facility.os_id,
      match_id: match.id,
      previous: { name: facility.name, address: facility.address, lat: facility.lat, lng: facility.lng },
    },
    apply: async (records) => {
      await records.takeValuesOfItem(facility.os_id, { ...match, country_code: match.country_code!, lat, lng });
      return { match_id: match.id, os_id: facility.os_id, message: FACILITY_ADMIN_TOASTS.promoted };
    },
  };
}
