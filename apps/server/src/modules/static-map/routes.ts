import type { FastifyPluginAsync } from 'fastify';
import { staticMapEndpoint } from '@registry/core/tiles-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { renderStaticMap, type StaticMapView } from './render-static-map.ts';

/** STATIC_MAP_URL with the view's values in its {lat}, {lng}, {zoom}, {width} and {height}. */
export function staticMapServiceUrl(template: string, view: StaticMapView): string {
  return template.replace(/\{(lat|lng|zoom|width|height)\}/g, (_match, name: keyof StaticMapView) =>
    String(view[name]),
  );
}

/**
 * GET /api/static-map/: the facility card's picture of where a facility is. Drawn here from the
 * offline country outlines; with STATIC_MAP_URL configured, a redirect to that map service.
 */
export const staticMapRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, staticMapEndpoint, async (request, reply) => {
    const view = request.query;
    reply.header('cache-control', 'public, max-age=86400');
    if (deps.config.staticMapUrl) return reply.redirect(staticMapServiceUrl(deps.config.staticMapUrl, view), 302);
    return reply.header('content-type', 'image/svg+xml').send(renderStaticMap(view));
  });
};
