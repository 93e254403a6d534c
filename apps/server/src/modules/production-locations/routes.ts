import type { FastifyPluginAsync } from 'fastify';
import { productionLocationEndpoints as endpoints } from '@registry/core/production-location-endpoints';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { documentedOnly } from '../../http/validation.ts';
import { createLocationContributions } from './contributions.ts';

export const productionLocationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { locations, writer } = createLocationContributions(deps);

  route(app, endpoints.search, async (request) => locations.search(request.query));
  route(app, endpoints.get, async (request) => locations.get(request.params.osId));

  // checkProductionLocation (packages/core) checks the bodies for the spec's messages; the schema
  // documents them. `writer` limits a session's writes a minute (429).
  route(
    app,
    endpoints.create,
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, null, request.body));
    },
    { validatorCompiler: documentedOnly },
  );
  route(
    app,
    endpoints.update,
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, request.params.osId, request.body));
    },
    { validatorCompiler: documentedOnly },
  );
};
