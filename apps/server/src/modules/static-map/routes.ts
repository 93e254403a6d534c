import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '@registry/core/file-api';
import type { AppDeps } from '../../http/deps.ts';
import { renderStaticMap, type StaticMapView } from './render-static-map.ts';

const number = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`);
const whole = (name: string, min: number, max: number) => number(name, min, max).int(`${name} must be a whole number.`);

const staticMapQuery = z.object({
  lat: number('lat', -85, 85),
  lng: number('lng', -180, 180),
  zoom: whole('zoom', 0, 10).default(5),
  width: whole('width', 50, 640).default(300),
  height: whole('height', 50, 640).default(150),
});

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
export const staticMapRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/static-map/',
    {
      schema: {
        tags: ['options'],
        summary: 'A static map picture of a point (SVG, or a redirect to STATIC_MAP_URL)',
        querystring: staticMapQuery,
        response: {
          200: fileAnswer('image/svg+xml', 'The picture, drawn from the offline country outlines'),
          302: z.null().describe('With STATIC_MAP_URL configured: to that map service (Location)'),
        },
      },
    },
    async (request, reply) => {
      const view = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      if (deps.config.staticMapUrl) return reply.redirect(staticMapServiceUrl(deps.config.staticMapUrl, view), 302);
      return reply.header('content-type', 'image/svg+xml').send(renderStaticMap(view));
    },
  );
};
