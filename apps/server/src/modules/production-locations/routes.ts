import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import { ApiError } from '../../http/errors.ts';
import { requireContributor, requireUser } from '../../http/request-user.ts';
import { createRateLimiter, DEFAULT_RATE_LIMITS } from '../api-limits/rate-limiter.ts';
import { productionLocationPayloadSchema } from './payload-schema.ts';
import { createProductionLocationService } from './service.ts';

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
  size: z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1).max(PRODUCTION_LOCATION_SEARCH_SIZE).default(10),
});
const osIdParams = z.object({ osId: z.string().max(40).describe('Current or historical OS ID') });

/** The body is checked by checkProductionLocation (packages/core) for the spec's messages; the schema documents it. */
const documentedOnly = () => (data: unknown) => ({ value: data });

/** Writes per user and minute for browser sessions (token calls are limited with the API limits). */
const SESSION_WRITE_LIMITS = { perMinute: Number.POSITIVE_INFINITY, perDay: Number.POSITIVE_INFINITY, writesPerMinute: DEFAULT_RATE_LIMITS.writesPerMinute };

export const productionLocationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessionWrites = createRateLimiter(deps.db);
  const locations = createProductionLocationService({
    db: deps.db,
    matcher: deps.services.matcher,
    potentialThreshold: deps.config.matchThresholds.potential,
    geocoder: deps.services.geocoder,
    moderation: deps.services.moderation,
    productName: deps.config.productName,
  });

  /** The signed-in contributor of a write, within the session write limit (429 with Retry-After). */
  const writer = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireContributor(request);
    if (user.via === 'session') {
      const rate = await sessionWrites.take(`session-writes:${user.id}`, true, SESSION_WRITE_LIMITS);
      if (!rate.ok) {
        reply.header('retry-after', String(rate.retryAfter));
        throw new ApiError(429, `Request was throttled. Expected available in ${rate.retryAfter} seconds.`);
      }
    }
    return user;
  };

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
        summary: 'One production location by its current or historical OS ID (a historical ID answers the current location)',
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
        summary: 'Contribute a new production location; it waits for moderation (202 with the pending moderation event)',
        description:
          'Refusals: 422 invalid body ({detail, errors: [{field, detail}]}); 409 a location that looks the same exists (send duplicate_override: true to create anyway); 429 the same body within a minute, or more than 30 writes a minute; 503 during maintenance.',
        body: productionLocationPayloadSchema,
        response: { 202: pendingModerationEventSchema },
        security: [{ token: [] }],
      },
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
        summary: 'Contribute data to an existing production location; it waits for moderation (202 with the pending moderation event)',
        description:
          'The same body and refusals as the create, without the 409; 404 for an unknown OS ID, 410 for an OS ID that was merged (the answer names the current one).',
        params: osIdParams,
        body: productionLocationPayloadSchema,
        response: { 202: pendingModerationEventSchema },
        security: [{ token: [] }],
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, request.params.osId, request.body));
    },
  );
};
