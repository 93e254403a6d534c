import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCATION_MESSAGES, parseCoordinate } from '@registry/core/facility-admin';
import { isCountryCode } from '@registry/core/countries';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, parseOrThrow } from '../../http/errors.ts';
import { requireModerator, requireSuperuser } from '../../http/request-user.ts';
import { createFacilityAdminService } from './service.ts';

const REQUIRED = 'This field is required.';
const INTEGER = 'A valid integer is required.';
const osIdParams = z.object({ osId: z.string().max(40).transform(normalizeOsId) });
const osIdField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(40, 'Enter a valid OS ID.');
const mergeQuery = z.object({ target: osIdField, merge: osIdField });
const matchBody = z.object({
  match_id: z
    .custom<unknown>((value) => value !== undefined && value !== null && value !== '', REQUIRED)
    .pipe(z.coerce.number({ error: INTEGER }).int(INTEGER).positive(INTEGER).max(2 ** 52, INTEGER)),
});
const locationBody = z.object({
  lat: z.union([z.number(), z.string()], { error: REQUIRED }),
  lng: z.union([z.number(), z.string()], { error: REQUIRED }),
  notes: z.string().max(5000, 'Ensure this value has at most 5000 characters.').optional().default(''),
  contributor_id: z.union([z.coerce.number().int().positive().max(2 ** 52), z.null(), z.literal('')]).optional(),
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

export const facilityAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facility administration'];
  const admin = createFacilityAdminService({ db: deps.db, geocoder: deps.services.geocoder });

  // Moderators merge from the search results as well as staff from the dashboard (spec part 1 §6).
  app.post('/api/facilities/merge/', { schema: { tags, summary: 'Merge facility `merge` into facility `target` (its OS ID then leads to the target)' } }, async (request) => {
    const user = requireModerator(request);
    return admin.merge(user, parseOrThrow(mergeQuery, request.query));
  });

  for (const tool of ['split', 'promote', 'move'] as const) {
    const summary = {
      split: 'Split a match off the facility (or revert it to the facility its list row created)',
      promote: "Make the match's list row the facility's source (name, address, coordinates)",
      move: 'Transfer a match of another facility to this facility',
    }[tool];
    app.post(`/api/facilities/:osId/${tool}/`, { schema: { tags, summary } }, async (request) => {
      const user = requireSuperuser(request);
      const { osId } = parseOrThrow(osIdParams, request.params);
      const { match_id: matchId } = parseOrThrow(matchBody, request.body ?? {});
      return admin[tool](user, osId, matchId);
    });
  }

  app.delete('/api/facilities/:osId/', { schema: { tags, summary: 'Delete a facility' } }, async (request, reply) => {
    const user = requireSuperuser(request);
    await admin.delete(user, parseOrThrow(osIdParams, request.params).osId);
    return reply.status(204).send();
  });

  app.post('/api/facilities/:osId/update-location/', { schema: { tags, summary: "Correct a facility's coordinates" } }, async (request) => {
    const user = requireSuperuser(request);
    const { osId } = parseOrThrow(osIdParams, request.params);
    const body = parseOrThrow(locationBody, request.body ?? {});
    const lat = parseCoordinate(body.lat);
    const lng = parseCoordinate(body.lng);
    if (lat === null || lng === null) {
      throw badRequest({ ...(lat === null ? { lat: [LOCATION_MESSAGES.lat] } : {}), ...(lng === null ? { lng: [LOCATION_MESSAGES.lng] } : {}) });
    }
    const contributorId = typeof body.contributor_id === 'number' ? body.contributor_id : null;
    return admin.updateLocation(user, osId, { lat, lng, notes: body.notes.trim(), contributorId });
  });

  app.post('/api/facilities/:osId/link/', { schema: { tags, summary: 'Link a closed facility to the OS ID it moved to' } }, async (request) => {
    const user = requireSuperuser(request);
    const { osId } = parseOrThrow(osIdParams, request.params);
    return admin.link(user, osId, parseOrThrow(linkBody, request.body ?? {}).new_os_id);
  });

  app.get('/api/geocoder/', { schema: { tags, summary: 'Geocode an address in a country (staff tool)' } }, async (request) => {
    requireSuperuser(request);
    const query = parseOrThrow(geocoderQuery, request.query);
    return admin.geocode(query.address, query.country_code);
  });
};
