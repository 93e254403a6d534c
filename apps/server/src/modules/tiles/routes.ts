import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tileEndpoints as endpoints } from '@registry/core/tiles-api';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import type { SearchMemory, SearchParams } from '../search/index.ts';
import type { TileAddress } from './mercator.ts';
import { tileValidatorCompiler } from './tile-path.ts';
import { createTileService, FACILITIES_LAYER, GRID_LAYER, type TileLayer } from './service.ts';

export const tileRoutes: FastifyPluginAsync<{ deps: AppDeps; searchMemory?: SearchMemory }> = async (
  app,
  { deps, searchMemory },
) => {
  const tiles = createTileService(readDbOf(deps), { memory: searchMemory });

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    layer: TileLayer,
    tile: TileAddress & { key: string },
    filters: SearchParams,
  ) {
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

  route(
    app,
    endpoints.grid,
    async (request, reply) => serve(request, reply, GRID_LAYER, request.params, request.query),
    {
      validatorCompiler: tileValidatorCompiler,
    },
  );

  route(
    app,
    endpoints.facilities,
    async (request, reply) => serve(request, reply, FACILITIES_LAYER, request.params, request.query),
    { validatorCompiler: tileValidatorCompiler },
  );
};
