import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import type { SqlSearchPlan } from './search-plan.ts';
import { prepareTextQuery, searchFacilityPage, searchSummary } from './search-queries.ts';
import { createSearchService } from './search-service.ts';

let database: Database;

const NAMES = ['Alpha Mills', 'alpha mills', 'Beta Knit', 'Çelik Tekstil', 'Delta', 'Zeta Works'];
const SECTORS = ['Apparel', 'Textiles', 'Footwear'];

/** 60 facilities on a grid of half degrees (lat 10-14.5, lng 80-82.5), some names folding alike. */
const FACILITIES: IndexedFacility[] = Array.from({ length: 60 }, (_, i) => ({
  os_id: testOsId(i % 2 ? 'BD' : 'CN', i + 1),
  name: `${NAMES[i % NAMES.length]!}${i % 4 === 0 ? '' : ` ${i % 5}`}`,
  address: `${i} Road`,
  country_code: i % 2 ? 'BD' : 'CN',
  lat: 10 + (i % 10) * 0.5,
  lng: 80 + Math.floor(i / 10) * 0.5,
  contributors: [1 + (i % 2)],
  sectors: [SECTORS[i % 3]!],
}));

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(database.db, FACILITIES);
});
afterAll(() => database.close());

const paramsOf = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
const FILTERED: SqlSearchPlan = { name: 'filtered', page: 'filtered', summary: 'filtered', facet: null };

const polygon = (ring: [number, number][]) =>
  `boundary=${encodeURIComponent(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))}`;
const box = (w: number, s: number, e: number, n: number) =>
  polygon([
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ]);

/** Every page of a search as the service answers it, and as the filtered facilities (plain SQL) give it. */
async function bothWays(query: string) {
  const service = createSearchService(database.db, { cacheEntries: 0 });
  const base = paramsOf(query);
  const text = base.q ? await prepareTextQuery(database.db, base.q) : undefined;
  const served: string[][] = [];
  const expected: string[][] = [];
  const plans = new Set<string>();
  let summary: unknown;
  for (let page = 1; page <= 30; page++) {
    const params = paramsOf(`${query}&pageSize=4&page=${page}`);
    const answer = await service.search(params, null);
    plans.add(answer.used.plan);
    summary = { count: answer.count, extent: answer.extent };
    served.push(answer.features.map((feature) => feature.id));
    expected.push((await searchFacilityPage(database.db, params, text, FILTERED)).map((row) => row.os_id));
    if (!answer.hasNextPage) break;
  }
  const live = await searchSummary(database.db, base, text, FILTERED);
  return { plans: [...plans], served, expected, summary, live };
}

const QUERIES = [
  box(79, 9, 83, 15), // every facility
  box(80.25, 10.25, 81.75, 12.75), // edges between points
  box(80.5, 11, 81.5, 12), // edges on points
  box(80.1, 10.1, 80.2, 10.2), // between points: empty
  box(-20, -20, -10, -10), // far from every facility: empty
  polygon([
    [79.9, 9.9],
    [82.6, 9.9],
    [79.9, 14.6],
    [79.9, 9.9],
  ]), // a triangle: the box's corner past its edge is outside
  `${box(80.25, 10.25, 81.75, 12.75)}&sort_by=name_desc`,
  `${box(79, 9, 83, 15)}&sort_by=name_asc&sectors=Apparel`,
  `${box(80.25, 10.25, 81.75, 12.75)}&countries=BD&contributors=2`,
  `${box(79, 9, 83, 15)}&q=alpha&sort_by=name_asc`,
  `${box(80.1, 10.1, 80.2, 10.2)}&sectors=Textiles`,
];

describe('an area search: page, count and extent from one read of the boundary', () => {
  it('answers what the filtered facilities answer, page by page, for boxes, a triangle and filters', async () => {
    for (const query of QUERIES) {
      const { plans, served, expected, summary, live } = await bothWays(query);
      expect({ query, plans }).toEqual({ query, plans: ['area'] });
      expect({ query, pages: served }).toEqual({ query, pages: expected });
      expect({ query, summary }).toEqual({ query, summary: live });
    }
  });

  it('bounds the points on its edges as ray casting does: west and north inside, east and south outside', async () => {
    const { served, summary } = await bothWays(box(80.5, 11, 81.5, 12));
    const inside = FACILITIES.filter((f) => f.lng >= 80.5 && f.lng < 81.5 && f.lat > 11 && f.lat <= 12);
    expect(summary).toEqual({ count: inside.length, extent: [80.5, 11.5, 81, 12] });
    expect(inside.length).toBe(4);
    expect(served.flat().sort()).toEqual(inside.map((f) => f.os_id).sort());
  });

  it('answers a rectangle from its ranges exactly as ray casting answers it', async () => {
    // [w, s, e, n]: between points, on points, empty, and one crossing the grid's corner.
    const boxes = [
      [80.25, 10.25, 81.75, 12.75],
      [80.5, 11, 81.5, 12],
      [80.1, 10.1, 80.2, 10.2],
      [82, 14, 83, 15],
    ] as const;
    for (const [w, s, e, n] of boxes) {
      const rectangle = await bothWays(box(w, s, e, n));
      // The same box drawn from another corner, clockwise.
      const clockwise = await bothWays(
        polygon([
          [e, n],
          [e, s],
          [w, s],
          [w, n],
          [e, n],
        ]),
      );
      // A point in the middle of its south edge: not a rectangle's four corners, so ray cast edge by edge.
      const rayCast = await bothWays(
        polygon([
          [w, s],
          [(w + e) / 2, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ]),
      );
      expect(rectangle.served).toEqual(rayCast.served);
      expect(rectangle.summary).toEqual(rayCast.summary);
      expect(clockwise.served).toEqual(rayCast.served);
      expect(clockwise.summary).toEqual(rayCast.summary);
    }
  });

  it('answers an empty box and a page past the end with the count and no rows', async () => {
    const service = createSearchService(database.db, { cacheEntries: 0 });
    const empty = await service.search(paramsOf(box(-20, -20, -10, -10)), null);
    expect(empty).toMatchObject({ features: [], count: 0, extent: null, used: { plan: 'area' } });
    const past = await service.search(paramsOf(`${box(80.5, 11, 81.5, 12)}&pageSize=4&page=2`), null);
    expect(past).toMatchObject({ features: [], count: 4, extent: [80.5, 11.5, 81, 12], hasNextPage: false });
  });
});
