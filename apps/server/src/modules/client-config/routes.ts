import type { FastifyPluginAsync } from 'fastify';
import { optionEndpoints } from '@registry/core/options-api';
import { tileEndpoints } from '@registry/core/tiles-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';

/** Public settings the web app needs at start: only values safe to show anyone. */
export const clientConfigRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, optionEndpoints.clientConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      map_style_url: deps.config.mapStyleUrl ?? null,
      basemap_url: deps.config.basemapPmtiles ? tileEndpoints.basemapTileJson.path : null,
      analytics_script_url: deps.config.analyticsScriptUrl ?? null,
    };
  });
};
