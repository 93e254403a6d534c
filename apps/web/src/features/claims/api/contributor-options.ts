import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

/** [id, name] pairs: the parent company choices of the claimed editor. */
export const fetchContributorOptions = async () =>
  // Contributors answer their numeric ids.
  (await call(optionEndpoints.contributors)) as [number, string][];

export const contributorOptionsQuery = queryOptions({
  queryKey: ['contributor-options'],
  queryFn: fetchContributorOptions,
  staleTime: 5 * 60_000,
});

export const useContributorOptions = () => useQuery(contributorOptionsQuery);
