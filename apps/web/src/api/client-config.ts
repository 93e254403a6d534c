import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** Public settings of the server the client needs (GET /api/client-config/). */
export interface ClientConfig {
  map_style_url: string | null;
  /** ANALYTICS_SCRIPT_URL: loaded only after cookie consent. */
  analytics_script_url?: string | null;
}

export const CLIENT_CONFIG_PATH = '/api/client-config/';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiRequest<ClientConfig>(CLIENT_CONFIG_PATH),
  staleTime: Infinity,
});
