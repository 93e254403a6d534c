import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '@registry/core/options-api';
import { apiRequest } from './client.ts';

/** Public settings of the server the client needs (GET /api/client-config/). */
export type { ClientConfig } from '@registry/core/options-api';

export const CLIENT_CONFIG_PATH = '/api/client-config/';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiRequest<ClientConfig>(CLIENT_CONFIG_PATH),
  staleTime: Infinity,
});
