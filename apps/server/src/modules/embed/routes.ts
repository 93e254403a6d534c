import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contributorEmbedConfigSchema, storedEmbedConfigSchema } from '@registry/core/embed-api';
import { embedConfigSchema } from '@registry/core/embed-config';
import type { AppDeps } from '../../http/deps.ts';
import { requireContributor } from '../../http/request-user.ts';
import { contributorsOnly } from '../../http/route-access.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { createOptionService } from '../options/service.ts';
import { createEmbedService } from './service.ts';

const tags = ['embed'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});
const saveDescription =
  'The service checks the body after the embedded map feature, your embed level and your config (404, 409), then its shape and what your level includes (400).';

export const embedRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = createOptionService(deps.db);
  const embed = createEmbedService({ db: deps.db, nonstandardFields: (id) => options.nonstandardFields(id) });

  app.get(
    '/api/embed-configs/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: "Your organisation's embed configs: a list of none or one",
        response: { 200: z.array(storedEmbedConfigSchema) },
      },
    },
    async (request) => embed.listOwn(requireContributor(request).contributorId),
  );

  app.get(
    '/api/embed-configs/:id/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: "Your organisation's embed config (the configurator)",
        params: idParam,
        response: { 200: storedEmbedConfigSchema },
      },
    },
    async (request) => embed.ownConfig(requireContributor(request).contributorId, request.params.id),
  );

  app.post(
    '/api/embed-configs/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: 'Create your embed config; what it may hold depends on your embed level',
        description: saveDescription,
        body: embedConfigSchema,
        response: { 201: storedEmbedConfigSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request, reply) => {
      const user = requireContributor(request);
      return reply.status(201).send(await embed.save(user.contributorId, null, request.body ?? {}));
    },
  );

  app.put(
    '/api/embed-configs/:id/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: 'Update your embed config',
        description: saveDescription,
        params: idParam,
        body: embedConfigSchema,
        response: { 200: storedEmbedConfigSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request) => {
      const user = requireContributor(request);
      return embed.save(user.contributorId, request.params.id, request.body ?? {});
    },
  );

  app.get(
    '/api/contributor-embed-configs/:id/',
    {
      schema: {
        tags,
        summary:
          "The embedded map's config for a contributor (public; features above the contributor's level fall back to defaults)",
        params: idParam,
        response: { 200: contributorEmbedConfigSchema },
      },
    },
    async (request) => embed.contributorConfig(request.params.id),
  );
};
