import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import polylabel from 'polylabel';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { endpointTemplate } from '@registry/core/endpoint';
import { TILE_ADDRESS, tileEndpoints } from '@registry/core/tiles-api';

/** Colours of the offline base map: pale land on a light sea, so the data layers stand out. */
export const BASE_MAP_COLORS = {
  sea: '#d7e6f0',
  land: '#f4f2ee',
  border: '#b8b3aa',
  regionBorder: '#a39c90',
  countryLabel: '#8a8378',
  placeLabel: '#4a4a4a',
  labelHalo: 'rgba(255, 255, 255, 0.9)',
} as const;

/** The silver style of embedded maps: greys instead of sea blue and sand (features/map/embed-appearance.ts). */
export const SILVER_COLORS = {
  sea: '#e4e4e4',
  land: '#f5f5f5',
  border: '#bdbdbd',
  regionBorder: '#cfcfcf',
} as const;

/**
 * An empty layer between the base map's shapes and its names: the search map's grid goes beneath
 * it, so that the squares do not hide the names of the places under them.
 */
export const BASE_LABELS_SLOT = 'base-labels';

/**
 * The sea's colour, fading into the land's between zoom 9 and 11: closer in, the 1:50m coast is
 * kilometres off, and a factory a few streets from the shore would stand in a false sea.
 */
export const seaColor = (sea: string, land: string): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  9,
  sea,
  11,
  land,
];

/** The world-atlas topology: countries as one geometry collection. */
export type CountriesTopology = Topology<{ countries: GeometryCollection }>;

type Line = GeoJSON.Position[];

/**
 * world-atlas lines jump from 180° to -180° where a country crosses the antimeridian (Russia, Fiji);
 * drawn flat, that jump is an edge across the whole map that turns the fill inside out. Keeping
 * each line continuous (longitudes past ±180) leaves only the crossing part off the map's edge.
 */
function unwrap(line: Line): Line {
  let shift = 0;
  return line.map((position, index) => {
    const previous = line[index - 1];
    if (previous) {
      const step = position[0]! - previous[0]!;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return shift === 0 ? position : [position[0]! + shift, position[1]!];
  });
}

function unwrapGeometry(geometry: GeoJSON.Geometry): GeoJSON.Geometry {
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiLineString':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrap) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrap)) };
    case 'LineString':
      return { ...geometry, coordinates: unwrap(geometry.coordinates) };
    default:
      return geometry;
  }
}

/** The country shapes the offline style draws, from a world-atlas file. */
export interface CountryShapes {
  countries: GeoJSON.FeatureCollection;
  /** Shared arcs only: each border drawn once, coastlines left to the land/sea contrast. */
  borders: GeoJSON.Geometry;
  /** One point per country to write its name at (labelled from the shapes, each tile would name it again). */
  labels: GeoJSON.FeatureCollection<GeoJSON.Point>;
}

/** Twice a ring's area in square degrees: enough to tell a country's mainland from its islands. */
function ringArea(ring: GeoJSON.Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += (ring[j]![0]! + ring[i]![0]!) * (ring[j]![1]! - ring[i]![1]!);
  return Math.abs(area);
}

/** Where a country's name goes: the point of its largest polygon farthest from the coast and borders. */
function labelPoint(geometry: GeoJSON.Geometry): { point: GeoJSON.Position; area: number } | null {
  const polygons =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  const largest = polygons.reduce<GeoJSON.Position[][] | null>(
    (best, polygon) => (!best || ringArea(polygon[0]!) > ringArea(best[0]!) ? polygon : best),
    null,
  );
  return largest ? { point: polylabel(largest as [number, number][][], 0.2), area: ringArea(largest[0]!) } : null;
}

/** The offline style's sources, which a more detailed file's shapes replace (setData). */
export const COUNTRY_SOURCES = { countries: 'countries', borders: 'borders', regionBorders: 'region-borders' } as const;
/** Region borders show from this zoom: below it they would crowd the country borders. */
export const REGION_BORDERS_FROM_ZOOM = 4;
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
/** Country name points, from the coarse shapes only: the detailed ones would move no name. */
export const COUNTRY_LABELS_SOURCE = 'country-label-points';
/** The server's vector tiles of populated places (apps/server/src/modules/base-map), and their layer. */
export const PLACES_SOURCE = 'places';
export const PLACES_TILE_LAYER = 'places';
export const PLACE_LABELS_LAYER = 'place-labels';
/** The server cuts place tiles up to this zoom; deeper zooms draw zoom 16's tiles larger. */
const PLACES_MAX_ZOOM = 16;
/** Ranks of the server's places: 1 a capital, 2 a first-level region's seat, 3 another town. */
const RANK: ExpressionSpecification = ['get', 'rank'];

/** Absolute: MapLibre fetches tiles in a worker, where a path has no page to be relative to. */
export const placesTileUrl = (origin: string) => origin + endpointTemplate(tileEndpoints.places, {}, TILE_ADDRESS);

/** The first-level region borders file (scripts/region-borders.ts): lines between regions of one country. */
export type RegionBordersTopology = Topology<{ borders: GeometryCollection }>;

export function regionBorders(topology: RegionBordersTopology): GeoJSON.Geometry {
  return unwrapGeometry(mesh(topology, topology.objects.borders));
}

export function countryShapes(topology: CountriesTopology): CountryShapes {
  const collection = feature(topology, topology.objects.countries);
  const countries = collection.features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) }));
  const labels: GeoJSON.Feature<GeoJSON.Point>[] = [];
  for (const country of countries) {
    const label = labelPoint(country.geometry);
    const name = (country.properties as { name?: string } | null)?.name;
    if (label)
      labels.push({
        type: 'Feature',
        properties: { name, area: Math.round(label.area) },
        geometry: { type: 'Point', coordinates: label.point },
      });
  }
  return {
    countries: { ...collection, features: countries },
    borders: unwrapGeometry(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    labels: { type: 'FeatureCollection', features: labels },
  };
}

/**
 * No country shapes yet: the style a map starts with, its shapes set (setData) once it has first
 * drawn its own data.
 */
export const NO_COUNTRY_SHAPES: CountryShapes = {
  countries: EMPTY,
  borders: { type: 'MultiLineString', coordinates: [] },
  labels: { type: 'FeatureCollection', features: [] },
};

/**
 * A MapLibre style drawing country shapes and borders from the world-atlas package, first-level
 * region borders from Natural Earth, and the
 * populated places of the server's gazetteer, with no network beyond our own server: the default
 * when MAP_STYLE_URL is not set. Labels need no glyph server: without `glyphs` MapLibre draws
 * them with the browser's own sans-serif font. With `placeLabels: 'none'` the place names are
 * hidden (their tiles not fetched) until the layer is made visible.
 */
export function offlineBaseStyle(
  shapes: CountryShapes,
  origin: string,
  { placeLabels = 'visible' }: { placeLabels?: 'visible' | 'none' } = {},
): StyleSpecification {
  return {
    version: 8,
    name: 'Offline countries',
    sources: {
      [COUNTRY_SOURCES.countries]: { type: 'geojson', data: shapes.countries },
      [COUNTRY_SOURCES.borders]: { type: 'geojson', data: shapes.borders },
      // Filled when the map first zooms in, with the detailed country shapes.
      [COUNTRY_SOURCES.regionBorders]: { type: 'geojson', data: EMPTY },
      [COUNTRY_LABELS_SOURCE]: { type: 'geojson', data: shapes.labels },
      [PLACES_SOURCE]: { type: 'vector', tiles: [placesTileUrl(origin)], minzoom: 0, maxzoom: PLACES_MAX_ZOOM },
    },
    layers: [
      {
        id: 'sea',
        type: 'background',
        paint: { 'background-color': seaColor(BASE_MAP_COLORS.sea, BASE_MAP_COLORS.land) },
      },
      { id: 'land', type: 'fill', source: COUNTRY_SOURCES.countries, paint: { 'fill-color': BASE_MAP_COLORS.land } },
      {
        id: 'region-borders',
        type: 'line',
        source: COUNTRY_SOURCES.regionBorders,
        minzoom: REGION_BORDERS_FROM_ZOOM,
        paint: {
          'line-color': BASE_MAP_COLORS.regionBorder,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.2],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: COUNTRY_SOURCES.borders,
        paint: {
          'line-color': BASE_MAP_COLORS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
        },
      },
      { id: BASE_LABELS_SLOT, type: 'background', layout: { visibility: 'none' } },
      {
        // Country names while the view spans countries; under the places, so a name moves off a capital rather than hiding it.
        id: 'country-labels',
        type: 'symbol',
        source: COUNTRY_LABELS_SOURCE,
        maxzoom: 6,
        layout: {
          'text-field': ['get', 'name'],
          // The biggest countries are named first where names collide.
          'symbol-sort-key': ['-', ['get', 'area']],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 5, 13],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
          'text-max-width': 7,
          'text-variable-anchor': ['center', 'top', 'bottom', 'left', 'right'],
          'text-radial-offset': 0.8,
        },
        paint: {
          'text-color': BASE_MAP_COLORS.countryLabel,
          'text-halo-color': BASE_MAP_COLORS.labelHalo,
          'text-halo-width': 1,
        },
      },
      {
        id: PLACE_LABELS_LAYER,
        type: 'symbol',
        source: PLACES_SOURCE,
        'source-layer': PLACES_TILE_LAYER,
        // Places `near` a tile lie outside it: the nearby-places note names them, not the map.
        filter: ['!', ['has', 'near']],
        layout: {
          visibility: placeLabels,
          'text-field': ['get', 'name'],
          // Capitals, then region seats, then the biggest towns win a collision.
          'symbol-sort-key': ['-', ['*', RANK, 100_000_000], ['get', 'population']],
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            2,
            ['case', ['==', RANK, 1], 12, 10],
            10,
            ['case', ['<=', RANK, 2], 15, 13],
            15,
            14,
          ],
          'text-max-width': 8,
          'text-padding': 4,
        },
        paint: {
          'text-color': BASE_MAP_COLORS.placeLabel,
          'text-halo-color': BASE_MAP_COLORS.labelHalo,
          'text-halo-width': 1.5,
        },
      },
    ],
  };
}
