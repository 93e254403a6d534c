import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ping } from '../../db/database.ts';
import type { AppDeps } from '../../http/deps.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const database = await ping(deps.db);
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
};
