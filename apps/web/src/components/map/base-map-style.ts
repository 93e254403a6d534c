import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import coarseCountriesUrl from 'world-atlas/countries-110m.json?url';
import detailedCountriesUrl from 'world-atlas/countries-50m.json?url';
import { clientConfigQuery } from '@/api/client-config.ts';
import regionBordersUrl from './data/region-borders.json?url';
import {
  countryShapes,
  NO_COUNTRY_SHAPES,
  offlineBaseStyle,
  regionBorders,
  type CountriesTopology,
  type RegionBordersTopology,
} from './offline-base-style.ts';
import type { StreetTileJson } from './street-base-style.ts';

/**
 * From this zoom the offline map swaps its coarse country shapes (1:110m, 33 KB compressed, drawn
 * first) for detailed ones (1:50m, 205 KB): the world view does not wait for detail it cannot show.
 */
export const DETAILED_SHAPES_FROM_ZOOM = 3;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const fetchShapes = async (url: string) => countryShapes(await fetchJson<CountriesTopology>(url));

/**
 * The offline style a map starts with: no country shapes and no place names yet, so that its
 * first frames, on a phone, draw the map's own data (the search's grid) as soon as MapLibre runs,
 * not after the shapes' download, their processing and the names' glyphs. BaseMap sets the shapes
 * (coarseCountryShapesQuery) and shows the names once the map has first drawn everything it shows.
 * One object for the page's life: a new one would be a new style to the map.
 */
let startingOfflineStyle: StyleSpecification | undefined;
const offlineStartingStyle = () =>
  (startingOfflineStyle ??= offlineBaseStyle(NO_COUNTRY_SHAPES, window.location.origin, { placeLabels: 'none' }));

/** The coarse country shapes (1:110m) of the world view, from the bundled world-atlas file. */
export const coarseCountryShapesQuery = queryOptions({
  queryKey: ['coarse-country-shapes'],
  queryFn: () => fetchShapes(coarseCountriesUrl),
  staleTime: Infinity,
});

/**
 * The detailed country shapes and the region borders (1:10m simplified, 230 KB compressed),
 * fetched together the first time a map zooms in.
 */
export const detailedCountryShapesQuery = queryOptions({
  queryKey: ['detailed-country-shapes'],
  queryFn: async () => {
    const [shapes, regions] = await Promise.all([
      fetchShapes(detailedCountriesUrl),
      fetchJson<RegionBordersTopology>(regionBordersUrl),
    ]);
    return { ...shapes, regionBorders: regionBorders(regions) };
  },
  staleTime: Infinity,
});

/** The street map's style: its code (@protomaps/basemaps) and TileJSON fetched only when the server has one. */
const streetStyleQuery = (tileJsonUrl: string, silver: boolean) =>
  queryOptions({
    queryKey: ['street-base-style', tileJsonUrl, silver],
    queryFn: async () => {
      const [{ streetBaseStyle }, tileJson] = await Promise.all([
        import('./street-base-style.ts'),
        fetchJson<StreetTileJson>(tileJsonUrl),
      ]);
      const offline = offlineBaseStyle(NO_COUNTRY_SHAPES, window.location.origin, { placeLabels: 'none' });
      return streetBaseStyle(offline, tileJson, window.location.origin, { silver });
    },
    staleTime: Infinity,
    retry: 1,
  });

/**
 * The base map every map of the app draws on: the style at MAP_STYLE_URL when the server sets
 * one, else the offline style (`offline`), which starts without its country shapes and place
 * names, with the server's street map over it when BASEMAP_PMTILES is set (`silver`: its grey
 * theme). `undefined` while the client config (and the street map's style) loads.
 */
export function useBaseMapStyle({ silver = false }: { silver?: boolean } = {}): {
  style: StyleSpecification | string | undefined;
  offline: boolean;
} {
  const config = useQuery(clientConfigQuery);
  const styleUrl = config.data?.map_style_url ?? null;
  const streetsUrl = (!styleUrl && config.data?.basemap_url) || null;
  const streets = useQuery({ ...streetStyleQuery(streetsUrl ?? '', silver), enabled: streetsUrl !== null });
  if (styleUrl) return { style: styleUrl, offline: false };
  if (streetsUrl && !streets.isError) return { style: streets.data, offline: true };
  // A failed config call (or street map) falls back to the offline style rather than leaving the map blank.
  const offline = config.isError || streets.isError || (config.isSuccess && !styleUrl);
  return { style: offline ? offlineStartingStyle() : undefined, offline };
}
