/**
 * What other modules may use of facilities; everything else in this folder is its own business
 * (lint refuses imports past this file). Writers of facility data refresh the index and move its
 * version here; the v1 API and moderation read facilities as production locations; search reads
 * the index and, for detail=true, each facility's sources.
 */
export { refreshFacilityIndex } from './facility-index.ts';
export { changedWithin, currentTileCacheVersion, recordIndexChange } from './facility-index-changes.ts';
export { COUNTED_MATCH_STATUSES } from './detail-queries.ts';
export { createFacilityDetailService } from './detail-service.ts';
export { findLocations, type LocationRow } from './location-queries.ts';
export { locationsByOsId, resolveLocation } from './location-lookup.ts';
