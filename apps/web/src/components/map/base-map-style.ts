import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import coarseCountriesUrl from 'world-atlas/countries-110m.json?url';
import detailedCountriesUrl from 'world-atlas/countries-50m.json?url';
import { clientConfigQuery } from '@/api/client-config.ts';
import regionBordersUrl from './data/region-borders.json?url';
import {
  countryShapes,
  offlineBaseStyle,
  regionBorders,
  type CountriesTopology,
  type RegionBordersTopology,
} from './offline-base-style.ts';

/**
 * From this zoom the offline map swaps its coarse country shapes (1:110m, 33 KB compressed, drawn
 * first) for detailed ones (1:50m, 205 KB): the world view does not wait for detail it cannot show.
 */
export const DETAILED_SHAPES_FROM_ZOOM = 3;

async function fetchTopology<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const fetchShapes = async (url: string) => countryShapes(await fetchTopology<CountriesTopology>(url));

/** The offline style, built once per page load from the bundled coarse world-atlas file and the server's place tiles. */
export const offlineBaseStyleQuery = queryOptions({
  queryKey: ['offline-base-style'],
  queryFn: async (): Promise<StyleSpecification> =>
    offlineBaseStyle(await fetchShapes(coarseCountriesUrl), window.location.origin),
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
      fetchTopology<RegionBordersTopology>(regionBordersUrl),
    ]);
    return { ...shapes, regionBorders: regionBorders(regions) };
  },
  staleTime: Infinity,
});

/**
 * The base map every map of the app draws on: the style at MAP_STYLE_URL when the server sets
 * one, else the offline country shapes (`offline`). `undefined` while loading; `error` when neither loads.
 */
export function useBaseMapStyle(): {
  style: StyleSpecification | string | undefined;
  offline: boolean;
  error: boolean;
} {
  const config = useQuery(clientConfigQuery);
  const styleUrl = config.data?.map_style_url ?? null;
  // A failed config call falls back to the offline style rather than leaving the map blank.
  const needsOffline = config.isError || (config.isSuccess && !styleUrl);
  const offline = useQuery({ ...offlineBaseStyleQuery, enabled: needsOffline });
  if (styleUrl) return { style: styleUrl, offline: false, error: false };
  return { style: needsOffline ? offline.data : undefined, offline: needsOffline, error: offline.isError };
}
