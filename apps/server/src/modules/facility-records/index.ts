/**
 * What other modules may use of facility-records (lint refuses imports past this file): the only
 * writes to facilities, facility_matches, facility_aliases and extended_fields, each followed by
 * the index refresh of what it touched, and a facility's whole state for undo.
 */
export { changeFacilityRecords, type FacilityRecords } from './records.ts';
export type { ItemValues, MatchOfItem, NewExtendedField, NewFacility, NewMatch } from './queries.ts';
export {
  lockFacilities,
  readFacilityState,
  restoreFacilityState,
  scopeOf,
  type FacilityScope,
  type FacilityState,
} from './facility-state.ts';
