import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

/** Column names of the organisation's own lists outside the standard template. */
export const nonstandardFieldsQuery = queryOptions({
  queryKey: ['nonstandard-fields'],
  queryFn: () => call(optionEndpoints.nonstandardFields),
});
export const useNonstandardFields = () => useQuery(nonstandardFieldsQuery);
