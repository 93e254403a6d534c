import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { undoableFacilityChange } from '../audit/undoable-change.ts';
import type { Geocoder } from '../geocoding/service.ts';
import { planDelete } from './delete.ts';
import { geocodeAddress } from './geocoder.ts';
import { planLink } from './link.ts';
import { checkMayMerge, planMerge } from './merge.ts';
import { planMove } from './move.ts';
import type { ToolPlan } from './plan.ts';
import { planPromote } from './promote.ts';
import { planSplit } from './split.ts';
import { planUpdateLocation, type LocationInput } from './update-location.ts';

/**
 * The staff facility tools. Each one checks its input, then changes the facilities, refreshes
 * their index rows (and so the tiles) and records an undoable audit entry in one transaction.
 */
export function createFacilityAdminService(deps: { db: Db; geocoder: Geocoder }) {
  const { db } = deps;

  const run = <T extends object>(
    user: RequestUser,
    action: string,
    plan: (trx: Transaction<DB>) => Promise<ToolPlan<T>>,
  ) =>
    db.transaction().execute(async (trx) => {
      const decided = await plan(trx);
      const { result, auditId } = await undoableFacilityChange(trx, { userId: user.id, action, ...decided });
      return { ...result, audit_id: auditId };
    });

  return {
    merge: (user: RequestUser, input: { target: string; merge: string }) =>
      run(user, 'facility.merge', async (trx) => {
        await checkMayMerge(trx, user, input);
        return planMerge(trx, user.id, input);
      }),
    split: (user: RequestUser, osId: string, matchId: number) =>
      run(user, 'facility.split', (trx) => planSplit(trx, osId, matchId)),
    promote: (user: RequestUser, osId: string, matchId: number) =>
      run(user, 'facility.promote', (trx) => planPromote(trx, osId, matchId)),
    move: (user: RequestUser, osId: string, matchId: number) =>
      run(user, 'facility.move', (trx) => planMove(trx, osId, matchId)),
    delete: (user: RequestUser, osId: string) => run(user, 'facility.delete', (trx) => planDelete(trx, osId)),
    updateLocation: (user: RequestUser, osId: string, input: LocationInput) =>
      run(user, 'facility.update_location', (trx) => planUpdateLocation(trx, user.id, osId, input)),
    link: (user: RequestUser, osId: string, newOsId: string) =>
      run(user, 'facility.link', (trx) => planLink(trx, osId, newOsId)),
    geocode: (address: string, countryCode: string) => geocodeAddress(deps.geocoder, address, countryCode),
  };
}

export type FacilityAdminService = ReturnType<typeof createFacilityAdminService>;
