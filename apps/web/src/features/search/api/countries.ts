import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { toFilterOptions } from './option-pairs.ts';

export const fetchCountries = async () => toFilterOptions(await call(optionEndpoints.countries));

export const countriesQuery = queryOptions({
  queryKey: ['options', 'countries'],
  queryFn: fetchCountries,
  staleTime: 10 * 60_000,
});

export const useCountryOptions = (enabled = true) => useQuery({ ...countriesQuery, enabled });
