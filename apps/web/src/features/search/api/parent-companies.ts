import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchParentCompanies = async () =>
  toFilterOptions(await apiRequest<OptionAnswer>('/api/parent-companies/'));

export const parentCompaniesQuery = queryOptions({
  queryKey: ['options', 'parent-companies'],
  queryFn: fetchParentCompanies,
  staleTime: 10 * 60_000,
});

export const useParentCompanyOptions = (enabled = true) => useQuery({ ...parentCompaniesQuery, enabled });
