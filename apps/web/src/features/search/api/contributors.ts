import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchContributors = async () => toFilterOptions(await apiRequest<OptionAnswer>('/api/contributors/'));

export const contributorsQuery = queryOptions({
  queryKey: ['options', 'contributors'],
  queryFn: fetchContributors,
  staleTime: 10 * 60_000,
});

export const useContributorOptions = (enabled = true) => useQuery({ ...contributorsQuery, enabled });
