import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** [id, name] pairs: the parent company choices of the claimed editor. */
export const fetchContributorOptions = () => apiRequest<[number, string][]>('/api/contributors/');

export const contributorOptionsQuery = queryOptions({
  queryKey: ['contributor-options'],
  queryFn: fetchContributorOptions,
  staleTime: 5 * 60_000,
});

export const useContributorOptions = () => useQuery(contributorOptionsQuery);
