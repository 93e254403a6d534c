import { fromGeojsonVt, type TileFeature } from 'vt-pbf';
import type { Db } from '../../db/database.ts';
import type { SearchParams } from '../facilities/search-params.ts';
import { normalizeSearchText } from '../facilities/search-queries.ts';
import { TILE_EXTENT, toTilePixel, type TileAddress } from './mercator.ts';
import { gridCells, tilePoints } from './queries.ts';

/** Grid cells per tile side: on a 512 px tile each cell is 8 px square. */
export const GRID_CELLS_PER_SIDE = 64;
/** Most points one facility tile carries; a zoom-12 tile over a dense city stays far below it. */
export const MAX_POINTS_PER_TILE = 20_000;

export const GRID_LAYER = 'facilitygrid';
export const FACILITIES_LAYER = 'facilities';

export function createTileService(db: Db) {
  const fold = (params: SearchParams) => (params.q ? normalizeSearchText(db, params.q) : Promise.resolve(undefined));

  return {
    /** Squares with the number of matching facilities in each, for zoom 0 to 11. */
    async gridTile(tile: TileAddress, params: SearchParams): Promise<Uint8Array> {
      const cells = await gridCells(db, tile, GRID_CELLS_PER_SIDE, params, await fold(params));
      const counts = new Map<string, { cx: number; cy: number; count: number }>();
      for (const cell of cells) {
        const key = `${cell.cx}:${cell.cy}`;
        const existing = counts.get(key);
        if (existing) existing.count += cell.count;
        else counts.set(key, { ...cell });
      }
      const size = TILE_EXTENT / GRID_CELLS_PER_SIDE;
      const features: TileFeature[] = [...counts.values()].map(({ cx, cy, count }) => {
        const [x0, y0, x1, y1] = [cx * size, cy * size, (cx + 1) * size, (cy + 1) * size];
        return {
          type: 3,
          geometry: [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]],
          tags: { count },
        };
      });
      return fromGeojsonVt({ [GRID_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT });
    },

    /** One point per matching facility, for zoom 12 and above. */
    async facilityTile(tile: TileAddress, params: SearchParams): Promise<Uint8Array> {
      const points = await tilePoints(db, tile, params, await fold(params), MAX_POINTS_PER_TILE);
      const features: TileFeature[] = points.map((point) => ({
        type: 1,
        geometry: [toTilePixel(tile, point.lng, point.lat)],
        tags: {
          id: point.os_id,
          name: point.name,
          has_approved_claim: point.has_approved_claim,
          is_closed: point.is_closed,
        },
      }));
      return fromGeojsonVt({ [FACILITIES_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT });
    },
  };
}
