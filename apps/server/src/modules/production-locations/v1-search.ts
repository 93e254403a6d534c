import type { ProductionLocationSearch } from '@registry/core/production-location-api';
import type { V1Search } from '@registry/core/production-location-search-params';
import { MAX_FACILITIES_PAGE_SIZE } from '@registry/core/search';
import type { Db } from '../../db/database.ts';
import type { Matcher } from '../matching/service.ts';
import {
  createSearchService,
  prepareTextQuery,
  searchParamsSchema,
  singleFacet,
  type SearchMemory,
  type SearchParams,
} from '../search/index.ts';
import { byRank, findDescribedMatches, rankOfMatches, type RankedMatch } from './v1-description-text.ts';
import { geohexBuckets } from './geohex.ts';
import { v1LocationsByOsId } from './v1-locations.ts';
import {
  hasV1Conditions,
  v1ClaimedOutsideQuery,
  v1CountQuery,
  v1PageQuery,
  v1GridCellsQuery,
  v1PointsInSquares,
  v1SquaresQuery,
  type V1TextQuery,
} from './v1-queries.ts';

/**
 * GET /api/v1/production-locations/, the anchor's v1 search, over the search index of
 * /api/facilities/. Four ways, chosen here (v1SearchWay):
 * - lookup: the single-location screen's name + country (+ address, size <= 100): the matcher ranks;
 * - classic: parameters /api/facilities/ has, in its orders, and a `query` no description adds a
 *   facility to (v1-description-text.ts): the search service answers (its plans, search memory and
 *   answer cache), and the page's OS IDs are read with their v1 fields;
 * - merged: the same, in relevance order, with description-only matches: the search service's
 *   first from + size matches, ranked again (rankOfMatches), merged with the description-only
 *   ones; the count is both counts (a description-only match is by definition none of q's);
 * - v1: anything else: the search module's filters with the v1 conditions beside them (v1-queries.ts).
 * The geohex aggregation counts what the filters find, whichever way answers the page.
 */
export type V1SearchWay = 'lookup' | 'classic' | 'merged' | 'v1';

/**
 * The classic search's parameters of a v1 search. A polygon is its boundary, else a bounding box
 * is (as a rectangle); a box beside a polygon stays a v1 condition (`rest`).
 */
export function classicPartOf(search: V1Search): { params: SearchParams; rest: V1Search } {
  const ring = search.polygon
    ? [...search.polygon.map(([lat, lng]) => [lng, lat]), [search.polygon[0]![1], search.polygon[0]![0]]]
    : search.boundingBox
      ? (({ top, left, bottom, right }) => [
          [left, bottom],
          [right, bottom],
          [right, top],
          [left, top],
          [left, bottom],
        ])(search.boundingBox)
      : null;
  const params = searchParamsSchema.parse({
    q: search.query ?? undefined,
    countries: search.countries,
    sectors: search.sectors,
    product_type: search.productTypes,
    facility_type: search.locationTypes,
    processing_type: search.processingTypes,
    contributors: search.contributorIds.map(String),
    statuses: search.claimStatuses,
    boundary: ring ? JSON.stringify({ type: 'Polygon', coordinates: [ring] }) : undefined,
    sort_by: search.sortBy === 'name' ? (search.order === 'desc' ? 'name_desc' : 'name_asc') : undefined,
  });
  return {
    params: { ...params, pageSize: search.size, page: Math.floor(search.from / search.size) + 1 },
    rest: { ...search, boundingBox: search.polygon ? search.boundingBox : null },
  };
}

/**
 * Which way answers a search (see V1SearchWay); `textQuery`: its `query`, prepared. `classic` also
 * answers when `from` is no multiple of `size`, as the first from + size results cut.
 */
export function v1SearchWay(search: V1Search, textQuery?: V1TextQuery): V1SearchWay {
  if (search.matcherLookup) return 'lookup';
  const { params, rest } = classicPartOf(search);
  const classicOrder = search.sortBy === null || search.sortBy === 'name';
  if (hasV1Conditions(rest) || !classicOrder || search.searchAfter !== null) return 'v1';
  const firstResults = search.from + search.size <= MAX_FACILITIES_PAGE_SIZE;
  if (!textQuery?.described.length) return search.from % search.size === 0 || firstResults ? 'classic' : 'v1';
  // The OS ID typed as `query` is a match of its own, which a description could find too.
  return search.sortBy === null && firstResults && params.osIdQuery === undefined ? 'merged' : 'v1';
}

/** `query` folded, its words looked up, and the facilities only a description's words find (classic filters applied). */
async function prepareV1TextQuery(db: Db, params: SearchParams): Promise<V1TextQuery> {
  const text = await prepareTextQuery(db, params.q!);
  return { ...text, described: await findDescribedMatches(db, params, text) };
}

/**
 * Whether a search's count is a kept count less a few claimed or pending facilities
 * (v1ClaimedOutsideQuery): no text or boundary, 'unclaimed' among some of the claim statuses, and
 * otherwise a search facility_facet_counts counts (none or one filter of one value).
 */
export const countedApart = (params: SearchParams) =>
  !params.q &&
  !params.boundary &&
  params.statuses.includes('unclaimed') &&
  params.statuses.length < 3 &&
  singleFacet({ ...params, statuses: [] }) !== null;

/** The first results of two lists ranked alike, merged: `from`, `size`. */
function mergeRanked(a: RankedMatch[], b: RankedMatch[], from: number, size: number): string[] {
  return [...a, ...b]
    .sort(byRank)
    .slice(from, from + size)
    .map((match) => match.os_id);
}

export interface V1SearchDeps {
  db: Db;
  /** Where searches read (a replica when configured). */
  readDb: Db;
  matcher: Pick<Matcher, 'findCandidates'>;
  searchMemory?: SearchMemory;
  searchCacheEntries?: number;
}

export function createV1Search(deps: V1SearchDeps) {
  const { readDb } = deps;
  const classic = createSearchService(readDb, { cacheEntries: deps.searchCacheEntries, memory: deps.searchMemory });

  /** The classic search's page as the v1 search's `from` and `size`: one page of `size`, or the first from + size cut. */
  async function classicPage(search: V1Search, params: SearchParams, rest: V1Search) {
    if (countedApart(params)) {
      // The page the search service reads (the filtered facilities in name order); the count from the kept one.
      const [rows, all, outside] = await Promise.all([
        v1PageQuery(readDb, rest, params, undefined).execute(),
        classic.count({ ...params, statuses: [] }),
        v1ClaimedOutsideQuery(readDb, params).executeTakeFirstOrThrow(),
      ]);
      return { count: all.count - Number(outside.count), osIds: rows.map((row) => row.os_id.trim()) };
    }
    const paged = search.from % search.size === 0;
    const answer = await classic.search(
      paged ? params : { ...params, page: 1, pageSize: search.from + search.size },
      null,
    );
    const osIds = answer.features.map((feature) => feature.properties.os_id);
    return { count: answer.count, osIds: paged ? osIds : osIds.slice(search.from) };
  }

  /** q's first from + size matches from the search service, merged with the description-only ones; null when ranks disagree. */
  async function mergedPage(search: V1Search, params: SearchParams, textQuery: V1TextQuery) {
    const first = await classic.search({ ...params, page: 1, pageSize: search.from + search.size }, null);
    const osIds = first.features.map((feature) => feature.properties.os_id);
    const ranked = await rankOfMatches(readDb, textQuery, osIds);
    const rank = new Map(ranked.map((match) => [match.os_id, match]));
    const inOrder = osIds.map((osId) => rank.get(osId.trim()));
    // The service's order is the rank's; a facility changed between the two reads may break it: SQL answers then.
    const agrees = inOrder.every((match, i) => match && (i === 0 || byRank(inOrder[i - 1]!, match) < 0));
    if (!agrees) return null;
    return {
      count: first.count + textQuery.described.length,
      osIds: mergeRanked(inOrder as RankedMatch[], textQuery.described, search.from, search.size),
    };
  }

  async function page(search: V1Search, params: SearchParams, rest: V1Search, textQuery: V1TextQuery | undefined) {
    const way = v1SearchWay(search, textQuery);
    if (way === 'classic') return { way, ...(await classicPage(search, params, rest)) };
    if (way === 'merged') {
      const merged = await mergedPage(search, params, textQuery!);
      if (merged) return { way, ...merged };
    }
    const [rows, counted] = await Promise.all([
      v1PageQuery(readDb, rest, params, textQuery).execute(),
      v1CountQuery(readDb, rest, params, textQuery).executeTakeFirstOrThrow(),
    ]);
    return { way: 'v1' as const, count: Number(counted.count), osIds: rows.map((row) => row.os_id.trim()) };
  }

  return {
    async search(search: V1Search): Promise<ProductionLocationSearch & { way: V1SearchWay }> {
      const lookup = search.matcherLookup;
      if (lookup) {
        const input = { name: lookup.name, address: lookup.address, countryCode: lookup.country, lat: null, lng: null };
        const candidates = await deps.matcher.findCandidates(deps.db, input, lookup.size);
        const data = await v1LocationsByOsId(
          deps.db,
          candidates.map((candidate) => candidate.osId),
        );
        return { count: data.length, data, way: 'lookup' };
      }
      const { params, rest } = classicPartOf(search);
      const textQuery = params.q ? await prepareV1TextQuery(readDb, params) : undefined;
      const aggregation =
        search.geohexPrecision === null
          ? null
          : geohexBuckets(search.geohexPrecision, {
              squares: (step, within) => v1SquaresQuery(readDb, rest, params, textQuery, step, within).execute(),
              points: (step, squares, cells) =>
                v1PointsInSquares(readDb, rest, params, textQuery, step, squares, cells).execute(),
              gridCells: v1GridCellsQuery(readDb, rest, params, textQuery),
            });
      const [found, buckets] = await Promise.all([page(search, params, rest, textQuery), aggregation]);
      const data = await v1LocationsByOsId(readDb, found.osIds);
      return {
        count: found.count,
        data,
        ...(buckets ? { aggregations: { geohex_grid: { buckets } } } : {}),
        way: found.way,
      };
    },
  };
}
