import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

/** [id, name] pairs: on whose behalf a location correction is made. */
export const fetchContributorChoices = async () =>
  // Contributors answer their numeric ids.
  (await call(optionEndpoints.contributors)) as [number, string][];

export const contributorChoicesQuery = queryOptions({
  queryKey: ['dashboard-contributor-choices'],
  queryFn: fetchContributorChoices,
  staleTime: 5 * 60_000,
});

export const useContributorChoices = () => useQuery(contributorChoicesQuery);
