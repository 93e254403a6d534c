/**
 * What other modules may use of search; everything else in this folder is its own business
 * (lint refuses imports past this file). Tiles, downloads and matching apply the same search
 * filters the search does; tiles also read the search memory.
 */
export { searchFilters, searchParamsSchema, type SearchParams } from '@registry/core/search-params';
export { ALL_FACILITIES, singleFacet, type Facet } from './search-plan.ts';
export { applySearchFilters, countFacilities, prepareTextQuery } from './search-queries.ts';
export { MAX_WORD_LENGTH, type TextQuery } from './search-text.ts';
export { createSearchMemory, type SearchMemory, type SearchMemoryOptions } from './search-memory.ts';
