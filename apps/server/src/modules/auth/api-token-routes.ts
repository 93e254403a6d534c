import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@registry/core/account-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { deleteApiToken, findApiToken, insertApiToken } from './queries.ts';
import { newSecret } from './tokens.ts';

const shape = (row: { key: string; created_at: Date }) => ({ token: row.key, created: row.created_at.toISOString() });

/** API tokens belong to members of a group (the API users); one token per user. */
const apiUsersOnly = ({ user }: { user: RequestUser }) => {
  if (user.groups.length === 0) throw forbidden('API tokens are available to API users only.');
};

export const apiTokenRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    endpoints.token,
    async (request) => {
      const row = await findApiToken(deps.db, request.user.id);
      if (!row) throw notFound();
      return shape(row);
    },
    { before: apiUsersOnly },
  );

  route(
    app,
    endpoints.createToken,
    async (request, reply) => {
      const created = await insertApiToken(deps.db, request.user.id, newSecret(30));
      if (created) return reply.status(201).send(shape(created));
      return shape((await findApiToken(deps.db, request.user.id))!);
    },
    { before: apiUsersOnly },
  );

  route(
    app,
    endpoints.deleteToken,
    async (request, reply) => {
      await deleteApiToken(deps.db, request.user.id);
      return reply.status(204).send(null);
    },
    { before: apiUsersOnly },
  );
};
