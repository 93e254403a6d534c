import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, badRequest, parseOrThrow } from '../../http/errors.ts';
import { searchParamsSchema } from '../facilities/search-params.ts';
import { currentTileCacheVersion } from '../options/queries.ts';
import { isValidTile, type TileAddress } from './mercator.ts';
import { createTileService } from './service.ts';

const MAX_GRID_ZOOM = 11;

const OUTSIDE = 'The tile address is outside the map.';
/** Digits only: a sign, a fraction or an absurd length is no tile of the map. */
const coordinate = z.string().regex(/^\d{1,9}$/, OUTSIDE).transform(Number);

const tilePath = z.object({
  key: z.string().regex(/^\d{1,18}$/, 'Missing tile cache key'),
  z: coordinate,
  x: coordinate,
  y: z
    .string()
    .regex(/^[^.]*\.pbf$/, 'Tiles are addressed as {z}/{x}/{y}.pbf')
    .transform((value) => value.slice(0, -4))
    .pipe(coordinate),
});

export const tileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const tiles = createTileService(deps.db);

  async function serve(reply: FastifyReply, key: string, encode: () => Promise<Uint8Array>) {
    const body = await encode();
    // A tile under the current key only changes when the key does; an old key's tile may be stale.
    const current = String(await currentTileCacheVersion(deps.db)) === key;
    return reply
      .header('content-type', 'application/x-protobuf')
      .header('cache-control', current ? 'public, max-age=86400' : 'no-cache')
      .send(Buffer.from(body));
  }

  function parseTile(params: unknown, zoomRange: [number, number], layer: string): TileAddress & { key: string } {
    const parsed = tilePath.safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // One plain sentence for a bad address; the key keeps its field error (the client's text).
      if (issue.path[0] === 'key') throw badRequest({ key: [issue.message] });
      throw new ApiError(400, issue.message);
    }
    const tile = parsed.data;
    if (!isValidTile(tile)) throw new ApiError(400, OUTSIDE);
    if (tile.z < zoomRange[0] || tile.z > zoomRange[1]) {
      throw new ApiError(400, `${layer} tiles are served for zoom ${zoomRange[0]} to ${zoomRange[1]}.`);
    }
    return tile;
  }

  const schema = { tags: ['tiles'], hide: false, description: 'Mapbox Vector Tile; takes the search filters of GET /api/facilities/.' };

  app.get('/tile/facilitygrid/:key/:z/:x/:y', { schema }, async (request, reply) => {
    const tile = parseTile(request.params, [0, MAX_GRID_ZOOM], 'Grid');
    const filters = parseOrThrow(searchParamsSchema, request.query);
    return serve(reply, tile.key, () => tiles.gridTile(tile, filters));
  });

  app.get('/tile/facilities/:key/:z/:x/:y', { schema }, async (request, reply) => {
    const tile = parseTile(request.params, [MAX_GRID_ZOOM + 1, 22], 'Facility');
    const filters = parseOrThrow(searchParamsSchema, request.query);
    return serve(reply, tile.key, () => tiles.facilityTile(tile, filters));
  });
};
