import { cellToBoundary, cellToLatLng, getHexagonEdgeLengthAvg, latLngToCell, UNITS } from 'h3-js';

/**
 * Facilities per H3 cell (Open Supply Hub's geohex_grid aggregation), exact, without an H3 cell
 * per facility in the database. h3-js takes 5-10 µs a point, 1.3 s or more for the 264,000
 * facilities of China at 1.2M, so SQL counts the facilities per square (a quarter of the cell's
 * edge) with the box of their points. A box inside the circle inscribed in the cell of its
 * centre, or whose four corners fall in one cell (a cell is convex at that scale), lies in that
 * cell: its count goes there. Squares a cell boundary crosses are counted again in squares 8
 * times smaller, and the points of those still crossed are placed one by one (a square of a few
 * points carries them; the others' are read).
 */

/** As many buckets as OpenSearch's geohex_grid answers by default. */
export const MAX_GEOHEX_BUCKETS = 10_000;
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371.0088;
/** Below the inscribed radius of a hexagon (cos 30° of its circumradius) and of a pentagon (cos 36°). */
const INSCRIBED = 0.78;

export interface Square {
  gy: number;
  gx: number;
  n: number;
  south: number;
  north: number;
  west: number;
  east: number;
  /** A square of a few points carries them (null otherwise), so a crossed one needs no third read. */
  lats?: number[] | null;
  lngs?: number[] | null;
}

/** Up to this many points a square carries its points. */
export const POINTS_CARRIED = 8;

export type SquareKey = Pick<Square, 'gy' | 'gx'>;

export interface GeohexReads {
  /** Counts per square of `step` degrees; `within`: only in these squares of a larger step. */
  squares(step: number, within?: { step: number; squares: SquareKey[] }): Promise<Square[]>;
  points(step: number, squares: SquareKey[]): Promise<{ lat: number; lng: number }[]>;
}

export interface GeohexBucket {
  key: string;
  doc_count: number;
}

/** The first square size, in degrees, for a resolution. */
export const squareStep = (precision: number) => getHexagonEdgeLengthAvg(precision, UNITS.km) / KM_PER_DEGREE / 4;
const REFINE = 8;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export async function geohexBuckets(precision: number, reads: GeohexReads): Promise<GeohexBucket[]> {
  const counts = new Map<string, number>();
  const add = (cell: string, n: number) => counts.set(cell, (counts.get(cell) ?? 0) + n);
  const cellOf = (lat: number, lng: number) => latLngToCell(lat, lng, precision);
  const circles = new Map<string, { lat: number; lng: number; radius: number }>();
  const circleOf = (cell: string) => {
    let circle = circles.get(cell);
    if (!circle) {
      const [lat, lng] = cellToLatLng(cell);
      const radius =
        INSCRIBED * Math.min(...cellToBoundary(cell).map(([vLat, vLng]) => distanceKm(lat, lng, vLat, vLng)));
      circles.set(cell, (circle = { lat, lng, radius }));
    }
    return circle;
  };

  /** Counts the squares that lie in one cell; answers those a boundary crosses. */
  const place = (squares: Square[]): SquareKey[] => {
    const crossed: SquareKey[] = [];
    for (const square of squares) {
      const n = Number(square.n);
      const { south, north, west, east } = square;
      if (n === 1 || (south === north && west === east)) {
        add(cellOf(south, west), n);
        continue;
      }
      const centre = cellOf((south + north) / 2, (west + east) / 2);
      const circle = circleOf(centre);
      const corners: [number, number][] = [
        [south, west],
        [south, east],
        [north, west],
        [north, east],
      ];
      if (corners.every(([lat, lng]) => distanceKm(circle.lat, circle.lng, lat, lng) < circle.radius)) {
        add(centre, n);
      } else if (corners.every(([lat, lng]) => cellOf(lat, lng) === centre)) {
        add(centre, n);
      } else if (square.lats && square.lngs) {
        square.lats.forEach((lat, i) => add(cellOf(lat, square.lngs![i]!), 1));
      } else {
        crossed.push({ gy: square.gy, gx: square.gx });
      }
    }
    return crossed;
  };

  const step = squareStep(precision);
  const crossed = place(await reads.squares(step));
  if (crossed.length) {
    const fine = step / REFINE;
    const stillCrossed = place(await reads.squares(fine, { step, squares: crossed }));
    if (stillCrossed.length)
      for (const point of await reads.points(fine, stillCrossed)) add(cellOf(point.lat, point.lng), 1);
  }
  return [...counts]
    .map(([key, doc_count]) => ({ key, doc_count }))
    .sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, MAX_GEOHEX_BUCKETS);
}
