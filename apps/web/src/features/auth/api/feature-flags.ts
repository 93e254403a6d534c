import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlags } from '@registry/core/options-api';
import { apiRequest } from '@/api/client.ts';

export const featureFlagsQuery = queryOptions({
  queryKey: ['feature-flags'],
  queryFn: () => apiRequest<FeatureFlags>('/api-feature-flags/'),
  staleTime: 5 * 60_000,
});

export const useFeatureFlags = () => useQuery(featureFlagsQuery);
