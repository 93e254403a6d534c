import { z } from 'zod';
import { GEOCODE_PRECISIONS } from './geocode-precision.ts';

/**
 * Answers of the staff facility tools (merge, split, promote, move, update-location, link,
 * geocoder; delete answers 204). Every change answers its undoable audit entry as audit_id.
 */

const change = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, audit_id: z.number().describe('The audit entry that undoes the change.') });
/** The toast the dashboard shows. */
const message = z.string();

export const mergeAnswerSchema = change({
  target: z.string(),
  merged: z.string().describe('The OS ID merged away (it now leads to target).'),
});
export const splitAnswerSchema = change({
  match_id: z.number(),
  new_os_id: z.string(),
  message,
  reverted: z.boolean().describe('The match went back to the facility its list row created, rather than to a new one.'),
});
export const promoteAnswerSchema = change({ match_id: z.number(), os_id: z.string(), message });
export const moveAnswerSchema = change({
  match_id: z.number(),
  new_os_id: z.string(),
  transferred_from: z.string(),
  message,
});
export const updateLocationAnswerSchema = change({
  os_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  previous_lat: z.number(),
  previous_lng: z.number(),
});
export const linkAnswerSchema = change({ os_id: z.string(), new_os_id: z.string() });

/** GET /api/geocoder/: an address not found is result_count 0 with nulls. */
export const geocoderAnswerSchema = z.object({
  result_count: z.number(),
  geocoded_point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  geocoded_address: z.string().nullable(),
  is_exact: z.boolean().nullable(),
  /** How precise the point is (geocode-precision.ts): a town or better; coarser is result_count 0. */
  geocoded_location_type: z.enum(GEOCODE_PRECISIONS).nullable(),
  provider: z.string().nullable(),
});

export type MergeAnswer = z.infer<typeof mergeAnswerSchema>;
export type UpdateLocationAnswer = z.infer<typeof updateLocationAnswerSchema>;
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;
export type GeocoderAnswer = z.infer<typeof geocoderAnswerSchema>;
