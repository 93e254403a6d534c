import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** What a static map shows: a point at the centre of a width x height picture at a Web Mercator zoom. */
export interface StaticMapView {
  lat: number;
  lng: number;
  zoom: number;
  width: number;
  height: number;
}

/** The same colours as the web app's offline base map (apps/web/src/components/map/offline-base-style.ts). */
const COLORS = { sea: '#d7e6f0', land: '#f4f2ee', border: '#b8b3aa', marker: '#3d2f8c' } as const;
const MAX_LATITUDE = 85.0511287798;
const TILE_SIZE = 256;

interface Ring {
  points: [number, number][];
  west: number;
  east: number;
  south: number;
  north: number;
}

let rings: Ring[] | undefined;

/**
 * The countries of world-atlas (1:50m) as rings with their bounds, read once. Longitudes are kept
 * continuous where a ring crosses the antimeridian (Russia, Fiji), so a ring never spans the map.
 */
function worldRings(): Ring[] {
  if (rings) return rings;
  const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection;
  }>;
  const countries = feature(topology, topology.objects.countries);
  rings = [];
  for (const country of countries.features) {
    const geometry = country.geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        let shift = 0;
        const points = ring.map(([lng, lat], index): [number, number] => {
          const previous = ring[index - 1];
          if (previous) {
            if (lng! - previous[0]! > 180) shift -= 360;
            else if (lng! - previous[0]! < -180) shift += 360;
          }
          return [lng! + shift, lat!];
        });
        const lngs = points.map((p) => p[0]);
        const lats = points.map((p) => p[1]);
        rings.push({
          points,
          west: Math.min(...lngs),
          east: Math.max(...lngs),
          south: Math.min(...lats),
          north: Math.max(...lats),
        });
      }
    }
  }
  return rings;
}

/** Web Mercator world pixels at `zoom`. */
function project(lng: number, lat: number, zoom: number): [number, number] {
  const size = TILE_SIZE * 2 ** zoom;
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return [((lng + 180) / 360) * size, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * size];
}

/** The latitude of a world pixel row at `zoom` (the inverse of project's y). */
function latitudeAt(y: number, zoom: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / (TILE_SIZE * 2 ** zoom)))) * 180) / Math.PI;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * An SVG picture of the countries around the point with a marker on it: the facility card's map
 * without any map service. Only rings whose bounds meet the view are drawn (with a world's
 * copy to either side near the antimeridian), points closer than a pixel dropped.
 */
export function renderStaticMap(view: StaticMapView): string {
  const [cx, cy] = project(view.lng, view.lat, view.zoom);
  const left = cx - view.width / 2;
  const top = cy - view.height / 2;
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** view.zoom);
  const west = view.lng - (view.width / 2) * degreesPerPixel;
  const east = view.lng + (view.width / 2) * degreesPerPixel;
  const north = latitudeAt(top, view.zoom);
  const south = latitudeAt(top + view.height, view.zoom);

  const paths: string[] = [];
  for (const ring of worldRings()) {
    if (ring.south > north || ring.north < south) continue;
    for (const shift of [-360, 0, 360]) {
      if (ring.west + shift > east || ring.east + shift < west) continue;
      let d = '';
      let last: [number, number] | null = null;
      for (const [lng, lat] of ring.points) {
        const [x, y] = project(lng + shift, lat, view.zoom);
        const point: [number, number] = [round(x - left), round(y - top)];
        if (last && Math.abs(point[0] - last[0]) < 1 && Math.abs(point[1] - last[1]) < 1) continue;
        d += `${last ? 'L' : 'M'}${point[0]} ${point[1]}`;
        last = point;
      }
      if (d) paths.push(`${d}Z`);
    }
  }
  const [mx, my] = [round(view.width / 2), round(view.height / 2)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}">`,
    `<rect width="100%" height="100%" fill="${COLORS.sea}"/>`,
    `<path fill="${COLORS.land}" stroke="${COLORS.border}" stroke-width="0.6" fill-rule="evenodd" d="${paths.join('')}"/>`,
    `<circle cx="${mx}" cy="${my}" r="6" fill="${COLORS.marker}" stroke="#ffffff" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
