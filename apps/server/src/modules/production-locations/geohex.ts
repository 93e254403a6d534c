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
 * When the search has kept counts per map grid cell (one country: facility_facet_grid_counts,
 * levels 6-13), the first counts are those of the cells of a level near the square size instead of
 * a scan of the search's points; the facilities of crossed cells, and of none (beyond the map's
 * latitudes), are counted in squares as above.
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

/** A map grid cell (facility_grid_cells' numbering: web mercator, y down) and its kept count. */
export interface GridCell {
  cx: number;
  cy: number;
  n: number;
}
export type GridCellKey = Pick<GridCell, 'cx' | 'cy'>;

/** Facilities in these grid cells of a level, or in none (beyond the map's latitudes or longitudes). */
export interface InGridCells {
  level: number;
  cells: GridCellKey[];
}

export type Within = { step: number; squares: SquareKey[] } | InGridCells;

export interface GeohexReads {
  /** Counts per square of `step` degrees; `within`: only in these squares of a larger step, or grid cells. */
  squares(step: number, within?: Within): Promise<Square[]>;
  /** The points in these squares; `cells`: of those only the ones in these grid cells, or in none. */
  points(step: number, squares: SquareKey[], cells?: InGridCells): Promise<{ lat: number; lng: number }[]>;
  /** The search's kept counts per grid cell of a level, when it has them (null otherwise). */
  gridCells?: ((level: number) => Promise<GridCell[]>) | null;
}

/** The levels facility_facet_grid_counts keeps (migrations 0019 and 0033). */
export const GRID_LEVELS = { min: 6, max: 13 };
/** A grid cell's box is widened by this (degrees), so that float rounding of its points' cell numbers stays inside it. */
const CELL_MARGIN = 1e-9;

/**
 * The grid level whose cells stand for the first squares: the coarsest no wider than the square
 * (resolutions 0-4); null past the kept levels (cells twice as wide as a square at resolution 5
 * are so often crossed that refining them read twice the squares).
 */
export function gridLevelFor(step: number): number | null {
  const level = Math.max(GRID_LEVELS.min, Math.ceil(Math.log2(360 / step)));
  return level <= GRID_LEVELS.max ? level : null;
}

const latOfY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The box of a grid cell (facility_grid_cells' formula inverted), widened by CELL_MARGIN. */
export function gridCellBox(level: number, cell: GridCellKey) {
  const size = 2 ** level;
  return {
    south: latOfY((cell.cy + 1) / size) - CELL_MARGIN,
    north: latOfY(cell.cy / size) + CELL_MARGIN,
    west: (cell.cx / size) * 360 - 180 - CELL_MARGIN,
    east: ((cell.cx + 1) / size) * 360 - 180 + CELL_MARGIN,
  };
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

  /** The cell a box lies in, null when a boundary crosses it. */
  const cellOfBox = ({ south, north, west, east }: { south: number; north: number; west: number; east: number }) => {
    const centre = cellOf((south + north) / 2, (west + east) / 2);
    const circle = circleOf(centre);
    const corners: [number, number][] = [
      [south, west],
      [south, east],
      [north, west],
      [north, east],
    ];
    if (corners.every(([lat, lng]) => distanceKm(circle.lat, circle.lng, lat, lng) < circle.radius)) return centre;
    return corners.every(([lat, lng]) => cellOf(lat, lng) === centre) ? centre : null;
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
      const cell = cellOfBox(square);
      if (cell) {
        add(cell, n);
      } else if (square.lats && square.lngs) {
        square.lats.forEach((lat, i) => add(cellOf(lat, square.lngs![i]!), 1));
      } else {
        crossed.push({ gy: square.gy, gx: square.gx });
      }
    }
    return crossed;
  };

  const step = squareStep(precision);
  const fine = step / REFINE;
  const level = reads.gridCells ? gridLevelFor(step) : null;
  if (level !== null) {
    const crossedCells: GridCellKey[] = [];
    for (const cell of await reads.gridCells!(level)) {
      const inCell = cellOfBox(gridCellBox(level, cell));
      if (inCell) add(inCell, Number(cell.n));
      else crossedCells.push({ cx: cell.cx, cy: cell.cy });
    }
    // Facilities beyond the map's latitudes are in no grid cell: read whatever the cells cross.
    const cells = { level, cells: crossedCells };
    const stillCrossed = place(await reads.squares(fine, cells));
    if (stillCrossed.length)
      for (const point of await reads.points(fine, stillCrossed, cells)) add(cellOf(point.lat, point.lng), 1);
  } else {
    const crossed = place(await reads.squares(step));
    if (crossed.length) {
      const stillCrossed = place(await reads.squares(fine, { step, squares: crossed }));
      if (stillCrossed.length)
        for (const point of await reads.points(fine, stillCrossed)) add(cellOf(point.lat, point.lng), 1);
    }
  }
  return [...counts]
    .map(([key, doc_count]) => ({ key, doc_count }))
    .sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, MAX_GEOHEX_BUCKETS);
}
