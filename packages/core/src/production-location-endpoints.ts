import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MAX_STRING_LENGTH } from './limits.ts';
import {
  pendingModerationEventSchema,
  productionLocationSchema,
  productionLocationSearchSchema,
} from './production-location-api.ts';
import { productionLocationPayloadSchema } from './production-location-payload.ts';
import { PRODUCTION_LOCATION_SEARCH_SIZE, productionLocationCountry } from './production-location-rules.ts';

/** Open Supply Hub's v1 production-locations API, by session or API token. */

const tags = ['production locations (v1)'];
const required = 'This field is required.';

const searchQuery = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(MAX_STRING_LENGTH),
  address: z.string().trim().max(MAX_STRING_LENGTH).default(''),
  country: z
    .string({ error: required })
    .describe('ISO 3166-1 alpha-2 or alpha-3 code, or English name')
    .transform((value, ctx) => {
      const code = productionLocationCountry(value);
      if (!code) ctx.addIssue({ code: 'custom', message: `'${value}' is not a valid country.` });
      return code ?? '';
    }),
  size: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int('Must be a whole number.')
    .min(1)
    .max(PRODUCTION_LOCATION_SEARCH_SIZE)
    .default(10),
});
const osIdParams = z.object({ osId: z.string().max(40).describe('Current or historical OS ID') });

export const productionLocationEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/v1/production-locations/',
    access: 'signedIn',
    tags,
    summary: 'Production locations that best match a name, address and country (the matcher ranks them)',
    query: searchQuery,
    response: { 200: productionLocationSearchSchema },
    security: [{ token: [] }],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/production-locations/:osId/',
    access: 'signedIn',
    tags,
    summary:
      'One production location by its current or historical OS ID (a historical ID answers the current location)',
    params: osIdParams,
    response: { 200: productionLocationSchema },
    security: [{ token: [] }],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/production-locations/',
    access: 'contributor',
    tags,
    summary: 'Contribute a new production location; it waits for moderation (202 with the pending moderation event)',
    description:
      'Refusals: 422 invalid body ({detail, errors: [{field, detail}]}); 409 a location that looks the same exists (send duplicate_override: true to create anyway); 429 the same body within a minute, or more than 30 writes a minute; 503 during maintenance.',
    body: productionLocationPayloadSchema,
    response: { 202: pendingModerationEventSchema },
    security: [{ token: [] }],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/production-locations/:osId/',
    access: 'contributor',
    tags,
    summary:
      'Contribute data to an existing production location; it waits for moderation (202 with the pending moderation event)',
    description:
      'The same body and refusals as the create, without the 409; 404 for an unknown OS ID, 410 for an OS ID that was merged (the answer names the current one).',
    params: osIdParams,
    body: productionLocationPayloadSchema,
    response: { 202: pendingModerationEventSchema },
    security: [{ token: [] }],
  }),
};
