/** Web Mercator tile maths (the map's projection), shared by the tile SQL and its tests. */
export const TILE_EXTENT = 4096;
export const MAX_LATITUDE = 85.0511287798066;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

export function isValidTile({ z, x, y }: TileAddress): boolean {
  const n = 2 ** z;
  return (
    Number.isInteger(z) &&
    z >= 0 &&
    z <= 22 &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= 0 &&
    y >= 0 &&
    x < n &&
    y < n
  );
}

/** Longitude/latitude bounds of a tile: [west, south, east, north]. */
export function tileBounds({ z, x, y }: TileAddress): [number, number, number, number] {
  const n = 2 ** z;
  const lng = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/** A point's position inside the tile, in tile units (0..TILE_EXTENT). */
export function toTilePixel(tile: TileAddress, lng: number, lat: number): [number, number] {
  const n = 2 ** tile.z;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const worldX = ((lng + 180) / 360) * n;
  const worldY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  return [Math.round((worldX - tile.x) * TILE_EXTENT), Math.round((worldY - tile.y) * TILE_EXTENT)];
}

/**
 * The cell of a `cellsPerSide` grid over the tile a point falls in, clamped to the tile, as one
 * number (row * cellsPerSide + column): the formula gridCells in queries.ts computes in SQL, for
 * grids counted from the search memory (called for every match: no array per point).
 */
export function gridCellOf(tile: TileAddress, cellsPerSide: number, lng: number, lat: number): number {
  const n = 2 ** tile.z;
  const last = cellsPerSide - 1;
  const sin = Math.sin((lat * Math.PI) / 180);
  const cx = Math.floor((((lng + 180) / 360) * n - tile.x) * cellsPerSide);
  const cy = Math.floor(((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n - tile.y) * cellsPerSide);
  return Math.min(Math.max(cy, 0), last) * cellsPerSide + Math.min(Math.max(cx, 0), last);
}
