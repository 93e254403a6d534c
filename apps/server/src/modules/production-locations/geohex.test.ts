import { latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import {
  geohexBuckets,
  GRID_LEVELS,
  POINTS_CARRIED,
  type GeohexReads,
  type GridCell,
  type InGridCells,
  type Square,
  type SquareKey,
} from './geohex.ts';

/** facility_grid_cells' numbering of a point at a level (in none beyond the map's latitudes). */
function gridCellOf(level: number, p: { lat: number; lng: number }) {
  if (!(p.lat > -85.0511287798066 && p.lat <= 85.0511287798066 && p.lng >= -180 && p.lng < 180)) return null;
  const sin = Math.sin((p.lat * Math.PI) / 180);
  return {
    cx: Math.floor(((p.lng + 180) / 360) * 2 ** level),
    cy: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 2 ** level),
  };
}

/**
 * The reads geohexBuckets makes, answered from points in memory as the SQL of v1-queries.ts answers
 * them; `grid`: with kept counts per grid cell (levels 6-13), as of a country alone.
 */
function readsOf(points: { lat: number; lng: number }[], grid = false): GeohexReads {
  const inCells = ({ level, cells }: InGridCells) => {
    const wanted = new Set(cells.map((c) => `${c.cx},${c.cy}`));
    return (p: { lat: number; lng: number }) => {
      const cell = gridCellOf(level, p);
      return cell === null || wanted.has(`${cell.cx},${cell.cy}`);
    };
  };
  const keyOf = (step: number, p: { lat: number; lng: number }) =>
    `${Math.floor(p.lat / step)},${Math.floor(p.lng / step)}`;
  const inSquares = (step: number, squares: SquareKey[]) => {
    const wanted = new Set(squares.map((s) => `${s.gy},${s.gx}`));
    return points.filter((p) => wanted.has(keyOf(step, p)));
  };
  return {
    async squares(step, within) {
      const groups = new Map<string, { lat: number; lng: number }[]>();
      const mine = !within
        ? points
        : 'level' in within
          ? points.filter(inCells(within))
          : inSquares(within.step, within.squares);
      for (const p of mine) {
        const key = keyOf(step, p);
        const group = groups.get(key);
        if (group) group.push(p);
        else groups.set(key, [p]);
      }
      return [...groups.values()].map((mine): Square => {
        const lats = mine.map((p) => p.lat);
        const lngs = mine.map((p) => p.lng);
        // As SQL answers: a square of a few points carries them.
        const carried = mine.length <= POINTS_CARRIED;
        return {
          gy: Math.floor(mine[0]!.lat / step),
          gx: Math.floor(mine[0]!.lng / step),
          n: mine.length,
          south: Math.min(...lats),
          north: Math.max(...lats),
          west: Math.min(...lngs),
          east: Math.max(...lngs),
          lats: carried ? lats : null,
          lngs: carried ? lngs : null,
        };
      });
    },
    async points(step, squares, cells) {
      return cells ? inSquares(step, squares).filter(inCells(cells)) : inSquares(step, squares);
    },
    gridCells: grid
      ? async (level) => {
          expect(level).toBeGreaterThanOrEqual(GRID_LEVELS.min);
          expect(level).toBeLessThanOrEqual(GRID_LEVELS.max);
          const counts = new Map<string, GridCell>();
          for (const p of points) {
            const cell = gridCellOf(level, p);
            if (!cell) continue;
            const key = `${cell.cx},${cell.cy}`;
            const kept = counts.get(key);
            if (kept) kept.n++;
            else counts.set(key, { ...cell, n: 1 });
          }
          return [...counts.values()];
        }
      : null,
  };
}

describe('geohexBuckets', () => {
  it('counts each point in the cell h3-js places it in, at every resolution, with kept grid counts or without', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // Clustered like cities, spread like a country, near the poles and the antimeridian too.
    const centres = [
      [23.8, 90.4],
      [31.2, 121.5],
      [-33.9, 151.2],
      [64.1, -21.9],
      [0.1, 179.95],
      [51.5, -0.1],
    ];
    const points = Array.from({ length: 6000 }, (_, i) => {
      const [lat, lng] = centres[i % centres.length]!;
      const spread = i % 3 === 0 ? 2 : 0.08;
      return {
        lat: Math.max(-89.9, Math.min(89.9, lat! + (random() - 0.5) * spread)),
        lng: Math.max(-179.999, Math.min(179.999, lng! + (random() - 0.5) * spread)),
      };
    });
    // Beyond the map's latitudes (in no grid cell), and on grid cell edges.
    points.push({ lat: 86.2, lng: 10 }, { lat: -88, lng: -45.5 }, { lat: 89.9, lng: 179.999 });
    points.push({ lat: 23.8, lng: (1536 / 4096) * 360 - 180 }, { lat: 23.8, lng: (1537 / 8192) * 360 - 180 });
    for (let precision = 0; precision <= 15; precision++) {
      const expected = new Map<string, number>();
      for (const p of points) {
        const cell = latLngToCell(p.lat, p.lng, precision);
        expected.set(cell, (expected.get(cell) ?? 0) + 1);
      }
      for (const grid of [false, true]) {
        const buckets = await geohexBuckets(precision, readsOf(points, grid));
        expect(new Map(buckets.map((b) => [b.key, b.doc_count]))).toEqual(expected);
        expect(buckets.map((b) => b.doc_count)).toEqual([...buckets.map((b) => b.doc_count)].sort((a, b) => b - a));
      }
    }
  });
});
