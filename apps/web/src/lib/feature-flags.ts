import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

/** GET /api-feature-flags/: one query for the whole app (the layout, the gates and the forms share it). */
export const featureFlagsKey = ['feature-flags'] as const;

export const featureFlagsQuery = queryOptions({
  queryKey: featureFlagsKey,
  queryFn: () => call(optionEndpoints.featureFlags),
  staleTime: 5 * 60_000,
});

export const useFeatureFlags = () => useQuery(featureFlagsQuery);

/** One flag, true only when the server says so (e.g. disable_list_uploading, the maintenance switch). */
export const useFeatureFlag = (name: string) =>
  useQuery({ ...featureFlagsQuery, select: (flags) => flags[name] === true });
