import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { ApiError, badRequest, parseOrThrow } from '../../http/errors.ts';
import { searchParamsSchema } from '../facilities/index.ts';
import { isValidTile, type TileAddress } from './mercator.ts';
import { OUTSIDE_THE_MAP, tileAddressPath } from './tile-path.ts';
import { createTileService, FACILITIES_LAYER, GRID_LAYER, type TileLayer } from './service.ts';

const MAX_GRID_ZOOM = 11;

// The key first: a bad key is reported before a bad address, as the client expects.
const tilePath = z.object({ key: z.string().regex(/^\d{1,18}$/, 'Missing tile cache key') }).extend(tileAddressPath.shape);

export const tileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const tiles = createTileService(readDbOf(deps));

  async function serve(request: FastifyRequest, reply: FastifyReply, layer: TileLayer, tile: TileAddress & { key: string }) {
    const filters = parseOrThrow(searchParamsSchema, request.query);
    const served = await tiles.tile(layer, tile, filters, Number(tile.key));
    // Under the current key a URL's tile never changes (the key moves with every change); under
    // an older key the answer is today's tile, so it must be revalidated.
    const immutable = Number(tile.key) === served.currentVersion;
    reply
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('etag', served.etag)
      .header('x-tile-cache', served.cache);
    if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
    return reply.header('content-type', 'application/x-protobuf').send(served.body);
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
    if (!isValidTile(tile)) throw new ApiError(400, OUTSIDE_THE_MAP);
    if (tile.z < zoomRange[0] || tile.z > zoomRange[1]) {
      throw new ApiError(400, `${layer} tiles are served for zoom ${zoomRange[0]} to ${zoomRange[1]}.`);
    }
    return tile;
  }

  const schema = { tags: ['tiles'], hide: false, description: 'Mapbox Vector Tile; takes the search filters of GET /api/facilities/.' };

  app.get('/tile/facilitygrid/:key/:z/:x/:y', { schema }, async (request, reply) => {
    return serve(request, reply, GRID_LAYER, parseTile(request.params, [0, MAX_GRID_ZOOM], 'Grid'));
  });

  app.get('/tile/facilities/:key/:z/:x/:y', { schema }, async (request, reply) => {
    return serve(request, reply, FACILITIES_LAYER, parseTile(request.params, [MAX_GRID_ZOOM + 1, 22], 'Facility'));
  });
};
