import type { Transaction } from 'kysely';
import { FACILITY_ADMIN_TOASTS, MATCH_MESSAGES } from '@registry/core/facility-admin';
import { isGeocodePrecision } from '@registry/core/geocode-precision';
import { generateOsId } from '@registry/core/os-id';
import type { DB } from '../../db/schema.ts';
import { loadFacilityAndMatch, refuse } from './adjustable-match.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

export interface SplitResult {
  match_id: number;
  new_os_id: string;
  /** 'New facility was created', or 'Reverted match to original facility'. */
  message: string;
  reverted: boolean;
}

/**
 * POST /api/facilities/{id}/split/ {match_id}: the match leaves the facility. When its list row
 * once created a facility that still exists, the match goes back there (revert). When that
 * facility was merged away, it comes back under its own OS ID, which stops leading to the merge
 * target (also a revert: whoever holds the old ID finds that factory again). Otherwise the row
 * becomes a new facility with a new OS ID. The contributor then no longer counts for the
 * facility, unless another of its rows does.
 */
export async function planSplit(trx: Transaction<DB>, osId: string, matchId: number): Promise<ToolPlan<SplitResult>> {
  const { facility, match } = await loadFacilityAndMatch(trx, osId, matchId, { onFacility: true });
  if (facility.created_from_item_id === match.item_id) throw refuse(MATCH_MESSAGES.createdFacility);
  const original = await q.facilityCreatedByItem(trx, match.item_id);
  const summary = { os_id: facility.os_id, match_id: match.id, list_item_id: match.item_id };
  if (original) {
    if (await q.itemHasMatchTo(trx, match.item_id, original)) throw refuse(MATCH_MESSAGES.itemAlreadyMatched);
    return {
      osId: facility.os_id,
      osIds: [facility.os_id, original],
      summary,
      apply: async (records) => {
        await records.moveMatch(match, original);
        return { match_id: match.id, new_os_id: original, message: FACILITY_ADMIN_TOASTS.reverted, reverted: true };
      },
    };
  }
  const { lat, lng, country_code: countryCode } = match;
  if (lat === null || lng === null || !countryCode) throw refuse(MATCH_MESSAGES.notGeocoded);
  const mergedAway = await q.mergedIdCreatedByItem(trx, match.item_id);
  const newOsId = mergedAway ?? generateOsId(countryCode);
  return {
    osId: facility.os_id,
    osIds: [facility.os_id, newOsId],
    summary,
    apply: async (records) => {
      if (mergedAway) await records.endAlias(mergedAway);
      await records.createFacilities([
        {
          osId: newOsId,
          name: match.name,
          address: match.address,
          countryCode,
          lat,
          lng,
          inexact: match.inexact,
          precision: isGeocodePrecision(match.precision) ? match.precision : null,
          place: match.place,
          createdFrom: { itemId: match.item_id },
        },
      ]);
      await records.moveMatch(match, newOsId);
      return mergedAway
        ? { match_id: match.id, new_os_id: newOsId, message: FACILITY_ADMIN_TOASTS.reverted, reverted: true }
        : { match_id: match.id, new_os_id: newOsId, message: FACILITY_ADMIN_TOASTS.splitCreated, reverted: false };
    },
  };
}
