import { DUPLICATE_POINT_TOLERANCE } from '@registry/core/map';
import type { TilePoint } from './queries.ts';

/** Facilities at one point of the map (the same geocoded place): one marker, sized by their number. */
export interface PointGroup {
  lat: number;
  lng: number;
  facilities: TilePoint[];
}

/**
 * Groups points that lie within DUPLICATE_POINT_TOLERANCE of each other (on a grid of that
 * step), in the order given: a list geocoded to a town's centre puts dozens of facilities on
 * one point, and separate markers there would hide all but the top one.
 */
export function groupDuplicatePoints(points: TilePoint[]): PointGroup[] {
  const groups = new Map<string, PointGroup>();
  for (const point of points) {
    const key = `${Math.round(point.lat / DUPLICATE_POINT_TOLERANCE)},${Math.round(point.lng / DUPLICATE_POINT_TOLERANCE)}`;
    const group = groups.get(key);
    if (group) group.facilities.push(point);
    else groups.set(key, { lat: point.lat, lng: point.lng, facilities: [point] });
  }
  return [...groups.values()];
}
