import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

/**
 * DELETE /api/facilities/{id}/: the facility leaves the registry with its matches, extended
 * fields, claims and reports; its own list rows become DELETED. Old IDs that led to it stop
 * resolving (the audit screen can bring all of it back).
 */
export async function planDelete(trx: Transaction<DB>, osId: string): Promise<ToolPlan<{ os_id: string }>> {
  const facility = await q.findFacility(trx, osId, { lock: true });
  if (!facility) throw notFound();
  return {
    osId: facility.os_id,
    osIds: [facility.os_id],
    summary: {
      os_id: facility.os_id,
      name: facility.name,
      address: facility.address,
      country_code: facility.country_code,
    },
    apply: async (records) => {
      await records.deleteFacility(facility.os_id);
      return { os_id: facility.os_id };
    },
  };
}
