import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchWorkersRanges = async () => toFilterOptions(await call(optionEndpoints.workersRanges));

export const workersRangesQuery = queryOptions({
  queryKey: ['options', 'workers-ranges'],
  queryFn: fetchWorkersRanges,
  staleTime: 10 * 60_000,
});

export const useWorkersRangeOptions = (enabled = true) => useQuery({ ...workersRangesQuery, enabled });
