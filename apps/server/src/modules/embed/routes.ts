import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { requireContributor } from '../../http/request-user.ts';
import { createOptionService } from '../options/service.ts';
import { createEmbedService } from './service.ts';

const tags = ['embed'];
const idParam = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Must be a whole number.').transform(Number) });

export const embedRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const options = createOptionService(deps.db);
  const embed = createEmbedService({ db: deps.db, nonstandardFields: (id) => options.nonstandardFields(id) });

  app.get('/api/embed-configs/', { schema: { tags, summary: "Your organisation's embed configs: a list of none or one" } }, async (request) =>
    embed.listOwn(requireContributor(request).contributorId),
  );

  app.get('/api/embed-configs/:id/', { schema: { tags, summary: "Your organisation's embed config (the configurator)" } }, async (request) =>
    embed.ownConfig(requireContributor(request).contributorId, parseOrThrow(idParam, request.params).id),
  );

  app.post('/api/embed-configs/', { schema: { tags, summary: 'Create your embed config; what it may hold depends on your embed level' } }, async (request, reply) => {
    const user = requireContributor(request);
    return reply.status(201).send(await embed.save(user.contributorId, null, request.body ?? {}));
  });

  app.put('/api/embed-configs/:id/', { schema: { tags, summary: 'Update your embed config' } }, async (request) => {
    const user = requireContributor(request);
    return embed.save(user.contributorId, parseOrThrow(idParam, request.params).id, request.body ?? {});
  });

  app.get(
    '/api/contributor-embed-configs/:id/',
    { schema: { tags, summary: "The embedded map's config for a contributor (public; features above the contributor's level fall back to defaults)" } },
    async (request) => embed.contributorConfig(parseOrThrow(idParam, request.params).id),
  );
};
