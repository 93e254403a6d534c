import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { endpoint } from './endpoint.ts';
import { GEOCODE_PRECISIONS } from './geocode-precision.ts';
import { normalizeOsId } from './os-id.ts';

/**
 * The staff facility tools (merge, split, promote, move, update-location, link, geocoder; delete
 * answers 204): their endpoint declarations and answers. Every change answers its undoable audit
 * entry as audit_id.
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

const REQUIRED = 'This field is required.';
const INTEGER = 'A valid integer is required.';
const osIdParams = z.object({ osId: z.string().max(40).transform(normalizeOsId) });
const osIdField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(40, 'Enter a valid OS ID.');
const mergeQuery = z.object({ target: osIdField, merge: osIdField });
const matchBody = z.object({
  match_id: z
    .custom<unknown>((value) => value !== undefined && value !== null && value !== '', REQUIRED)
    .pipe(
      z.coerce
        .number({ error: INTEGER })
        .int(INTEGER)
        .positive(INTEGER)
        .max(2 ** 52, INTEGER),
    ),
});
/** The coordinates as sent (numbers or text); the server reads them with parseCoordinate (facility-admin.ts). */
const locationBody = z.object({
  lat: z.union([z.number(), z.string()], { error: REQUIRED }),
  lng: z.union([z.number(), z.string()], { error: REQUIRED }),
  notes: z.string().max(5000, 'Ensure this value has at most 5000 characters.').optional().default(''),
  contributor_id: z
    .union([
      z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 52),
      z.null(),
      z.literal(''),
    ])
    .optional(),
});
const linkBody = z.object({ new_os_id: osIdField });
const geocoderQuery = z.object({
  address: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500),
  country_code: z
    .string({ error: REQUIRED })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, 'Select a valid country.'),
});

const tags = ['facility administration'];

/** A tool on one match of a facility (split, promote, move): superusers only. */
const matchTool = <const P extends string, A extends z.ZodType>(path: P, summary: string, answer: A) =>
  endpoint({
    method: 'POST',
    path,
    access: 'superuser',
    tags,
    summary,
    params: osIdParams,
    body: matchBody,
    response: { 200: answer },
  });

export const facilityAdminEndpoints = {
  /**
   * Moderators merge from the search results as well as staff from the dashboard (spec part 1 §6);
   * a contributor the two potential matches of a row of their own list: the service checks who.
   */
  merge: endpoint({
    method: 'POST',
    path: '/api/facilities/merge/',
    access: 'signedIn',
    tags,
    summary: 'Merge facility `merge` into facility `target` (its OS ID then leads to the target)',
    query: mergeQuery,
    response: { 200: mergeAnswerSchema },
  }),
  split: matchTool(
    '/api/facilities/:osId/split/',
    'Split a match off the facility (or revert it to the facility its list row created)',
    splitAnswerSchema,
  ),
  promote: matchTool(
    '/api/facilities/:osId/promote/',
    "Make the match's list row the facility's source (name, address, coordinates)",
    promoteAnswerSchema,
  ),
  move: matchTool(
    '/api/facilities/:osId/move/',
    'Transfer a match of another facility to this facility',
    moveAnswerSchema,
  ),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/facilities/:osId/',
    access: 'superuser',
    tags,
    summary: 'Delete a facility',
    params: osIdParams,
    response: { 204: z.null().describe('Deleted') },
  }),
  updateLocation: endpoint({
    method: 'POST',
    path: '/api/facilities/:osId/update-location/',
    access: 'superuser',
    tags,
    summary: "Correct a facility's coordinates",
    params: osIdParams,
    body: locationBody,
    response: { 200: updateLocationAnswerSchema },
  }),
  link: endpoint({
    method: 'POST',
    path: '/api/facilities/:osId/link/',
    access: 'superuser',
    tags,
    summary: 'Link a closed facility to the OS ID it moved to',
    params: osIdParams,
    body: linkBody,
    response: { 200: linkAnswerSchema },
  }),
  geocoder: endpoint({
    method: 'GET',
    path: '/api/geocoder/',
    access: 'superuser',
    tags,
    summary: 'Geocode an address in a country (staff tool)',
    query: geocoderQuery,
    response: { 200: geocoderAnswerSchema },
  }),
};
