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

/**
 * A MapLibre style drawing country shapes and borders from the world-atlas package, with
 * no network beyond our own server: the default when MAP_STYLE_URL is not set.
 */
export function offlineBaseStyle(topology: CountriesTopology): StyleSpecification {
  const countries = feature(topology, topology.objects.countries);
  // Shared arcs only: each border drawn once, coastlines left to the land/sea contrast.
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    name: 'Offline countries',
    sources: {
      countries: { type: 'geojson', data: countries },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASE_MAP_COLORS.sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': BASE_MAP_COLORS.land } },
      {
        id: 'country-borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BASE_MAP_COLORS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5] },
      },
    ],
  };
}
