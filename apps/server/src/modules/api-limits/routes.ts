import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiLimitEndpoints as endpoints } from '@registry/core/api-limits-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { forbidden } from '../../http/errors.ts';
import { createApiLimitService, type ApiLimitService } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (matching without creating): counted as a GET, no write. */
    readOnly?: (request: FastifyRequest) => boolean;
  }
}

/** The block as the screens read it: its dates in ISO 8601. */
const blockView = (block: Awaited<ReturnType<ApiLimitService['getBlock']>>) => ({
  ...block,
  created_at: block.created_at.toISOString(),
  updated_at: block.updated_at.toISOString(),
  until: block.until.toISOString(),
});

/**
 * Counts every token-authenticated call (rate limits, the contributor's allowance, blocks) and
 * serves API info and the staff's block screens. Its hook covers the whole app, so the plugin
 * does not get its own encapsulated context.
 */
const apiLimits: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const limits = createApiLimitService({
    db: deps.db,
    mailer: deps.services.mailer,
    productName: deps.config.productName,
    log: deps.log,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.user?.via !== 'token') return;
    // A POST that only reads (matching without creating, routes marked `readOnly`) is no write.
    const readOnly = request.routeOptions.config.readOnly?.(request) ?? false;
    await limits.countTokenCall(request.user, readOnly ? 'GET' : request.method, (seconds) =>
      reply.header('retry-after', String(seconds)),
    );
  });

  route(app, endpoints.info, async (request) => {
    const user = request.user;
    const { id } = request.params;
    if (id !== user.id && !user.isSuperuser) throw forbidden();
    const contributorId = id === user.id ? user.contributorId : await contributorOf(id);
    return limits.info(contributorId);
  });

  async function contributorOf(userId: number) {
    const row = await deps.db.selectFrom('contributors').select('id').where('admin_id', '=', userId).executeTakeFirst();
    return row?.id ?? null;
  }

  route(app, endpoints.blocks, async (request) => {
    const { active, contributor } = request.query;
    return (await limits.listBlocks({ active, contributorId: contributor })).map(blockView);
  });
  route(app, endpoints.block, async (request) => blockView(await limits.getBlock(request.params.id)));
  route(app, endpoints.setGrace, async (request) =>
    blockView(await limits.updateGrace(request.params.id, request.body, request.user.id)),
  );
};

// What fastify-plugin does: the hook applies to every route, not only this plugin's.
(apiLimits as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const apiLimitRoutes = apiLimits;
