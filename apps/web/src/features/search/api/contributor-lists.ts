import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchContributorLists = async (contributors: string[]) => {
  return toFilterOptions(await call(optionEndpoints.contributorLists, { query: { contributors } }));
};

export const contributorListsQuery = (contributors: string[]) =>
  queryOptions({
    queryKey: ['options', 'contributor-lists', contributors],
    queryFn: () => fetchContributorLists(contributors),
    staleTime: 10 * 60_000,
  });

/** The lists of the chosen contributors; only asked once a contributor is chosen. */
export const useContributorListOptions = (contributors: string[]) =>
  useQuery({ ...contributorListsQuery(contributors), enabled: contributors.length > 0 });
