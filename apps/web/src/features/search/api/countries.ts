import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import type { Language } from '@/lib/i18n/languages.ts';
import { toFilterOptions, type FilterOption } from './option-pairs.ts';

export const fetchCountries = async () => toFilterOptions(await call(optionEndpoints.countries));

export const countriesQuery = queryOptions({
  queryKey: ['options', 'countries'],
  queryFn: fetchCountries,
  staleTime: 10 * 60_000,
});

/** The options named in the language (the server's English for English) and in its alphabetical order. */
export function countryOptionsIn(language: Language, options: FilterOption[]): FilterOption[] {
  if (language === 'en') return options;
  const collator = new Intl.Collator(language);
  return options
    .map((option) => ({ value: option.value, label: formatCountry(option.value, option.label, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function useCountryOptions(enabled = true) {
  const language = useLanguage();
  const select = useCallback((options: FilterOption[]) => countryOptionsIn(language, options), [language]);
  return useQuery({ ...countriesQuery, enabled, select });
}
