import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchSectors = async () => toFilterOptions(await apiRequest<OptionAnswer>('/api/sectors/'));

export const sectorsQuery = queryOptions({ queryKey: ['options', 'sectors'], queryFn: fetchSectors, staleTime: 10 * 60_000 });

export const useSectorOptions = (enabled = true) => useQuery({ ...sectorsQuery, enabled });
