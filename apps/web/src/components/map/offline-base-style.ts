import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Colours of the offline base map: pale land on a light sea, so the data layers stand out. */
export const BASE_MAP_COLORS = {
  sea: '#d7e6f0',
  land: '#f4f2ee',
  border: '#b8b3aa',
} as const;

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
}

/** The offline style's sources, which a more detailed file's shapes replace (setData). */
export const COUNTRY_SOURCES = { countries: 'countries', borders: 'borders' } as const;

export function countryShapes(topology: CountriesTopology): CountryShapes {
  const collection = feature(topology, topology.objects.countries);
  return {
    countries: { ...collection, features: collection.features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) })) },
    borders: unwrapGeometry(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
  };
}

/**
 * A MapLibre style drawing country shapes and borders from the world-atlas package, with
 * no network beyond our own server: the default when MAP_STYLE_URL is not set.
 */
export function offlineBaseStyle(shapes: CountryShapes): StyleSpecification {
  return {
    version: 8,
    name: 'Offline countries',
    sources: {
      [COUNTRY_SOURCES.countries]: { type: 'geojson', data: shapes.countries },
      [COUNTRY_SOURCES.borders]: { type: 'geojson', data: shapes.borders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASE_MAP_COLORS.sea } },
      { id: 'land', type: 'fill', source: COUNTRY_SOURCES.countries, paint: { 'fill-color': BASE_MAP_COLORS.land } },
      {
        id: 'country-borders',
        type: 'line',
        source: COUNTRY_SOURCES.borders,
        paint: { 'line-color': BASE_MAP_COLORS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5] },
      },
    ],
  };
}
