import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagsSchema } from '@registry/core/options-api';
import type { AppDeps } from '../../http/deps.ts';
import { featureFlags } from './queries.ts';

export const featureFlagRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api-feature-flags/',
    { schema: { tags: ['options'], summary: 'Feature flags: name -> on/off', response: { 200: featureFlagsSchema } } },
    async () => featureFlags(deps.db),
  );
};
