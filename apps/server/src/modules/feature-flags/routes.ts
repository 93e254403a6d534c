import type { FastifyPluginAsync } from 'fastify';
import { optionEndpoints } from '@registry/core/options-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { featureFlags } from './queries.ts';

export const featureFlagRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, optionEndpoints.featureFlags, async () => featureFlags(deps.db));
};
