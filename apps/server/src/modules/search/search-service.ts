import { countryName } from '@registry/core/countries';
import type { FacilityFeature } from '@registry/core/search';
import type { Db } from '../../db/database.ts';
import { currentTileCacheVersion } from '../facilities/index.ts';
import type { SearchParams } from './search-params.ts';
import { SearchAnswerCache, searchAnswerKey } from './search-answer-cache.ts';
import type { SearchMemory } from './search-memory.ts';
import {
  countFacilities,
  facetCount,
  isJoinedTextSearch,
  joinedTextSearch,
  pairFacet,
  prepareTextQuery,
  searchFacilityPage,
  singleFacet,
  summarizeSearch,
  type SearchRow,
} from './search-queries.ts';

export function toFeature(row: SearchRow, withContributorCount: boolean): FacilityFeature {
  return {
    id: row.os_id,
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
    properties: {
      os_id: row.os_id,
      name: row.name,
      address: row.address,
      country_code: row.country_code,
      country_name: countryName(row.country_code) ?? row.country_code,
      has_approved_claim: row.has_approved_claim,
      is_closed: row.is_closed,
      ...(withContributorCount ? { number_of_public_contributors: row.number_of_public_contributors } : {}),
    },
  };
}

async function textQueryOf(db: Db, params: SearchParams) {
  return params.q ? prepareTextQuery(db, params.q) : undefined;
}

type SearchAnswer = { features: FacilityFeature[]; count: number; extent: [number, number, number, number] | null };

export function createSearchService(
  db: Db,
  { cacheEntries = 500, memory }: { cacheEntries?: number; memory?: SearchMemory } = {},
) {
  const answers = new SearchAnswerCache<SearchAnswer>(cacheEntries);
  const counts = new SearchAnswerCache<number>(cacheEntries);

  /** The answer kept for `key` under the current index version, or computed now and kept. */
  async function cached<T>(cache: SearchAnswerCache<T>, key: string | null, compute: () => Promise<T>): Promise<T> {
    if (key === null || cache.maxEntries === 0) return compute();
    // Read before computing: a change made meanwhile leaves the answer under the older version.
    const version = await currentTileCacheVersion(db);
    const kept = cache.get(key, version);
    if (kept !== undefined) return kept;
    const answer = await compute();
    cache.set(key, version, answer);
    return answer;
  }

  return {
    /** One page of results with the count and extent of the whole result set. */
    async search(params: SearchParams, viewerContributorId: number | null) {
      const { features, count, extent } = await cached(answers, searchAnswerKey('page', params), async () => {
        const textQuery = await textQueryOf(db, params);
        // In relevance order only (the memory's); it answers searches of common words only.
        const inMemory =
          memory && textQuery && params.sort_by === undefined ? await memory.search(params, textQuery) : null;
        const { rows, summary } = inMemory
          ? inMemory
          : textQuery && isJoinedTextSearch(params, textQuery)
            ? await joinedTextSearch(db, params, textQuery)
            : await Promise.all([
                searchFacilityPage(db, params, textQuery),
                summarizeSearch(db, params, textQuery),
              ]).then(([rows, summary]) => ({ rows, summary }));
        return {
          features: rows.map((row) => toFeature(row, params.number_of_public_contributors)),
          count: summary.count,
          extent: summary.extent,
        };
      });
      return {
        features,
        count,
        extent,
        hasNextPage: params.page * params.pageSize < count,
        // Downloads of one's own contributor's data are free (spec part 1 §6).
        isSameContributor:
          viewerContributorId !== null &&
          params.contributors.length === 1 &&
          params.contributors[0] === viewerContributorId,
      };
    },

    async count(params: SearchParams) {
      const facet = singleFacet(params) ?? pairFacet(params);
      if (facet) return facetCount(db, facet);
      return cached(counts, searchAnswerKey('count', params), async () => {
        const textQuery = await textQueryOf(db, params);
        const inMemory = memory && textQuery ? await memory.count(params, textQuery) : null;
        return inMemory ?? countFacilities(db, params, textQuery);
      });
    },
  };
}
