import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

/** Every sector, or (an embedded map) the sectors of one contributor's facilities. */
export const fetchSectors = async (contributorId: string | null) =>
  toFilterOptions(
    // Names, not groups: `grouped` is not asked for.
    (await call(optionEndpoints.sectors, {
      query: contributorId ? { contributor: contributorId, embed: '1' } : {},
    })) as string[],
  );

export const sectorsQuery = (contributorId: string | null = null) =>
  queryOptions({
    queryKey: ['options', 'sectors', contributorId],
    queryFn: () => fetchSectors(contributorId),
    staleTime: 10 * 60_000,
  });

export const useSectorOptions = (enabled = true, contributorId: string | null = null) =>
  useQuery({ ...sectorsQuery(contributorId), enabled });
