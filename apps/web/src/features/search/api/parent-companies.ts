import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchParentCompanies = async () => toFilterOptions(await call(optionEndpoints.parentCompanies));

export const parentCompaniesQuery = queryOptions({
  queryKey: ['options', 'parent-companies'],
  queryFn: fetchParentCompanies,
  staleTime: 10 * 60_000,
});

export const useParentCompanyOptions = (enabled = true) => useQuery({ ...parentCompaniesQuery, enabled });
