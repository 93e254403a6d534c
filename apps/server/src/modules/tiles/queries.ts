import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ALL_FACILITIES, applySearchFilters, type Facet, type SearchParams, type TextQuery } from '../search/index.ts';
import { MAX_LATITUDE, tileBounds, type TileAddress } from './mercator.ts';

/** The box of a tile the facilities inside it are taken from: lng in [west, east), lat in (south, north]. */
export function tileBox(tile: TileAddress): [number, number, number, number] {
  const [west, south, east, north] = tileBounds(tile);
  return [west, Math.max(south, -MAX_LATITUDE), east, Math.min(north, MAX_LATITUDE)];
}

/** Facilities within the tile's bounds that match the search filters. */
function inTile(db: Db, tile: TileAddress, params: SearchParams, textQuery: TextQuery | undefined) {
  const [west, south, east, north] = tileBox(tile);
  return applySearchFilters(db.selectFrom('facility_index'), params, textQuery)
    .where('lng', '>=', west)
    .where('lng', '<', east)
    .where('lat', '>', south)
    .where('lat', '<=', north);
}

export interface GridCell {
  cx: number;
  cy: number;
  count: number;
}

/**
 * Counts per square cell of a `cellsPerSide` grid over the tile, computed in SQL with the
 * same Web Mercator formula as mercator.ts so only one row per cell leaves the database.
 */
export async function gridCells(
  db: Db,
  tile: TileAddress,
  cellsPerSide: number,
  params: SearchParams,
  textQuery: TextQuery | undefined,
): Promise<GridCell[]> {
  const rows = await gridCellsQuery(db, tile, cellsPerSide, params, textQuery).execute();
  return rows.map((row) => ({ cx: row.cx, cy: row.cy, count: Number(row.count) }));
}

/** The statement of gridCells, unexecuted. */
export function gridCellsQuery(
  db: Db,
  tile: TileAddress,
  cellsPerSide: number,
  params: SearchParams,
  textQuery: TextQuery | undefined,
) {
  const n = 2 ** tile.z;
  // Clamped in SQL: a point on the tile's far edge counts in the last cell, one row per cell.
  const last = cellsPerSide - 1;
  const cx = sql<number>`least(greatest(floor((((lng + 180) / 360) * ${n} - ${tile.x}) * ${cellsPerSide})::int, 0), ${last})`;
  const cy = sql<number>`least(greatest(floor(((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * ${n} - ${tile.y}) * ${cellsPerSide})::int, 0), ${last})`;
  return inTile(db, tile, params, textQuery)
    .select([cx.as('cx'), cy.as('cy'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy([sql`1`, sql`2`]);
}

export interface TilePoint {
  os_id: string;
  lat: number;
  lng: number;
  name: string;
  has_approved_claim: boolean;
  is_closed: boolean;
}

/** The facilities of a tile, unexecuted; without filters an index-only scan (migration 0031). */
export function tilePointsQuery(
  db: Db,
  tile: TileAddress,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  limit: number,
) {
  return inTile(db, tile, params, textQuery)
    .select(['os_id', 'lat', 'lng', 'name', 'has_approved_claim', 'is_closed'])
    .orderBy('os_id')
    .limit(limit);
}

export async function tilePoints(
  db: Db,
  tile: TileAddress,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  limit: number,
): Promise<TilePoint[]> {
  return tilePointsQuery(db, tile, params, textQuery, limit).execute();
}

/**
 * The rows of the given facilities, as tilePoints gives them, with the positions given (those the
 * search memory found them at; a facility changed since is among its changes, so the same).
 */
export async function tilePointRows(
  db: Db,
  points: { os_id: string; lat: number; lng: number }[],
): Promise<TilePoint[]> {
  if (points.length === 0) return [];
  const { rows } = await tilePointRowsQuery(points.map((point) => point.os_id)).execute(db);
  const byOsId = new Map(rows.map((row) => [row.os_id, row]));
  return points.flatMap(({ os_id, lat, lng }) => {
    const row = byOsId.get(os_id);
    return row ? [{ ...row, lat, lng }] : [];
  });
}

/** The statement of tilePointRows, unexecuted. */
export const tilePointRowsQuery = (osIds: string[]) => sql<Omit<TilePoint, 'lat' | 'lng'>>`
    select os_id, name, has_approved_claim, is_closed from facility_index
    where os_id = any(${osIds}::bpchar[])`;

/**
 * The grid from the kept cell counts (kept per cell by a trigger on facility_index): of every
 * facility from facility_grid_counts, of one value of a broad filter from
 * facility_facet_grid_counts (migration 0019). At most one row per cell of the tile, whatever the
 * number of facilities under it.
 */
export async function gridCellsFromCounts(
  db: Db,
  tile: TileAddress,
  cellsPerSide: number,
  facet: Facet = ALL_FACILITIES,
): Promise<GridCell[]> {
  const [x0, y0] = [tile.x * cellsPerSide, tile.y * cellsPerSide];
  const { rows } = await gridCellsFromCountsQuery(tile, cellsPerSide, facet).execute(db);
  return rows.map((row) => ({ cx: row.cx - x0, cy: row.cy - y0, count: Number(row.count) }));
}

/** The statement of gridCellsFromCounts, unexecuted: its cells numbered over the whole level. */
export function gridCellsFromCountsQuery(tile: TileAddress, cellsPerSide: number, facet: Facet = ALL_FACILITIES) {
  const level = tile.z + Math.log2(cellsPerSide);
  const [x0, y0] = [tile.x * cellsPerSide, tile.y * cellsPerSide];
  const inTile = sql`level = ${level} and cx >= ${x0} and cx < ${x0 + cellsPerSide} and cy >= ${y0} and cy < ${y0 + cellsPerSide} and count > 0`;
  return facet.facet === ALL_FACILITIES.facet
    ? sql<GridCell>`select cx, cy, count from facility_grid_counts where ${inTile}`
    : sql<GridCell>`select cx, cy, count from facility_facet_grid_counts
        where facet = ${facet.facet} and value = ${facet.value} and ${inTile}`;
}
