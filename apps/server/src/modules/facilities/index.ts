/**
 * What other modules may use of facilities; everything else in this folder is its own business
 * (lint refuses imports past this file). Writers of facility data refresh the index and move its
 * version here; the v1 API and moderation read facilities as production locations; tiles,
 * downloads and matching apply the same search filters the search does.
 */
export { refreshFacilityIndex } from './facility-index.ts';
export { changedWithin, currentTileCacheVersion, recordIndexChange } from './facility-index-changes.ts';
export { findLocations } from './location-queries.ts';
export { locationsByOsId, resolveLocation } from './location-lookup.ts';
export { searchFilters, searchParamsSchema, type SearchParams } from './search-params.ts';
export {
  ALL_FACILITIES,
  applySearchFilters,
  countFacilities,
  prepareTextQuery,
  singleFacet,
  type Facet,
} from './search-queries.ts';
export { MAX_WORD_LENGTH, type TextQuery } from './search-text.ts';
export { createSearchMemory, type SearchMemory, type SearchMemoryOptions } from './search-memory.ts';
