import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fileAnswer } from './file-api.ts';
import { GRID_MAX_ZOOM, MAP_MAX_ZOOM, MARKERS_MIN_ZOOM } from './map.ts';
import { searchParamsSchema } from './search-params.ts';

/**
 * The map's tiles and pictures (facility grid and markers, the offline base map's place labels,
 * the street map of BASEMAP_PMTILES, the facility card's static map): their endpoint
 * declarations. Anyone may fetch them; the answers are not JSON (vector tiles, SVG), documented by
 * their media types (file-api.ts), but for the street map's TileJSON.
 */

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** A tile of the Web Mercator map: zoom 0 to 22, x and y within the zoom's 2^z by 2^z tiles. */
export function isValidTile({ z, x, y }: TileAddress): boolean {
  const n = 2 ** z;
  return (
    Number.isInteger(z) &&
    z >= 0 &&
    z <= MAP_MAX_ZOOM &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= 0 &&
    y >= 0 &&
    x < n &&
    y < n
  );
}

/** Said of a tile address that no tile of the map has. */
export const OUTSIDE_THE_MAP = 'The tile address is outside the map.';

/** Digits only: a sign, a fraction or an absurd length is no tile of the map. */
const coordinate = z
  .string()
  .regex(/^\d{1,9}$/, OUTSIDE_THE_MAP)
  .transform(Number);

/** `{z}/{x}/{y}.<extension>` of a tile URL, as numbers. */
export const tileAddressPathOf = (extension: string) =>
  z.object({
    z: coordinate,
    x: coordinate,
    y: z
      .string()
      .regex(new RegExp(`^[^.]*\\.${extension}$`), `Tiles are addressed as {z}/{x}/{y}.${extension}`)
      .transform((value) => value.slice(0, -extension.length - 1))
      .pipe(coordinate),
  });

/** `{z}/{x}/{y}.pbf` of a tile URL, as numbers; every tile layer we cut is addressed so. */
export const tileAddressPath = tileAddressPathOf('pbf');

/** Refines a tile address: on the map, and among the zooms the layer is served for. */
export const onTheLayer =
  (layer: string, [min, max]: [number, number]) =>
  (tile: TileAddress, ctx: z.RefinementCtx) => {
    if (!isValidTile(tile)) ctx.addIssue({ code: 'custom', message: OUTSIDE_THE_MAP });
    else if (tile.z < min || tile.z > max)
      ctx.addIssue({ code: 'custom', message: `${layer} tiles are served for zoom ${min} to ${max}.` });
  };

/** Place label tiles are cut up to this zoom; the map draws deeper zooms from them: MapLibre keeps no source features of a tile it over-zooms, and the nearby-places note reads them to zoom 16. */
export const PLACE_TILES_MAX_ZOOM = 16;

// The key first: a bad key is reported before a bad address, as the client expects.
const keyed = z
  .object({
    key: z
      .string()
      .regex(/^\d{1,18}$/, 'Missing tile cache key')
      .describe('GET /api/current_tile_cache_key'),
  })
  .extend(tileAddressPath.shape);
const gridTile = keyed.superRefine(onTheLayer('Grid', [0, GRID_MAX_ZOOM]));
const facilityTile = keyed.superRefine(onTheLayer('Facility', [MARKERS_MIN_ZOOM, MAP_MAX_ZOOM]));
const placeTile = tileAddressPath.superRefine(onTheLayer('Place', [0, PLACE_TILES_MAX_ZOOM]));
// Any zoom of the map: past the archive's deepest, or outside its bounds, the answer is 204.
const basemapTile = tileAddressPathOf('mvt').superRefine((tile, ctx) => {
  if (!isValidTile(tile)) ctx.addIssue({ code: 'custom', message: OUTSIDE_THE_MAP });
});

const notModified = z.null().describe('Not modified: the ETag sent in If-None-Match is the tile’s');

/** A facility tile layer: keyed by the tile cache key, filtered like the search. */
const facilityLayer = <const P extends string, S extends z.ZodType>(path: P, params: S) =>
  endpoint({
    method: 'GET',
    path,
    access: 'public',
    tags: ['tiles'],
    description: 'Mapbox Vector Tile; takes the search filters of GET /api/facilities/.',
    params,
    query: searchParamsSchema,
    response: {
      200: fileAnswer('application/x-protobuf', 'The tile (cached under the key; revalidate with If-None-Match)'),
      304: notModified,
    },
  });

/** A tile's address as MapLibre's URL templates write it (endpointTemplate's templates). */
export const TILE_ADDRESS = { z: '{z}', x: '{x}', y: '{y}.pbf' };

export const tileEndpoints = {
  grid: facilityLayer('/tile/facilitygrid/:key/:z/:x/:y', gridTile),
  facilities: facilityLayer('/tile/facilities/:key/:z/:x/:y', facilityTile),
  places: endpoint({
    method: 'GET',
    path: '/tile/places/:z/:x/:y',
    access: 'public',
    tags: ['tiles'],
    description: 'Mapbox Vector Tile: populated places of the offline base map, the biggest first.',
    params: placeTile,
    response: { 200: fileAnswer('application/x-protobuf', 'The tile') },
  }),
  basemapTileJson: endpoint({
    method: 'GET',
    /** Where the web app finds the street map: the server's client config answers it. */
    path: '/tile/basemap.json',
    access: 'public',
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
  }),
  basemapTile: endpoint({
    method: 'GET',
    path: '/tile/basemap/:z/:x/:y',
    access: 'public',
    tags: ['tiles'],
    description:
      'Mapbox Vector Tile of the BASEMAP_PMTILES street map, in the compression it is stored in (Content-Encoding; decompressed for a client that does not accept it). 204 where the file has no tile: outside its bounds or zooms, or an empty tile.',
    params: basemapTile,
    query: z.object({ v: z.string().max(64).optional().describe('The file’s version, from the TileJSON') }),
    response: {
      200: fileAnswer('application/vnd.mapbox-vector-tile', 'The tile, as stored'),
      204: z.null().describe('No tile at this address in the file'),
      304: notModified,
    },
  }),
};

const number = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`);
const whole = (name: string, min: number, max: number) => number(name, min, max).int(`${name} must be a whole number.`);

export const staticMapQuery = z.object({
  lat: number('lat', -85, 85),
  lng: number('lng', -180, 180),
  zoom: whole('zoom', 0, 10).default(5),
  width: whole('width', 50, 640).default(300),
  height: whole('height', 50, 640).default(150),
});

/**
 * GET /api/static-map/: the facility card's picture of where a facility is. Drawn by the server
 * from the offline country outlines; with STATIC_MAP_URL configured, a redirect to that service.
 */
export const staticMapEndpoint = endpoint({
  method: 'GET',
  path: '/api/static-map/',
  access: 'public',
  tags: ['options'],
  summary: 'A static map picture of a point (SVG, or a redirect to STATIC_MAP_URL)',
  query: staticMapQuery,
  response: {
    200: fileAnswer('image/svg+xml', 'The picture, drawn from the offline country outlines'),
    302: z.null().describe('With STATIC_MAP_URL configured: to that map service (Location)'),
  },
});
