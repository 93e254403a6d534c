import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { toFilterOptions, type OptionAnswer } from './option-pairs.ts';

export const fetchCountries = async () => toFilterOptions(await apiRequest<OptionAnswer>('/api/countries/'));

export const countriesQuery = queryOptions({
  queryKey: ['options', 'countries'],
  queryFn: fetchCountries,
  staleTime: 10 * 60_000,
});

export const useCountryOptions = (enabled = true) => useQuery({ ...countriesQuery, enabled });
