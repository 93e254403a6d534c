/**
 * What other modules may use of search; everything else in this folder is its own business
 * (lint refuses imports past this file). Tiles, downloads and matching apply the same search
 * filters the search does; tiles also read the search memory. The v1 production-locations search
 * runs the search service, and joins q's ranked matches (textMatchesOf) to its own filters.
 */
export { searchFilters, searchParamsSchema, type SearchParams } from '@registry/core/search-params';
export { ALL_FACILITIES, singleFacet, type Facet } from './search-plan.ts';
export { applySearchFilters, countFacilities, prepareTextQuery, textMatchesOf } from './search-queries.ts';
export { createSearchService } from './search-service.ts';
export { MAX_WORD_LENGTH, type TextQuery } from './search-text.ts';
export { createSearchMemory, type SearchMemory, type SearchMemoryOptions } from './search-memory.ts';
