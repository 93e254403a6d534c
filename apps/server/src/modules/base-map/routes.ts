import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '@registry/core/file-api';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError } from '../../http/errors.ts';
import { isValidTile } from '../tiles/mercator.ts';
import {
  OUTSIDE_THE_MAP,
  onTheLayer,
  tileAddressPath,
  tileAddressPathOf,
  tileValidatorCompiler,
} from '../tiles/tile-path.ts';
import { encodePlacesTile, PLACE_TILES_MAX_ZOOM, placeIndex } from './place-labels.ts';
import { acceptsEncoding, basemapTileJson, openBasemap, type Basemap } from './basemap.ts';

/** The gazetteer only changes with a new release of the server: a day fresh, a week usable while revalidated. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** A street map tile under its archive's version never changes (a new file is a new version). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the version (or an older one), an hour, then revalidated by ETag. */
const UNVERSIONED = 'public, max-age=3600';

/** Where the web app finds the street map: apps/server/src/modules/client-config answers it. */
export const BASEMAP_TILEJSON_PATH = '/tile/basemap.json';
export const NO_BASEMAP = 'No street map is configured (BASEMAP_PMTILES).';

const placeTile = tileAddressPath.superRefine(onTheLayer('Place', [0, PLACE_TILES_MAX_ZOOM]));
// Any zoom of the map: past the archive's deepest, or outside its bounds, the answer is 204.
const basemapTile = tileAddressPathOf('mvt').superRefine((tile, ctx) => {
  if (!isValidTile(tile)) ctx.addIssue({ code: 'custom', message: OUTSIDE_THE_MAP });
});

/**
 * The offline base map's layers that are too large for the page (labels of populated places as
 * vector tiles), and the street map of BASEMAP_PMTILES, outside /api like the facility tiles
 * (MapLibre fetches them without our headers).
 */
export const baseMapRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
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

  // Opened (and checked) at start-up: a file that is no PMTiles archive of vector tiles stops it.
  const basemap: Basemap | null = deps.config.basemapPmtiles ? await openBasemap(deps.config.basemapPmtiles) : null;
  if (basemap) fastify.addHook('onClose', () => basemap.archive.close());
  const configured = () => {
    if (!basemap) throw new ApiError(404, NO_BASEMAP);
    return basemap;
  };

  app.get(
    BASEMAP_TILEJSON_PATH,
    {
      schema: {
        tags: ['tiles'],
        description:
          'TileJSON 3.0 of the street map served from BASEMAP_PMTILES: its tile URL (with the file’s version), bounds, zooms, layers and attribution.',
        response: {
          200: z.looseObject({
            tilejson: z.literal('3.0.0'),
            tiles: z.array(z.string()),
            minzoom: z.number(),
            maxzoom: z.number(),
            bounds: z.array(z.number()),
            attribution: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return basemapTileJson(configured(), deps.config.publicUrl);
    },
  );

  app.get(
    '/tile/basemap/:z/:x/:y',
    {
      schema: {
        tags: ['tiles'],
        description:
          'Mapbox Vector Tile of the BASEMAP_PMTILES street map, in the compression it is stored in (Content-Encoding; decompressed for a client that does not accept it). 204 where the file has no tile: outside its bounds or zooms, or an empty tile.',
        params: basemapTile,
        querystring: z.object({ v: z.string().max(64).optional().describe('The file’s version, from the TileJSON') }),
        response: {
          200: fileAnswer('application/vnd.mapbox-vector-tile', 'The tile, as stored'),
          204: z.null().describe('No tile at this address in the file'),
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is the tile’s'),
        },
      },
      validatorCompiler: tileValidatorCompiler,
    },
    async (request, reply) => {
      const { archive, version } = configured();
      const { z: zoom, x, y } = request.params;
      reply
        .header('cache-control', request.query.v === version ? IMMUTABLE : UNVERSIONED)
        .header('etag', `"${version}"`)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === `"${version}"`) return reply.status(304).send(null);
      const tile = await archive.tile(zoom, x, y);
      if (!tile) return reply.status(204).send(null);
      reply.header('content-type', 'application/vnd.mapbox-vector-tile');
      if (!tile.encoding) return reply.send(tile.data);
      if (acceptsEncoding(request.headers['accept-encoding'], tile.encoding))
        return reply.header('content-encoding', tile.encoding).send(tile.data);
      return reply.send(await archive.decoded(tile));
    },
  );
};
