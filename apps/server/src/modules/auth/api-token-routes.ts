import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenSchema, noContentSchema } from '@registry/core/account-api';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/request-user.ts';
import { deleteApiToken, findApiToken, insertApiToken } from './queries.ts';
import { newSecret } from './tokens.ts';

const tags = ['auth'];
const shape = (row: { key: string; created_at: Date }) => ({ token: row.key, created: row.created_at.toISOString() });

/** API tokens belong to members of a group (the API users); one token per user. */
export const apiTokenRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const apiUser = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (user.groups.length === 0) throw forbidden('API tokens are available to API users only.');
    return user;
  };

  app.get(
    '/api-token-auth/',
    { schema: { tags, summary: 'Your API token', response: { 200: apiTokenSchema } } },
    async (request) => {
      const row = await findApiToken(deps.db, apiUser(request).id);
      if (!row) throw notFound();
      return shape(row);
    },
  );

  app.post(
    '/api-token-auth/',
    {
      schema: {
        tags,
        summary: 'Create your API token (returns the existing one if any)',
        response: { 200: apiTokenSchema, 201: apiTokenSchema },
      },
    },
    async (request, reply) => {
      const user = apiUser(request);
      const created = await insertApiToken(deps.db, user.id, newSecret(30));
      if (created) return reply.status(201).send(shape(created));
      return shape((await findApiToken(deps.db, user.id))!);
    },
  );

  app.delete(
    '/api-token-auth/',
    { schema: { tags, summary: 'Delete your API token', response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteApiToken(deps.db, apiUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
