import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { apiRequest } from '@/api/client.ts';
import { offlineBaseStyle, type CountriesTopology } from './offline-base-style.ts';

/** Public settings of the server the client needs (GET /api/client-config/). */
export interface ClientConfig {
  map_style_url: string | null;
  /** ANALYTICS_SCRIPT_URL: loaded only after cookie consent. */
  analytics_script_url?: string | null;
}

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiRequest<ClientConfig>('/api/client-config/'),
  staleTime: Infinity,
});

/** The offline style, built once per page load from the bundled world-atlas file. */
export const offlineBaseStyleQuery = queryOptions({
  queryKey: ['offline-base-style'],
  queryFn: async (): Promise<StyleSpecification> => {
    const response = await fetch(countriesUrl);
    if (!response.ok) throw new Error(`world-atlas file answered ${response.status}`);
    return offlineBaseStyle((await response.json()) as CountriesTopology);
  },
  staleTime: Infinity,
});

/**
 * The base map every map of the app draws on: the style at MAP_STYLE_URL when the server sets
 * one, else the offline country shapes. `undefined` while loading; `error` when neither loads.
 */
export function useBaseMapStyle(): { style: StyleSpecification | string | undefined; error: boolean } {
  const config = useQuery(clientConfigQuery);
  const styleUrl = config.data?.map_style_url ?? null;
  // A failed config call falls back to the offline style rather than leaving the map blank.
  const needsOffline = config.isError || (config.isSuccess && !styleUrl);
  const offline = useQuery({ ...offlineBaseStyleQuery, enabled: needsOffline });
  if (styleUrl) return { style: styleUrl, error: false };
  return { style: needsOffline ? offline.data : undefined, error: offline.isError };
}
