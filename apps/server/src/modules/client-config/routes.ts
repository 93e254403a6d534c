import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@registry/core/options-api';
import type { AppDeps } from '../../http/deps.ts';
import { BASEMAP_TILEJSON_PATH } from '../base-map/routes.ts';

/** Public settings the web app needs at start: only values safe to show anyone. */
export const clientConfigRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/client-config/',
    {
      schema: {
        tags: ['options'],
        summary:
          'Public client settings (MAP_STYLE_URL, null means the offline base map; basemap_url, the TileJSON of the BASEMAP_PMTILES street map drawn over it, or null; ANALYTICS_SCRIPT_URL, loaded only after cookie consent)',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        map_style_url: deps.config.mapStyleUrl ?? null,
        basemap_url: deps.config.basemapPmtiles ? BASEMAP_TILEJSON_PATH : null,
        analytics_script_url: deps.config.analyticsScriptUrl ?? null,
      };
    },
  );
};
