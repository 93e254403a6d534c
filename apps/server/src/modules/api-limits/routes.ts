import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, parseOrThrow } from '../../http/errors.ts';
import { requireSuperuser, requireUser } from '../../http/request-user.ts';
import { createApiLimitService } from './service.ts';

const tags = ['api limits'];
const idParam = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Must be a whole number.').transform(Number) });

const listQuery = z.object({
  active: z.enum(['true', 'false'], { error: "Must be 'true' or 'false'." }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  contributor: z.string().regex(/^\d{1,15}$/, 'Must be a whole number.').transform(Number).optional(),
});

const graceBody = z.object({
  grace_limit: z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(0).max(2_000_000_000).nullable().optional(),
  grace_reason: z.string({ error: 'Not a valid string.' }).max(1000).optional(),
});

/**
 * Counts every token-authenticated call (rate limits, the contributor's allowance, blocks) and
 * serves API info and the staff's block screens. Its hook covers the whole app, so the plugin
 * does not get its own encapsulated context.
 */
const apiLimits: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const limits = createApiLimitService({ db: deps.db, mailer: deps.services.mailer, productName: deps.config.productName, log: deps.log });

  app.addHook('onRequest', async (request, reply) => {
    if (request.user?.via !== 'token') return;
    // A POST that only reads (matching without creating, routes marked `readOnly`) is no write.
    const readOnly = (request.routeOptions.config as { readOnly?: (request: FastifyRequest) => boolean }).readOnly?.(request) ?? false;
    await limits.countTokenCall(request.user, readOnly ? 'GET' : request.method, (seconds) => reply.header('retry-after', String(seconds)));
  });

  app.get('/user-api-info/:id/', { schema: { tags, summary: "A user's API call allowance, count and renewal period" } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseOrThrow(idParam, request.params);
    if (id !== user.id && !user.isSuperuser) throw forbidden();
    const contributorId = id === user.id ? user.contributorId : await contributorOf(id);
    return limits.info(contributorId);
  });

  async function contributorOf(userId: number) {
    const row = await deps.db.selectFrom('contributors').select('id').where('admin_id', '=', userId).executeTakeFirst();
    return row?.id ?? null;
  }

  app.get('/api/api-blocks/', { schema: { tags, summary: 'API blocks (staff)' } }, async (request) => {
    requireSuperuser(request);
    const { active, contributor } = parseOrThrow(listQuery, request.query);
    return limits.listBlocks({ active, contributorId: contributor });
  });

  app.get('/api/api-blocks/:id/', { schema: { tags, summary: 'One API block (staff)' } }, async (request) => {
    requireSuperuser(request);
    return limits.getBlock(parseOrThrow(idParam, request.params).id);
  });

  app.put('/api/api-blocks/:id/', { schema: { tags, summary: 'Set the grace limit of an API block (staff)' } }, async (request) => {
    const staff = requireSuperuser(request);
    const { id } = parseOrThrow(idParam, request.params);
    return limits.updateGrace(id, parseOrThrow(graceBody, request.body ?? {}), staff.id);
  });
};

// What fastify-plugin does: the hook applies to every route, not only this plugin's.
(apiLimits as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const apiLimitRoutes = apiLimits;
