import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchContributorTypes = async () =>
  toFilterOptions(await apiRequest<OptionAnswer>('/api/contributor-types/'));

export const contributorTypesQuery = queryOptions({
  queryKey: ['options', 'contributor-types'],
  queryFn: fetchContributorTypes,
  staleTime: 10 * 60_000,
});

export const useContributorTypeOptions = (enabled = true) => useQuery({ ...contributorTypesQuery, enabled });
