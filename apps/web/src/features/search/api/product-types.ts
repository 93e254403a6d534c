import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchProductTypes = async () => toFilterOptions(await call(optionEndpoints.productTypes));

export const productTypesQuery = queryOptions({
  queryKey: ['options', 'product-types'],
  queryFn: fetchProductTypes,
  staleTime: 10 * 60_000,
});

export const useProductTypeOptions = (enabled = true) => useQuery({ ...productTypesQuery, enabled });
