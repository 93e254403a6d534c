import { latLngToCell } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseV1Search } from '@registry/core/production-location-search-params';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { geohexBuckets, type GeohexReads } from './geohex.ts';
import { v1GridCellsQuery, v1PointsInSquares, v1SquaresQuery } from './v1-queries.ts';
import { classicPartOf } from './v1-search.ts';

/**
 * The geohex aggregation of one country alone starts from the kept counts per grid cell
 * (facility_facet_grid_counts) instead of a scan of its points: the same buckets as the scan,
 * and as h3-js placing each facility.
 */

let t: TestApp;
const token = { authorization: 'Token v1-geohex-grid-token' };

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
// Clusters like cities (Shanghai, Guangzhou, Beijing), a spread, and one beyond the map's latitudes.
const centres = [
  [31.23, 121.47, 0.3],
  [23.13, 113.26, 0.05],
  [39.9, 116.4, 4],
];
const points = [
  ...Array.from({ length: 600 }, (_, i) => {
    const [lat, lng, spread] = centres[i % centres.length]!;
    return { lat: lat! + (random() - 0.5) * spread!, lng: lng! + (random() - 0.5) * spread! };
  }),
  { lat: 85.3, lng: 100 },
  { lat: 31.23, lng: 121.47 },
  { lat: 31.23, lng: 121.47 },
];
const inVietnam = { lat: 21.03, lng: 105.85 };

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { email: 'v1-geohex-grid@example.com', groups: ['api_user'] });
  await t.database.db.insertInto('api_tokens').values({ key: 'v1-geohex-grid-token', user_id: user.userId }).execute();
  const rows: IndexedFacility[] = points.map((p, i) => ({
    os_id: testOsId('CN', i + 1),
    name: `Facility ${i}`,
    address: `Road ${i}`,
    country_code: 'CN',
    ...p,
  }));
  rows.push({ os_id: testOsId('VN', 1), name: 'Hanoi Knit', address: 'Road 1', country_code: 'VN', ...inVietnam });
  await insertIndexed(t.database.db, rows);
});

afterAll(async () => {
  await t?.close();
});

function readsOf(query: string, grid: boolean) {
  // As the server's query parser gives a repeated parameter: a list.
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query))
    raw[key] = key in raw ? [raw[key]!].flat().concat(value) : value;
  const parsed = parseV1Search(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const { params, rest } = classicPartOf(parsed.search);
  const db = t.database.db;
  const levels: number[] = [];
  const gridCells = v1GridCellsQuery(db, rest, params, undefined);
  const reads: GeohexReads = {
    squares: (step, within) => v1SquaresQuery(db, rest, params, undefined, step, within).execute(),
    points: (step, squares, cells) => v1PointsInSquares(db, rest, params, undefined, step, squares, cells).execute(),
    gridCells:
      grid && gridCells
        ? (level) => {
            levels.push(level);
            return gridCells(level);
          }
        : null,
  };
  return { reads, levels, gridCells };
}

describe('geohex_grid of one country from the kept grid counts', () => {
  it('answers the buckets the scan answers, as h3-js places each facility', async () => {
    for (let precision = 0; precision <= 6; precision++) {
      const expected = new Map<string, number>();
      for (const p of points) {
        const cell = latLngToCell(p.lat, p.lng, precision);
        expected.set(cell, (expected.get(cell) ?? 0) + 1);
      }
      const kept = readsOf('country=CN', true);
      const fromGrid = await geohexBuckets(precision, kept.reads);
      // The kept levels stand for the first squares up to resolution 4.
      expect(kept.levels).toEqual(precision <= 4 ? [[7, 9, 10, 12, 13][precision]] : []);
      const scanned = await geohexBuckets(precision, readsOf('country=CN', false).reads);
      expect(fromGrid).toEqual(scanned);
      expect(new Map(fromGrid.map((b) => [b.key, b.doc_count]))).toEqual(expected);

      const response = await t.app.inject({
        url: `/api/v1/production-locations/?country=CN&aggregation=geohex_grid&geohex_grid_precision=${precision}&size=1`,
        headers: token,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().aggregations.geohex_grid.buckets).toEqual(scanned);
      expect(response.json().count).toBe(points.length);
    }
  });

  it('reads no kept grid counts for other searches', () => {
    expect(readsOf('country=CN&country=VN', true).gridCells).toBeNull();
    expect(readsOf('country=CN&sector=Apparel', true).gridCells).toBeNull();
    expect(readsOf('country=CN&query=knit', true).gridCells).toBeNull();
    expect(readsOf('country=CN&coordinates[lat]=31&coordinates[lng]=121&distance=50km', true).gridCells).toBeNull();
    expect(readsOf('sector=Apparel', true).gridCells).toBeNull();
    expect(readsOf('country=CN', true).gridCells).not.toBeNull();
  });
});
