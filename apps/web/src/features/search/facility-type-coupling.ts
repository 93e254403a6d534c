import type { FacilityProcessingTypes } from './api/facility-processing-types.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * Facility type options given the chosen processing types (spec part 1 §5): only facility types
 * that do one of them; all facility types while none is chosen.
 */
export function facilityTypeChoices(
  taxonomy: readonly FacilityProcessingTypes[],
  processingTypes: readonly string[],
): string[] {
  const chosen = new Set(processingTypes);
  return taxonomy
    .filter((entry) => chosen.size === 0 || entry.processingTypes.some((type) => chosen.has(type)))
    .map((entry) => entry.facilityType)
    .sort(byName);
}

/** Processing type options given the chosen facility types: theirs only, or all while none is chosen. */
export function processingTypeChoices(
  taxonomy: readonly FacilityProcessingTypes[],
  facilityTypes: readonly string[],
): string[] {
  const chosen = new Set(facilityTypes);
  const types = taxonomy
    .filter((entry) => chosen.size === 0 || chosen.has(entry.facilityType))
    .flatMap((entry) => entry.processingTypes);
  return [...new Set(types)].sort(byName);
}
