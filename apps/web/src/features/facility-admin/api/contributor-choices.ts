import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** [id, name] pairs: on whose behalf a location correction is made. */
export const fetchContributorChoices = () => apiRequest<[number, string][]>('/api/contributors/');

export const contributorChoicesQuery = queryOptions({
  queryKey: ['dashboard-contributor-choices'],
  queryFn: fetchContributorChoices,
  staleTime: 5 * 60_000,
});

export const useContributorChoices = () => useQuery(contributorChoicesQuery);
