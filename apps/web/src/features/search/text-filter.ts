import type { FacilityFeature } from './api/search-facilities.ts';

/** Lower case without accents, so 'Dhaka', 'dhaka' and 'Dhakā' compare equal. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The loaded results whose name, address or country contain the text (spec part 1 §2). */
export function filterLoadedResults(features: FacilityFeature[], text: string): FacilityFeature[] {
  const needle = foldText(text.trim());
  if (!needle) return features;
  return features.filter(({ properties: p }) =>
    [p.name, p.address, p.country_name].some((value) => foldText(value).includes(needle)),
  );
}
