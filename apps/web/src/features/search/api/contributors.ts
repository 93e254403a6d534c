import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchContributors = async () => toFilterOptions(await call(optionEndpoints.contributors));

export const contributorsQuery = queryOptions({
  queryKey: ['options', 'contributors'],
  queryFn: fetchContributors,
  staleTime: 10 * 60_000,
});

export const useContributorOptions = (enabled = true) => useQuery({ ...contributorsQuery, enabled });
