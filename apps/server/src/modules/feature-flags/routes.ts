import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { featureFlags } from './queries.ts';

export const featureFlagRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api-feature-flags/', { schema: { tags: ['options'], summary: 'Feature flags: name -> on/off' } }, async () =>
    featureFlags(deps.db),
  );
};
