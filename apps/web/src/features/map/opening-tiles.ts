import { MAP_CENTER, MAP_INITIAL_ZOOM } from '@registry/core/map';

/** MapLibre's vector tiles are 512 px: at zoom z the world is 512·2^z px wide. */
const TILE_SIZE = 512;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/**
 * The tiles a `width` × `height` px map shows at the opening view (spec part 1 §9), as MapLibre
 * asks for them on a flat map with one world copy: the zoom rounded down (at most the source's
 * `maxZoom`), every tile the view touches.
 */
export function openingViewTiles(width: number, height: number, maxZoom: number): TileAddress[] {
  const z = Math.min(Math.floor(MAP_INITIAL_ZOOM), maxZoom);
  const tileSize = TILE_SIZE * 2 ** (MAP_INITIAL_ZOOM - z);
  const world = TILE_SIZE * 2 ** MAP_INITIAL_ZOOM;
  const lat = (MAP_CENTER.lat * Math.PI) / 180;
  const centerX = ((MAP_CENTER.lng + 180) / 360) * world;
  const centerY = ((1 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / Math.PI) / 2) * world;
  const last = 2 ** z - 1;
  const span = (center: number, size: number) => {
    const from = Math.max(0, Math.floor((center - size / 2) / tileSize));
    const to = Math.min(last, Math.floor((center + size / 2 - 1e-9) / tileSize));
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  };
  return span(centerX, width).flatMap((x) => span(centerY, height).map((y) => ({ z, x, y })));
}

/** A tile URL template's URL for one tile. */
export const tileUrl = (template: string, tile: TileAddress) =>
  template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
