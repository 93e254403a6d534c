import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchContributorLists = async (contributors: string[]) => {
  const params = new URLSearchParams(contributors.map((id) => ['contributors', id]));
  return toFilterOptions(await apiRequest<OptionAnswer>(`/api/contributor-lists-sorted/?${params.toString()}`));
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
