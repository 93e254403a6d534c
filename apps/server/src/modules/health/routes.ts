import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@registry/core/health-api';
import { ping } from '../../db/database.ts';
import type { AppDeps } from '../../http/deps.ts';

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const database = await ping(deps.db);
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
};
