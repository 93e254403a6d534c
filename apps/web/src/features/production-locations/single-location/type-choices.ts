import { FACILITY_PROCESSING_TYPES } from '@registry/core/facility-types';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** Spec part 1 §4: only a sector of exactly 'Apparel' turns the two type fields into dropdowns. */
export const usesTypeDropdowns = (sectors: readonly string[]) => sectors.length === 1 && sectors[0] === 'Apparel';

/** Location type (facility type) options: those doing one of the chosen processing types, or all. */
export function locationTypeChoices(processingTypes: readonly string[]): string[] {
  const chosen = new Set(processingTypes);
  return FACILITY_PROCESSING_TYPES.filter(
    (entry) => chosen.size === 0 || entry.processingTypes.some((type) => chosen.has(type)),
  )
    .map((entry) => entry.facilityType)
    .sort(byName);
}

/** Processing type options: those of the chosen location types, or all. */
export function processingTypeChoices(locationTypes: readonly string[]): string[] {
  const chosen = new Set(locationTypes);
  const types = FACILITY_PROCESSING_TYPES.filter(
    (entry) => chosen.size === 0 || chosen.has(entry.facilityType),
  ).flatMap((entry) => entry.processingTypes);
  return [...new Set(types)].sort(byName);
}
