import { fromGeojsonVt, type TileFeature } from 'vt-pbf';
import type { Db } from '../../db/database.ts';
import { changedWithin, currentTileCacheVersion } from '../facilities/index.ts';
import {
  ALL_FACILITIES,
  prepareTextQuery,
  singleFacet,
  type SearchMemory,
  type SearchParams,
  type TextQuery,
} from '../search/index.ts';
import { TILE_EXTENT, gridCellOf, tileBounds, toTilePixel, type TileAddress } from './mercator.ts';
import { groupDuplicatePoints } from './duplicate-points.ts';
import {
  gridCells,
  gridCellsFromCounts,
  tileBox,
  tilePoints,
  tilePointRows,
  type GridCell,
  type TilePoint,
} from './queries.ts';
import { TileCache, tileEtag } from './tile-cache.ts';

/** Grid cells per tile side: on a 512 px tile each cell is 8 px square. */
export const GRID_CELLS_PER_SIDE = 64;
/** Most points one facility tile carries; a zoom-12 tile over a dense city stays far below it. */
export const MAX_POINTS_PER_TILE = 20_000;

/**
 * Filters whose facilities are also counted per grid cell, for grid zooms up to
 * CELL_COUNTED_MAX_ZOOM (facility_facet_grid_counts, migrations 0019 and 0033 name the same): a broad
 * value ('Apparel': half the registry) over a low-zoom tile is too many facilities to count live.
 */
export const CELL_COUNTED_FACETS = new Set([
  'country',
  'contributor_type',
  'sector',
  'facility_type',
  'processing_type',
  'number_of_workers',
  'status',
]);
export const CELL_COUNTED_MAX_ZOOM = 7;

export const GRID_LAYER = 'facilitygrid';
export const FACILITIES_LAYER = 'facilities';

/** How long the current version read from the database is trusted before it is read again. */
const VERSION_TTL_MS = 1_000;

export type TileLayer = typeof GRID_LAYER | typeof FACILITIES_LAYER;

export interface ServedTile {
  body: Buffer;
  etag: string;
  /** The tile cache version now; the tile is immutable only under this key. */
  currentVersion: number;
  /** hit: cached and still right; revalidated: cached, older, and no change since falls inside; miss: computed. */
  cache: 'hit' | 'revalidated' | 'miss';
}

/** The filters that shape a tile, in a canonical order: one cache entry per distinct search. */
function filterKey(params: SearchParams): string {
  const {
    page: _page,
    pageSize: _size,
    detail: _detail,
    sort_by: _sort,
    embed: _embed,
    number_of_public_contributors: _n,
    ...filters
  } = params;
  return JSON.stringify(filters, (_key, value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item !== 'object')
      ? [...(value as (string | number)[])].sort()
      : value,
  );
}

export function createTileService(
  db: Db,
  { cacheBytes = 64 * 1024 * 1024, memory }: { cacheBytes?: number; memory?: SearchMemory } = {},
) {
  const cache = new TileCache(cacheBytes);
  const prepared = new Map<string, Promise<TextQuery>>();
  let known = { version: -1, readAt: 0 };

  /**
   * `q` prepared, remembered per tile cache version: tiles of one search all ask for the same
   * text, and its words' spellings change only with an index change, which moves the version.
   */
  function textQueryOf(params: SearchParams, version: number): Promise<TextQuery | undefined> {
    if (!params.q) return Promise.resolve(undefined);
    const key = `${version}:${params.q}`;
    let text = prepared.get(key);
    if (!text) {
      if (prepared.size >= 1_000) prepared.clear();
      text = prepareTextQuery(db, params.q);
      prepared.set(key, text);
      text.catch(() => prepared.delete(key));
    }
    return text;
  }

  /**
   * The current version, read at most once a second. Serving what was right a moment ago is
   * safe: a URL's key names the state its tile shows, and a client holding a newer key than
   * the one remembered makes the server read it again.
   */
  async function currentVersion(requested: number): Promise<number> {
    if (requested > known.version || Date.now() - known.readAt > VERSION_TTL_MS) {
      known = { version: await currentTileCacheVersion(db), readAt: Date.now() };
    }
    return known.version;
  }

  async function encodeGrid(tile: TileAddress, params: SearchParams, version: number): Promise<Uint8Array> {
    const facet = singleFacet(params);
    const counted =
      facet !== null &&
      (facet.facet === ALL_FACILITIES.facet ||
        (CELL_COUNTED_FACETS.has(facet.facet) && tile.z <= CELL_COUNTED_MAX_ZOOM));
    const text = counted ? undefined : await textQueryOf(params, version);
    const cells = counted
      ? await gridCellsFromCounts(db, tile, GRID_CELLS_PER_SIDE, facet)
      : ((await gridCellsFromMemory(tile, params, text)) ??
        (await gridCells(db, tile, GRID_CELLS_PER_SIDE, params, text)));
    const size = TILE_EXTENT / GRID_CELLS_PER_SIDE;
    const features: TileFeature[] = cells.map(({ cx, cy, count }) => {
      const [x0, y0, x1, y1] = [cx * size, cy * size, (cx + 1) * size, (cy + 1) * size];
      return {
        type: 3,
        geometry: [
          [
            [x0, y0],
            [x1, y0],
            [x1, y1],
            [x0, y1],
            [x0, y0],
          ],
        ],
        tags: { count },
      };
    });
    return fromGeojsonVt({ [GRID_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT });
  }

  /**
   * A text search of common words only (search-memory.ts answers it): its grid counted from the
   * memory's positions; 'ltd' over a zoom-2 tile counted ~100,000 matches in SQL in ~1.3 s.
   */
  async function gridCellsFromMemory(
    tile: TileAddress,
    params: SearchParams,
    text: TextQuery | undefined,
  ): Promise<GridCell[] | null> {
    if (!memory || !text) return null;
    const counts = new Int32Array(GRID_CELLS_PER_SIDE * GRID_CELLS_PER_SIDE);
    const found = await memory.eachWithin(params, text, tileBox(tile), (lat, lng) => {
      counts[gridCellOf(tile, GRID_CELLS_PER_SIDE, lng, lat)]!++;
    });
    if (!found) return null;
    const cells: GridCell[] = [];
    counts.forEach((count, cell) => {
      if (count > 0) cells.push({ cx: cell % GRID_CELLS_PER_SIDE, cy: Math.floor(cell / GRID_CELLS_PER_SIDE), count });
    });
    return cells;
  }

  /** The points of a tile: those of a common-words search from the memory's positions, the rest in SQL. */
  async function pointsOf(tile: TileAddress, params: SearchParams, text: TextQuery | undefined): Promise<TilePoint[]> {
    const inMemory = memory && text ? await memory.within(params, text, tileBox(tile), MAX_POINTS_PER_TILE) : null;
    if (inMemory) return tilePointRows(db, inMemory);
    return tilePoints(db, tile, params, text, MAX_POINTS_PER_TILE);
  }

  async function encodePoints(tile: TileAddress, params: SearchParams, version: number): Promise<Uint8Array> {
    const points = await pointsOf(tile, params, await textQueryOf(params, version));
    const features: TileFeature[] = groupDuplicatePoints(points).map(({ lat, lng, facilities }) => {
      const [first] = facilities as [TilePoint];
      return {
        type: 1,
        geometry: [toTilePixel(tile, lng, lat)],
        tags: {
          id: first.os_id,
          name: first.name,
          has_approved_claim: first.has_approved_claim,
          is_closed: facilities.every((facility) => facility.is_closed),
          count: facilities.length,
          // Tile properties are scalars: the facilities of a shared point travel as one JSON text.
          ...(facilities.length > 1 && {
            facilities: JSON.stringify(facilities.map((facility) => ({ id: facility.os_id, name: facility.name }))),
          }),
        },
      };
    });
    return fromGeojsonVt({ [FACILITIES_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT });
  }

  return {
    /** A tile of one layer: from memory while no change touched it, else from its own layer's query only. */
    async tile(layer: TileLayer, tile: TileAddress, params: SearchParams, requestedKey: number): Promise<ServedTile> {
      const version = await currentVersion(requestedKey);
      const key = `${layer}/${tile.z}/${tile.x}/${tile.y}?${filterKey(params)}`;
      const cached = cache.get(key);
      if (cached && cached.version === version)
        return { body: cached.body, etag: cached.etag, currentVersion: version, cache: 'hit' };
      if (cached && cached.version < version && !(await changedWithin(db, cached.version, version, tileBounds(tile)))) {
        cached.version = version;
        return { body: cached.body, etag: cached.etag, currentVersion: version, cache: 'revalidated' };
      }
      // Computed after `version` was read, so the tile shows that state or a newer one.
      const body = Buffer.from(
        layer === GRID_LAYER ? await encodeGrid(tile, params, version) : await encodePoints(tile, params, version),
      );
      const etag = tileEtag(body);
      cache.set(key, { version, body, etag });
      return { body, etag, currentVersion: version, cache: 'miss' };
    },

    get cacheSize() {
      return cache.size;
    },
  };
}
