import { countryName } from '@registry/core/countries';
import type { FacilityFeature } from '@registry/core/facility-api';
import type { Db } from '../../db/database.ts';
import { currentTileCacheVersion } from '../facilities/index.ts';
import type { SearchParams } from '@registry/core/search-params';
import { SearchAnswerCache, searchAnswerKey } from './search-answer-cache.ts';
import type { SearchMemory } from './search-memory.ts';
import { planSearch, type SearchPlanName } from './search-plan.ts';
import {
  areaSearch,
  countFacilities,
  facetCount,
  joinedTextSearch,
  prepareTextQuery,
  searchFacilityPage,
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

type SearchAnswer = {
  features: FacilityFeature[];
  count: number;
  extent: [number, number, number, number] | null;
  /** The plan that answered (search-plan.ts). */
  plan: SearchPlanName;
};

/** Which plan answered a request, and whether its answer was kept from an earlier one: the request log's fields. */
export interface PlanUsed {
  plan: SearchPlanName;
  cached: boolean;
}

function answerOf(
  { rows, summary }: { rows: SearchRow[]; summary: { count: number; extent: SearchAnswer['extent'] } },
  plan: SearchPlanName,
  params: SearchParams,
): SearchAnswer {
  return {
    features: rows.map((row) => toFeature(row, params.number_of_public_contributors)),
    count: summary.count,
    extent: summary.extent,
    plan,
  };
}

export function createSearchService(
  db: Db,
  { cacheEntries = 500, memory }: { cacheEntries?: number; memory?: SearchMemory } = {},
) {
  const answers = new SearchAnswerCache<SearchAnswer>(cacheEntries);
  const counts = new SearchAnswerCache<{ count: number; plan: SearchPlanName }>(cacheEntries);

  /** The answer kept for `key` under the current index version, or computed now and kept. */
  async function cached<T>(
    cache: SearchAnswerCache<T>,
    key: string | null,
    compute: () => Promise<T>,
  ): Promise<{ answer: T; cached: boolean }> {
    if (key === null || cache.maxEntries === 0) return { answer: await compute(), cached: false };
    // Read before computing: a change made meanwhile leaves the answer under the older version.
    const version = await currentTileCacheVersion(db);
    const kept = cache.get(key, version);
    if (kept !== undefined) return { answer: kept, cached: true };
    const answer = await compute();
    cache.set(key, version, answer);
    return { answer, cached: false };
  }

  return {
    /** One page of results with the count and extent of the whole result set. */
    async search(params: SearchParams, viewerContributorId: number | null) {
      const { answer, cached: wasCached } = await cached(answers, searchAnswerKey('page', params), async () => {
        const textQuery = await textQueryOf(db, params);
        let plan = planSearch(params, textQuery, { memory });
        if (plan.name === 'memory') {
          const inMemory = await memory!.search(params, textQuery!);
          if (inMemory) return answerOf(inMemory, 'memory', params);
          plan = plan.fallback;
        }
        if (plan.name === 'joined-text')
          return answerOf(await joinedTextSearch(db, params, textQuery!), plan.name, params);
        if (plan.name === 'area') return answerOf(await areaSearch(db, params, textQuery), plan.name, params);
        const [rows, summary] = await Promise.all([
          searchFacilityPage(db, params, textQuery, plan),
          summarizeSearch(db, params, textQuery, plan),
        ]);
        return answerOf({ rows, summary }, plan.name, params);
      });
      const { features, count, extent, plan } = answer;
      return {
        features,
        count,
        extent,
        used: { plan, cached: wasCached } satisfies PlanUsed,
        hasNextPage: params.page * params.pageSize < count,
        // Downloads of one's own contributor's data are free (spec part 1 §6).
        isSameContributor:
          viewerContributorId !== null &&
          params.contributors.length === 1 &&
          params.contributors[0] === viewerContributorId,
      };
    },

    async count(params: SearchParams): Promise<{ count: number; used: PlanUsed }> {
      // A count kept per facet is read at once, past the answer cache: a facet plan reads no text (no q).
      const unprepared = planSearch(params, undefined, { count: true });
      if (unprepared.name === 'facet') {
        return { count: await facetCount(db, unprepared.facet!), used: { plan: 'facet', cached: false } };
      }
      const { answer, cached: wasCached } = await cached(counts, searchAnswerKey('count', params), async () => {
        const textQuery = await textQueryOf(db, params);
        let plan = planSearch(params, textQuery, { memory, count: true });
        if (plan.name === 'memory') {
          const inMemory = await memory!.count(params, textQuery!);
          if (inMemory !== null) return { count: inMemory, plan: plan.name };
          plan = plan.fallback;
        }
        return { count: await countFacilities(db, params, textQuery, plan), plan: plan.name };
      });
      return { count: answer.count, used: { plan: answer.plan, cached: wasCached } };
    },
  };
}
