import type { BoundaryPolygon } from '@/components/map/search-map-props.ts';

export type LngLat = [number, number];

/** Six decimals (~0.1 m) keep the boundary in the URL short without moving it noticeably. */
const round = ([lng, lat]: LngLat): LngLat => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];

/**
 * The polygon of the clicked corners, closed back to the first one; null until there are three
 * distinct corners (fewer enclose no area).
 */
export function closeDrawnArea(corners: readonly LngLat[]): BoundaryPolygon | null {
  const distinct: LngLat[] = [];
  for (const corner of corners.map(round)) {
    const last = distinct[distinct.length - 1];
    if (!last || last[0] !== corner[0] || last[1] !== corner[1]) distinct.push(corner);
  }
  const first = distinct[0];
  const last = distinct[distinct.length - 1];
  if (first && last && distinct.length > 1 && first[0] === last[0] && first[1] === last[1]) distinct.pop();
  if (distinct.length < 3 || !first) return null;
  return { type: 'Polygon', coordinates: [[...distinct, first]] };
}

/** What the map shows while drawing: the corners and the edges between them. */
export function drawingFeatures(corners: readonly LngLat[]): GeoJSON.FeatureCollection {
  const points: GeoJSON.Feature[] = corners.map((corner) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: corner },
  }));
  const edges: GeoJSON.Feature[] =
    corners.length > 1
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [...corners] } }]
      : [];
  return { type: 'FeatureCollection', features: [...edges, ...points] };
}
