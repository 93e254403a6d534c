import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchProductTypes = async () => toFilterOptions(await apiRequest<OptionAnswer>('/api/product-types/'));

export const productTypesQuery = queryOptions({
  queryKey: ['options', 'product-types'],
  queryFn: fetchProductTypes,
  staleTime: 10 * 60_000,
});

export const useProductTypeOptions = (enabled = true) => useQuery({ ...productTypesQuery, enabled });
