import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '@registry/core/file-api';
import { onTheLayer, tileAddressPath, tileValidatorCompiler } from '../tiles/tile-path.ts';
import { encodePlacesTile, PLACE_TILES_MAX_ZOOM, placeIndex } from './place-labels.ts';

/** The gazetteer only changes with a new release of the server: a day fresh, a week usable while revalidated. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const placeTile = tileAddressPath.superRefine(onTheLayer('Place', [0, PLACE_TILES_MAX_ZOOM]));

/**
 * The offline base map's layers that are too large for the page: labels of populated places
 * as vector tiles, outside /api like the facility tiles (MapLibre fetches them without our headers).
 */
export const baseMapRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['tiles'],
    description: 'Mapbox Vector Tile: populated places of the offline base map, the biggest first.',
    params: placeTile,
    response: { 200: fileAnswer('application/x-protobuf', 'The tile') },
  };
  app.get('/tile/places/:z/:x/:y', { schema, validatorCompiler: tileValidatorCompiler }, async (request, reply) => {
    const body = Buffer.from(encodePlacesTile(await placeIndex(), request.params));
    return reply.header('cache-control', CACHE_CONTROL).header('content-type', 'application/x-protobuf').send(body);
  });
};
