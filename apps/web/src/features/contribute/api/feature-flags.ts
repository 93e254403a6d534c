import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlags } from '@registry/core/options-api';
import { apiRequest } from '@/api/client.ts';

export const uploadFlagsQuery = queryOptions({
  queryKey: ['feature-flags'],
  queryFn: () => apiRequest<FeatureFlags>('/api-feature-flags/'),
  staleTime: 5 * 60_000,
});

/** The disable_list_uploading maintenance flag (GET /api-feature-flags/). */
export const useListUploadingDisabled = () => useQuery({ ...uploadFlagsQuery, select: (flags) => flags.disable_list_uploading === true });
