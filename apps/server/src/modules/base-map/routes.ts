import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { isValidTile } from '../tiles/mercator.ts';
import { OUTSIDE_THE_MAP, tileAddressPath } from '../tiles/tile-path.ts';
import { encodePlacesTile, PLACE_TILES_MAX_ZOOM, placeIndex } from './place-labels.ts';

/** The gazetteer only changes with a new release of the server: a day fresh, a week usable while revalidated. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The offline base map's layers that are too large for the page: labels of populated places
 * as vector tiles, outside /api like the facility tiles (MapLibre fetches them without our headers).
 */
export const baseMapRoutes: FastifyPluginAsync = async (app) => {
  const schema = { tags: ['tiles'], description: 'Mapbox Vector Tile: populated places of the offline base map, the biggest first.' };
  app.get('/tile/places/:z/:x/:y', { schema }, async (request, reply) => {
    const parsed = tileAddressPath.safeParse(request.params);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]!.message);
    const tile = parsed.data;
    if (!isValidTile(tile)) throw new ApiError(400, OUTSIDE_THE_MAP);
    if (tile.z > PLACE_TILES_MAX_ZOOM) throw new ApiError(400, `Place tiles are served for zoom 0 to ${PLACE_TILES_MAX_ZOOM}.`);
    const body = Buffer.from(encodePlacesTile(await placeIndex(), tile));
    return reply.header('cache-control', CACHE_CONTROL).header('content-type', 'application/x-protobuf').send(body);
  });
};
