import { endpointTemplate } from '@registry/core/endpoint';
import { GRID_MAX_ZOOM, MARKERS_MIN_ZOOM } from '@registry/core/map';
import { TILE_ADDRESS, tileEndpoints } from '@registry/core/tiles-api';

/**
 * Tile URL templates keyed by the tile cache key and carrying the search's filter query, so the
 * map draws exactly the facilities the list shows. Absolute: MapLibre fetches tiles in a worker.
 */
export function tileUrls(origin: string, key: string, filterQuery: string) {
  const url = (layer: typeof tileEndpoints.grid | typeof tileEndpoints.facilities) =>
    origin + endpointTemplate(layer, { params: { key }, query: new URLSearchParams(filterQuery) }, TILE_ADDRESS);
  return { grid: url(tileEndpoints.grid), facilities: url(tileEndpoints.facilities) };
}

/** Zoom ranges of the two tile sources; facility tiles above 16 are over-zoomed from 16's points. */
export const GRID_SOURCE_ZOOM = { minzoom: 0, maxzoom: GRID_MAX_ZOOM } as const;
export const FACILITY_SOURCE_ZOOM = { minzoom: MARKERS_MIN_ZOOM, maxzoom: 16 } as const;
