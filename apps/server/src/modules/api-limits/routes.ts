import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { apiBlockSchema, apiInfoSchema } from '@registry/core/api-limits-api';
import { forbidden } from '../../http/errors.ts';
import { requireSuperuser, requireUser } from '../../http/request-user.ts';
import { signedIn, superusersOnly } from '../../http/route-access.ts';
import { createApiLimitService, type ApiLimitService } from './service.ts';

const tags = ['api limits'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});

const listQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: "Must be 'true' or 'false'." })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  contributor: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number)
    .optional(),
});

/** The block as the screens read it: its dates in ISO 8601. */
const blockView = (block: Awaited<ReturnType<ApiLimitService['getBlock']>>) => ({
  ...block,
  created_at: block.created_at.toISOString(),
  updated_at: block.updated_at.toISOString(),
  until: block.until.toISOString(),
});

const graceBody = z.object({
  grace_limit: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0)
    .max(2_000_000_000)
    .nullable()
    .optional(),
  grace_reason: z.string({ error: 'Not a valid string.' }).max(1000).optional(),
});

/**
 * Counts every token-authenticated call (rate limits, the contributor's allowance, blocks) and
 * serves API info and the staff's block screens. Its hook covers the whole app, so the plugin
 * does not get its own encapsulated context.
 */
const apiLimits: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = createApiLimitService({
    db: deps.db,
    mailer: deps.services.mailer,
    productName: deps.config.productName,
    log: deps.log,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.user?.via !== 'token') return;
    // A POST that only reads (matching without creating, routes marked `readOnly`) is no write.
    const readOnly =
      (request.routeOptions.config as { readOnly?: (request: FastifyRequest) => boolean }).readOnly?.(request) ?? false;
    await limits.countTokenCall(request.user, readOnly ? 'GET' : request.method, (seconds) =>
      reply.header('retry-after', String(seconds)),
    );
  });

  app.get(
    '/user-api-info/:id/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "A user's API call allowance, count and renewal period",
        params: idParam,
        response: { 200: apiInfoSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (id !== user.id && !user.isSuperuser) throw forbidden();
      const contributorId = id === user.id ? user.contributorId : await contributorOf(id);
      return limits.info(contributorId);
    },
  );

  async function contributorOf(userId: number) {
    const row = await deps.db.selectFrom('contributors').select('id').where('admin_id', '=', userId).executeTakeFirst();
    return row?.id ?? null;
  }

  app.get(
    '/api/api-blocks/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'API blocks (staff)',
        querystring: listQuery,
        response: { 200: z.array(apiBlockSchema) },
      },
    },
    async (request) => {
      const { active, contributor } = request.query;
      return (await limits.listBlocks({ active, contributorId: contributor })).map(blockView);
    },
  );

  app.get(
    '/api/api-blocks/:id/',
    {
      preValidation: superusersOnly,
      schema: { tags, summary: 'One API block (staff)', params: idParam, response: { 200: apiBlockSchema } },
    },
    async (request) => blockView(await limits.getBlock(request.params.id)),
  );

  app.put(
    '/api/api-blocks/:id/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Set the grace limit of an API block (staff)',
        description: 'The other fields of the block may be sent back with it; they are ignored.',
        params: idParam,
        body: graceBody,
        response: { 200: apiBlockSchema },
      },
    },
    async (request) =>
      blockView(await limits.updateGrace(request.params.id, request.body, requireSuperuser(request).id)),
  );
};

// What fastify-plugin does: the hook applies to every route, not only this plugin's.
(apiLimits as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const apiLimitRoutes = apiLimits;
