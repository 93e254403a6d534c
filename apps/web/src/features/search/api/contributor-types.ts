import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchContributorTypes = async () => toFilterOptions(await call(optionEndpoints.contributorTypes));

export const contributorTypesQuery = queryOptions({
  queryKey: ['options', 'contributor-types'],
  queryFn: fetchContributorTypes,
  staleTime: 10 * 60_000,
});

export const useContributorTypeOptions = (enabled = true) => useQuery({ ...contributorTypesQuery, enabled });
