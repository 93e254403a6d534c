import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoint } from '@registry/core/health-api';
import { ping } from '../../db/database.ts';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, healthEndpoint, async (_request, reply) => {
    const database = await ping(deps.db);
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
  });
};
