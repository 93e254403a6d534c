import { latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { geohexBuckets, POINTS_CARRIED, type GeohexReads, type Square, type SquareKey } from './geohex.ts';

/** The reads geohexBuckets makes, answered from points in memory as the SQL of v1-queries.ts answers them. */
function readsOf(points: { lat: number; lng: number }[]): GeohexReads {
  const keyOf = (step: number, p: { lat: number; lng: number }) =>
    `${Math.floor(p.lat / step)},${Math.floor(p.lng / step)}`;
  const inSquares = (step: number, squares: SquareKey[]) => {
    const wanted = new Set(squares.map((s) => `${s.gy},${s.gx}`));
    return points.filter((p) => wanted.has(keyOf(step, p)));
  };
  return {
    async squares(step, within) {
      const groups = new Map<string, { lat: number; lng: number }[]>();
      for (const p of within ? inSquares(within.step, within.squares) : points) {
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
    async points(step, squares) {
      return inSquares(step, squares);
    },
  };
}

describe('geohexBuckets', () => {
  it('counts each point in the cell h3-js places it in, at every resolution', async () => {
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
    for (let precision = 0; precision <= 15; precision++) {
      const expected = new Map<string, number>();
      for (const p of points) {
        const cell = latLngToCell(p.lat, p.lng, precision);
        expected.set(cell, (expected.get(cell) ?? 0) + 1);
      }
      const buckets = await geohexBuckets(precision, readsOf(points));
      expect(new Map(buckets.map((b) => [b.key, b.doc_count]))).toEqual(expected);
      expect(buckets.map((b) => b.doc_count)).toEqual([...buckets.map((b) => b.doc_count)].sort((a, b) => b - a));
    }
  });
});
