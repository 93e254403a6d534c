import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchWorkersRanges = async () => toFilterOptions(await apiRequest<OptionAnswer>('/api/workers-ranges/'));

export const workersRangesQuery = queryOptions({
  queryKey: ['options', 'workers-ranges'],
  queryFn: fetchWorkersRanges,
  staleTime: 10 * 60_000,
});

export const useWorkersRangeOptions = (enabled = true) => useQuery({ ...workersRangesQuery, enabled });
