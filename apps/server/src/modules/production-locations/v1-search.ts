import type { ProductionLocationSearch } from '@registry/core/production-location-api';
import type { V1Search } from '@registry/core/production-location-search-params';
import type { Db } from '../../db/database.ts';
import type { Matcher } from '../matching/service.ts';
import {
  createSearchService,
  prepareTextQuery,
  searchParamsSchema,
  type SearchMemory,
  type SearchParams,
} from '../search/index.ts';
import { hasDescriptionOnlyMatches } from './v1-description-text.ts';
import { geohexBuckets } from './geohex.ts';
import { v1LocationsByOsId } from './v1-locations.ts';
import {
  hasV1Conditions,
  v1CountQuery,
  v1PageQuery,
  v1PointsInSquares,
  v1SquaresQuery,
  type V1TextQuery,
} from './v1-queries.ts';

/**
 * GET /api/v1/production-locations/, the anchor's v1 search, over the search index of
 * /api/facilities/. Three ways, chosen here:
 * - lookup: the single-location screen's name + country (+ address, size <= 100): the matcher ranks;
 * - classic: parameters /api/facilities/ has, in its orders, and a `query` no description adds a
 *   facility to (v1-description-text.ts): the search service answers (its plans, search memory and
 *   answer cache), and the page's OS IDs are read with their v1 fields;
 * - v1: anything else: the search module's filters with the v1 conditions beside them (v1-queries.ts).
 * The geohex aggregation counts what the filters find, whichever way answers the page.
 */
export type V1SearchWay = 'lookup' | 'classic' | 'v1';

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

/** Which way answers a search (see V1SearchWay); `textQuery`: its `query`, prepared. */
export function v1SearchWay(search: V1Search, textQuery?: V1TextQuery): V1SearchWay {
  if (search.matcherLookup) return 'lookup';
  const { rest } = classicPartOf(search);
  const classicOrder = search.sortBy === null || search.sortBy === 'name';
  return !hasV1Conditions(rest) &&
    !textQuery?.descriptions &&
    classicOrder &&
    search.searchAfter === null &&
    search.from % search.size === 0
    ? 'classic'
    : 'v1';
}

/** `query` folded, its words looked up, and whether a description's words find a facility `q` would not. */
async function prepareV1TextQuery(db: Db, query: string): Promise<V1TextQuery> {
  const text = await prepareTextQuery(db, query);
  return { ...text, descriptions: await hasDescriptionOnlyMatches(db, text) };
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

  async function page(search: V1Search, params: SearchParams, rest: V1Search, textQuery: V1TextQuery | undefined) {
    const way = v1SearchWay(search, textQuery);
    if (way === 'classic') {
      const answer = await classic.search(params, null);
      return { way, count: answer.count, osIds: answer.features.map((feature) => feature.properties.os_id) };
    }
    const [rows, counted] = await Promise.all([
      v1PageQuery(readDb, rest, params, textQuery).execute(),
      v1CountQuery(readDb, rest, params, textQuery).executeTakeFirstOrThrow(),
    ]);
    return { way, count: Number(counted.count), osIds: rows.map((row) => row.os_id.trim()) };
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
      const textQuery = params.q ? await prepareV1TextQuery(readDb, params.q) : undefined;
      const aggregation =
        search.geohexPrecision === null
          ? null
          : geohexBuckets(search.geohexPrecision, {
              squares: (step, within) => v1SquaresQuery(readDb, rest, params, textQuery, step, within).execute(),
              points: (step, squares) => v1PointsInSquares(readDb, rest, params, textQuery, step, squares).execute(),
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
