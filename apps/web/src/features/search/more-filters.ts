import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import type { Translate } from '@/lib/i18n/i18n.ts';
import { CLAIM_STATUS_FILTER_OPTIONS } from './claim-status-filter.ts';
import { extendedFilterLabel, type SearchEmbedOptions } from './embed-context.ts';
import { EMPTY_FILTERS, type SearchFilters } from './search-filters.ts';

/** The filters set in the 'More Search Filters' drawer (spec part 1 §2), beyond text, contributors and countries. */
export const MORE_FILTER_KEYS = [
  'contributorTypes',
  'sectors',
  'parentCompany',
  'facilityType',
  'processingType',
  'productType',
  'numberOfWorkers',
  'nativeLanguageName',
  'statuses',
] as const;
export type MoreFilterKey = (typeof MORE_FILTER_KEYS)[number];

/**
 * Each drawer filter's label, or null where it is not offered: an embedded map offers no contributor
 * type or native name, and only the extended fields its contributor shows, under their display names.
 */
export function moreFilterLabels(
  embed: SearchEmbedOptions | null,
  t: Translate,
): Record<Exclude<MoreFilterKey, 'statuses'>, string | null> & { statuses: string } {
  return {
    contributorTypes: embed ? null : t('Contributor Type'),
    sectors: embed?.hideSectorData ? null : t('Sector'),
    parentCompany: extendedFilterLabel(embed, 'parent_company', t),
    facilityType: extendedFilterLabel(embed, 'facility_type', t),
    processingType: extendedFilterLabel(embed, 'processing_type', t),
    productType: extendedFilterLabel(embed, 'product_type', t),
    numberOfWorkers: extendedFilterLabel(embed, 'number_of_workers', t),
    nativeLanguageName: embed ? null : t('Native Language Name'),
    statuses: t('Claim Status'),
  };
}

/** One chosen value of a drawer filter, as the sidebar shows it ('Sector: Apparel'). */
export interface ChosenFilter {
  key: MoreFilterKey;
  value: string;
  text: string;
}

const claimStatusLabel = (value: string, t: Translate) => {
  const label = CLAIM_STATUS_FILTER_OPTIONS.find((option) => option.value === value)?.label;
  return label ? t(label) : value;
};

/** A chosen value as shown: a claim status's label, a fixed sector or type in the reader's language. */
const shownValue = (key: MoreFilterKey, value: string, t: Translate) =>
  key === 'statuses'
    ? claimStatusLabel(value, t)
    : key === 'sectors'
      ? sectorName(t, value)
      : key === 'facilityType' || key === 'processingType'
        ? typeName(t, value)
        : value;

/** The drawer's chosen values, so the sidebar can show why the results narrowed. */
export function chosenMoreFilters(
  filters: SearchFilters,
  embed: SearchEmbedOptions | null,
  t: Translate,
): ChosenFilter[] {
  const labels = moreFilterLabels(embed, t);
  return MORE_FILTER_KEYS.flatMap((key) => {
    const label = labels[key] ?? key;
    const values =
      key === 'nativeLanguageName' ? (filters.nativeLanguageName ? [filters.nativeLanguageName] : []) : filters[key];
    return values.map((value) => ({
      key,
      value,
      text: t('{filter}: {value}', { filter: label, value: shownValue(key, value, t) }),
    }));
  });
}

/** The filters without one chosen value (a chip's delete). */
export function withoutChosenFilter(
  filters: SearchFilters,
  chosen: Pick<ChosenFilter, 'key' | 'value'>,
): SearchFilters {
  if (chosen.key === 'nativeLanguageName') return { ...filters, nativeLanguageName: '' };
  return { ...filters, [chosen.key]: filters[chosen.key].filter((value) => value !== chosen.value) };
}

/** The drawer's Reset: its own filters cleared, the rest of the search kept. */
export function withoutMoreFilters(filters: SearchFilters): SearchFilters {
  const cleared: Partial<SearchFilters> = {};
  for (const key of MORE_FILTER_KEYS) Object.assign(cleared, { [key]: EMPTY_FILTERS[key] });
  return { ...filters, ...cleared };
}
