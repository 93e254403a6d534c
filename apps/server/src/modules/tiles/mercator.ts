/** Web Mercator tile maths (the map's projection), shared by the tile SQL and its tests. */
export const TILE_EXTENT = 4096;
export const MAX_LATITUDE = 85.0511287798066;

import type { TileAddress } from '@registry/core/tiles-api';

// Declared beside the tile routes' addresses, in packages/core.
export { isValidTile, type TileAddress } from '@registry/core/tiles-api';

/** Longitude/latitude bounds of a tile: [west, south, east, north]. */
export function tileBounds({ z, x, y }: TileAddress): [number, number, number, number] {
  const n = 2 ** z;
  const lng = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/** A longitude's Web Mercator x in a world of `n` tiles a side (tile units: 0..n). */
const worldX = (lng: number, n: number) => ((lng + 180) / 360) * n;

/** A latitude's Web Mercator y (clamped to the map) in a world of `n` tiles a side. */
function worldY(lat: number, n: number): number {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
}

/** A point's position inside the tile, in tile units (0..TILE_EXTENT). */
export function toTilePixel(tile: TileAddress, lng: number, lat: number): [number, number] {
  const n = 2 ** tile.z;
  return [Math.round((worldX(lng, n) - tile.x) * TILE_EXTENT), Math.round((worldY(lat, n) - tile.y) * TILE_EXTENT)];
}

/**
 * The cell of a `cellsPerSide` grid over the tile a point falls in, clamped to the tile, as one
 * number (row * cellsPerSide + column): the formula gridCells in queries.ts computes in SQL, for
 * grids counted from the search memory (called for every match: no array per point). Its points
 * lie inside the tile's box, within the map's latitudes, so worldY's clamp changes none.
 */
export function gridCellOf(tile: TileAddress, cellsPerSide: number, lng: number, lat: number): number {
  const n = 2 ** tile.z;
  const last = cellsPerSide - 1;
  const cx = Math.floor((worldX(lng, n) - tile.x) * cellsPerSide);
  const cy = Math.floor((worldY(lat, n) - tile.y) * cellsPerSide);
  return Math.min(Math.max(cy, 0), last) * cellsPerSide + Math.min(Math.max(cx, 0), last);
}

/** The tile of zoom `z` holding a point. */
export function tileOf(z: number, lng: number, lat: number): TileAddress {
  const n = 2 ** z;
  return { z, x: Math.floor(worldX(lng, n)), y: Math.floor(worldY(lat, n)) };
}
