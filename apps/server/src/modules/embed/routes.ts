import type { FastifyPluginAsync } from 'fastify';
import { embedEndpoints as endpoints } from '@registry/core/embed-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { createOptionService } from '../options/service.ts';
import { createEmbedService } from './service.ts';

export const embedRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const options = createOptionService(deps.db);
  const embed = createEmbedService({ db: deps.db, nonstandardFields: (id) => options.nonstandardFields(id) });

  route(app, endpoints.listOwn, async (request) => embed.listOwn(request.user.contributorId));
  route(app, endpoints.own, async (request) => embed.ownConfig(request.user.contributorId, request.params.id));
  // The service checks the body itself, after the checks that come first (saveDescription).
  route(
    app,
    endpoints.create,
    async (request, reply) =>
      reply.status(201).send(await embed.save(request.user.contributorId, null, request.body ?? {})),
    { validatorCompiler: bodyReadByHandler },
  );
  route(
    app,
    endpoints.update,
    async (request) => embed.save(request.user.contributorId, request.params.id, request.body ?? {}),
    { validatorCompiler: bodyReadByHandler },
  );
  route(app, endpoints.ofContributor, async (request) => embed.contributorConfig(request.params.id));
};
