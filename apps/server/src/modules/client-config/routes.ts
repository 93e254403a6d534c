import type { FastifyPluginAsync } from 'fastify';
import { optionEndpoints } from '@registry/core/options-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { BASEMAP_TILEJSON_PATH } from '../base-map/routes.ts';

/** Public settings the web app needs at start: only values safe to show anyone. */
export const clientConfigRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, optionEndpoints.clientConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      map_style_url: deps.config.mapStyleUrl ?? null,
      basemap_url: deps.config.basemapPmtiles ? BASEMAP_TILEJSON_PATH : null,
      analytics_script_url: deps.config.analyticsScriptUrl ?? null,
    };
  });
};
