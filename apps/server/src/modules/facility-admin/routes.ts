import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCATION_MESSAGES, parseCoordinate } from '@registry/core/facility-admin';
import { isCountryCode } from '@registry/core/countries';
import {
  geocoderAnswerSchema,
  linkAnswerSchema,
  mergeAnswerSchema,
  moveAnswerSchema,
  promoteAnswerSchema,
  splitAnswerSchema,
  updateLocationAnswerSchema,
} from '@registry/core/facility-admin-api';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest } from '../../http/errors.ts';
import { requireSuperuser, requireUser } from '../../http/request-user.ts';
import { signedIn, superusersOnly } from '../../http/route-access.ts';
import { createFacilityAdminService } from './service.ts';

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

export const facilityAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facility administration'];
  const admin = createFacilityAdminService({ db: deps.db, geocoder: deps.services.geocoder });

  // Moderators merge from the search results as well as staff from the dashboard (spec part 1 §6);
  // a contributor the two potential matches of a row of their own list (service.ts checkMayMerge).
  app.post(
    '/api/facilities/merge/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Merge facility `merge` into facility `target` (its OS ID then leads to the target)',
        querystring: mergeQuery,
        response: { 200: mergeAnswerSchema },
      },
    },
    async (request) => admin.merge(requireUser(request), request.query),
  );

  const matchTools = {
    split: {
      summary: 'Split a match off the facility (or revert it to the facility its list row created)',
      answer: splitAnswerSchema,
    },
    promote: {
      summary: "Make the match's list row the facility's source (name, address, coordinates)",
      answer: promoteAnswerSchema,
    },
    move: { summary: 'Transfer a match of another facility to this facility', answer: moveAnswerSchema },
  };
  for (const tool of ['split', 'promote', 'move'] as const) {
    const { summary, answer } = matchTools[tool];
    app.post(
      `/api/facilities/:osId/${tool}/`,
      {
        preValidation: superusersOnly,
        schema: { tags, summary, params: osIdParams, body: matchBody, response: { 200: answer } },
      },
      async (request) => admin[tool](requireSuperuser(request), request.params.osId, request.body.match_id),
    );
  }

  app.delete(
    '/api/facilities/:osId/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Delete a facility',
        params: osIdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await admin.delete(requireSuperuser(request), request.params.osId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/facilities/:osId/update-location/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: "Correct a facility's coordinates",
        params: osIdParams,
        body: locationBody,
        response: { 200: updateLocationAnswerSchema },
      },
    },
    async (request) => {
      const user = requireSuperuser(request);
      const body = request.body;
      const lat = parseCoordinate(body.lat);
      const lng = parseCoordinate(body.lng);
      if (lat === null || lng === null) {
        throw badRequest({
          ...(lat === null ? { lat: [LOCATION_MESSAGES.lat] } : {}),
          ...(lng === null ? { lng: [LOCATION_MESSAGES.lng] } : {}),
        });
      }
      const contributorId = typeof body.contributor_id === 'number' ? body.contributor_id : null;
      return admin.updateLocation(user, request.params.osId, { lat, lng, notes: body.notes.trim(), contributorId });
    },
  );

  app.post(
    '/api/facilities/:osId/link/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Link a closed facility to the OS ID it moved to',
        params: osIdParams,
        body: linkBody,
        response: { 200: linkAnswerSchema },
      },
    },
    async (request) => admin.link(requireSuperuser(request), request.params.osId, request.body.new_os_id),
  );

  app.get(
    '/api/geocoder/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Geocode an address in a country (staff tool)',
        querystring: geocoderQuery,
        response: { 200: geocoderAnswerSchema },
      },
    },
    async (request) => admin.geocode(request.query.address, request.query.country_code),
  );
};
