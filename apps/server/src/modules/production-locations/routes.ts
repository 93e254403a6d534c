import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_STRING_LENGTH } from '@registry/core/limits';
import {
  pendingModerationEventSchema,
  productionLocationSchema,
  productionLocationSearchSchema,
} from '@registry/core/production-location-api';
import { PRODUCTION_LOCATION_SEARCH_SIZE, productionLocationCountry } from '@registry/core/production-location-rules';
import type { AppDeps } from '../../http/deps.ts';
import { requireUser } from '../../http/request-user.ts';
import { createLocationContributions } from './contributions.ts';
import { documentedOnly } from '../../http/validation.ts';
import { productionLocationPayloadSchema } from './payload-schema.ts';

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

export const productionLocationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { locations, writer } = createLocationContributions(deps);

  app.get(
    '/api/v1/production-locations/',
    {
      schema: {
        tags,
        summary: 'Production locations that best match a name, address and country (the matcher ranks them)',
        querystring: searchQuery,
        response: { 200: productionLocationSearchSchema },
        security: [{ token: [] }],
      },
    },
    async (request) => {
      requireUser(request);
      return locations.search(request.query);
    },
  );

  app.get(
    '/api/v1/production-locations/:osId/',
    {
      schema: {
        tags,
        summary:
          'One production location by its current or historical OS ID (a historical ID answers the current location)',
        params: osIdParams,
        response: { 200: productionLocationSchema },
        security: [{ token: [] }],
      },
    },
    async (request) => {
      requireUser(request);
      return locations.get(request.params.osId);
    },
  );

  app.post(
    '/api/v1/production-locations/',
    {
      schema: {
        tags,
        summary:
          'Contribute a new production location; it waits for moderation (202 with the pending moderation event)',
        description:
          'Refusals: 422 invalid body ({detail, errors: [{field, detail}]}); 409 a location that looks the same exists (send duplicate_override: true to create anyway); 429 the same body within a minute, or more than 30 writes a minute; 503 during maintenance.',
        body: productionLocationPayloadSchema,
        response: { 202: pendingModerationEventSchema },
        security: [{ token: [] }],
      },
      // checkProductionLocation (packages/core) checks the body for the spec's messages; the schema documents it.
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, null, request.body));
    },
  );

  app.patch(
    '/api/v1/production-locations/:osId/',
    {
      schema: {
        tags,
        summary:
          'Contribute data to an existing production location; it waits for moderation (202 with the pending moderation event)',
        description:
          'The same body and refusals as the create, without the 409; 404 for an unknown OS ID, 410 for an OS ID that was merged (the answer names the current one).',
        params: osIdParams,
        body: productionLocationPayloadSchema,
        response: { 202: pendingModerationEventSchema },
        security: [{ token: [] }],
      },
      // checkProductionLocation (packages/core) checks the body for the spec's messages; the schema documents it.
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, request.params.osId, request.body));
    },
  );
};
