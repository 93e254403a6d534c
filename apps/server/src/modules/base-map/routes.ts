import type { FastifyPluginAsync } from 'fastify';
import { tileEndpoints as endpoints } from '@registry/core/tiles-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { ApiError } from '../../http/errors.ts';
import { tileValidatorCompiler } from '../tiles/tile-path.ts';
import { encodePlacesTile, placeIndex } from './place-labels.ts';
import { acceptsEncoding, basemapTileJson, openBasemap, type Basemap } from './basemap.ts';

/** The gazetteer only changes with a new release of the server: a day fresh, a week usable while revalidated. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** A street map tile under its archive's version never changes (a new file is a new version). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the version (or an older one), an hour, then revalidated by ETag. */
const UNVERSIONED = 'public, max-age=3600';

export const NO_BASEMAP = 'No street map is configured (BASEMAP_PMTILES).';

/**
 * The offline base map's layers that are too large for the page (labels of populated places as
 * vector tiles), and the street map of BASEMAP_PMTILES, outside /api like the facility tiles
 * (MapLibre fetches them without our headers).
 */
export const baseMapRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    endpoints.places,
    async (request, reply) => {
      const body = Buffer.from(encodePlacesTile(await placeIndex(), request.params));
      return reply.header('cache-control', CACHE_CONTROL).header('content-type', 'application/x-protobuf').send(body);
    },
    { validatorCompiler: tileValidatorCompiler },
  );

  // Opened (and checked) at start-up: a file that is no PMTiles archive of vector tiles stops it.
  const basemap: Basemap | null = deps.config.basemapPmtiles ? await openBasemap(deps.config.basemapPmtiles) : null;
  if (basemap) app.addHook('onClose', () => basemap.archive.close());
  const configured = () => {
    if (!basemap) throw new ApiError(404, NO_BASEMAP);
    return basemap;
  };

  route(app, endpoints.basemapTileJson, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return basemapTileJson(configured(), deps.config.publicUrl);
  });

  route(
    app,
    endpoints.basemapTile,
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
    { validatorCompiler: tileValidatorCompiler },
  );
};
