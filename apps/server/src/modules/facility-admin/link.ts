import type { Transaction } from 'kysely';
import { LINK_MESSAGES } from '@registry/core/facility-admin';
import { normalizeOsId } from '@registry/core/os-id';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

/**
 * POST /api/facilities/{id}/link/ {new_os_id}: the facility has closed and moved to another one.
 * It is marked closed with new_os_id, so its page says 'This facility has moved to' with the
 * link. An old ID given as the new one is followed to its current facility.
 */
export async function planLink(
  trx: Transaction<DB>,
  osId: string,
  newOsIdInput: string,
): Promise<ToolPlan<{ os_id: string; new_os_id: string }>> {
  const facility = await q.findFacility(trx, osId, { lock: true });
  if (!facility) throw notFound();
  const requested = normalizeOsId(newOsIdInput);
  const destination = (await q.findFacility(trx, requested))?.os_id ?? (await q.findAlias(trx, requested))?.facility_id;
  if (!destination) throw badRequest({ new_os_id: [LINK_MESSAGES.unknown(requested)] });
  if (destination === facility.os_id) throw badRequest({ new_os_id: [LINK_MESSAGES.self] });
  return {
    osId: facility.os_id,
    osIds: [facility.os_id, destination],
    summary: {
      os_id: facility.os_id,
      new_os_id: destination,
      previous_new_os_id: facility.new_os_id,
      was_closed: facility.is_closed,
    },
    apply: async (records) => {
      await records.setNewOsId(facility.os_id, destination);
      return { os_id: facility.os_id, new_os_id: destination };
    },
  };
}
