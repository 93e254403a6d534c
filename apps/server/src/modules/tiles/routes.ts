import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '@registry/core/file-api';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { searchParamsSchema, type SearchMemory, type SearchParams } from '../search/index.ts';
import type { TileAddress } from './mercator.ts';
import { onTheLayer, tileAddressPath, tileValidatorCompiler } from './tile-path.ts';
import { createTileService, FACILITIES_LAYER, GRID_LAYER, type TileLayer } from './service.ts';

const MAX_GRID_ZOOM = 11;

// The key first: a bad key is reported before a bad address, as the client expects.
const keyed = z
  .object({
    key: z
      .string()
      .regex(/^\d{1,18}$/, 'Missing tile cache key')
      .describe('GET /api/current_tile_cache_key'),
  })
  .extend(tileAddressPath.shape);
const gridTile = keyed.superRefine(onTheLayer('Grid', [0, MAX_GRID_ZOOM]));
const facilityTile = keyed.superRefine(onTheLayer('Facility', [MAX_GRID_ZOOM + 1, 22]));

const schemaOf = <P extends z.ZodType>(params: P) => ({
  tags: ['tiles'],
  hide: false,
  description: 'Mapbox Vector Tile; takes the search filters of GET /api/facilities/.',
  params,
  querystring: searchParamsSchema,
  response: {
    200: fileAnswer('application/x-protobuf', 'The tile (cached under the key; revalidate with If-None-Match)'),
    304: z.null().describe('Not modified: the ETag sent in If-None-Match is the tile’s'),
  },
});

export const tileRoutes: FastifyPluginAsync<{ deps: AppDeps; searchMemory?: SearchMemory }> = async (
  fastify,
  { deps, searchMemory },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/tile/facilitygrid/:key/:z/:x/:y',
    { schema: schemaOf(gridTile), validatorCompiler: tileValidatorCompiler },
    async (request, reply) => serve(request, reply, GRID_LAYER, request.params, request.query),
  );

  app.get(
    '/tile/facilities/:key/:z/:x/:y',
    { schema: schemaOf(facilityTile), validatorCompiler: tileValidatorCompiler },
    async (request, reply) => serve(request, reply, FACILITIES_LAYER, request.params, request.query),
  );
};
