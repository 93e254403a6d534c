import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** Column names of the organisation's own lists outside the standard template. */
export const nonstandardFieldsQuery = queryOptions({
  queryKey: ['nonstandard-fields'],
  queryFn: () => apiRequest<string[]>('/api/nonstandard-fields/'),
});
export const useNonstandardFields = () => useQuery(nonstandardFieldsQuery);
