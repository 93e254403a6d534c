import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

/** Every sector, or (an embedded map) the sectors of one contributor's facilities. */
export const fetchSectors = async (contributorId: string | null) =>
  toFilterOptions(
    await apiRequest<OptionAnswer>(
      contributorId ? `/api/sectors/?contributor=${encodeURIComponent(contributorId)}&embed=1` : '/api/sectors/',
    ),
  );

export const sectorsQuery = (contributorId: string | null = null) =>
  queryOptions({
    queryKey: ['options', 'sectors', contributorId],
    queryFn: () => fetchSectors(contributorId),
    staleTime: 10 * 60_000,
  });

export const useSectorOptions = (enabled = true, contributorId: string | null = null) =>
  useQuery({ ...sectorsQuery(contributorId), enabled });
