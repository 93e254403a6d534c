import { queryOptions } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from './call.ts';

/** Public settings of the server the client needs (GET /api/client-config/). */
export type { ClientConfig } from '@registry/core/options-api';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => call(optionEndpoints.clientConfig),
  staleTime: Infinity,
});
