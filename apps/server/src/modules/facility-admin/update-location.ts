import type { Transaction } from 'kysely';
import { LOCATION_MESSAGES, locationProblems } from '@registry/core/facility-admin';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ToolPlan } from './plan.ts';
import * as q from './queries.ts';

export interface LocationInput {
  lat: number;
  lng: number;
  notes: string;
  contributorId: number | null;
}

/**
 * POST /api/facilities/{id}/update-location/ {lat, lng, notes, contributor_id}: staff correct the
 * point; the new coordinates are exact, and the correction is kept in facility_locations.
 */
export async function planUpdateLocation(
  trx: Transaction<DB>,
  userId: number,
  osId: string,
  input: LocationInput,
): Promise<ToolPlan<{ os_id: string; lat: number; lng: number; previous_lat: number; previous_lng: number }>> {
  const facility = await q.findFacility(trx, osId, { lock: true });
  if (!facility) throw notFound();
  const problems = locationProblems(input.lat, input.lng, facility);
  if (problems.length) {
    const field = (message: string) =>
      message === LOCATION_MESSAGES.lat ? 'lat' : message === LOCATION_MESSAGES.lng ? 'lng' : 'non_field_errors';
    const errors: Record<string, string[]> = {};
    for (const message of problems) (errors[field(message)] ??= []).push(message);
    throw badRequest(errors);
  }
  if (input.contributorId !== null && !(await q.findContributor(trx, input.contributorId))) {
    throw badRequest({ contributor_id: [`Contributor ${input.contributorId} does not exist.`] });
  }
  const previous = { lat: facility.lat, lng: facility.lng };
  return {
    osId: facility.os_id,
    osIds: [facility.os_id],
    summary: { os_id: facility.os_id, previous, lat: input.lat, lng: input.lng, notes: input.notes },
    apply: async (records) => {
      await q.insertLocationRecord(trx, {
        osId: facility.os_id,
        lat: input.lat,
        lng: input.lng,
        previousLat: previous.lat,
        previousLng: previous.lng,
        notes: input.notes,
        userId,
        contributorId: input.contributorId,
      });
      await records.setLocation(facility.os_id, input.lat, input.lng);
      return {
        os_id: facility.os_id,
        lat: input.lat,
        lng: input.lng,
        previous_lat: previous.lat,
        previous_lng: previous.lng,
      };
    },
  };
}
