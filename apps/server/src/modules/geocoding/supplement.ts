// Towns and regions that GeoNames cities500 lacks, from the countrystatecity database (dr5hn's
// countries-states-cities, shipped per country and state by @countrystatecity/countries under
// ODbL 1.0: redistributable with attribution, see docs/architecture.md). It has the county-level
// cities of China that cities500 misses (Jintan, Danyang, Rudong) and every country's
// first-level regions by name (Osaka, Yamagata, Quebec, Ba Ria-Vung Tau).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldAddress } from './fold.ts';
import { roughKm } from './rough-km.ts';
import type { GazetteerPlace, PlaceName } from './types.ts';

interface StateRecord {
  name: string;
  iso2: string;
  latitude: string | null;
  longitude: string | null;
}
interface CityRecord {
  name: string;
  latitude: string;
  longitude: string;
}

const require = createRequire(import.meta.url);
/** A town of the database this near a GeoNames place of the same name is that place. */
const SAME_PLACE_KM = 20;
/** A GeoNames place this near a town of the database tells which GeoNames region the town is in. */
const NEIGHBOUR_KM = 25;
/** A state is a GeoNames region when this share of its matched towns lie in it. */
const REGION_MAJORITY = 0.6;
/** The database's towns have no population: most are county seats or bigger. */
const SUPPLEMENT_PROMINENCE = 4.5;
/** Administrative words around a town's name in the database ('Huyện Bảo Lâm', 'Aioi Shi'). */
const LEADING_WORDS = /^(huyen|quan|thi xa|thanh pho|thi tran|kabupaten|kota|kecamatan|amphoe|khet|municipio de) /;
const TRAILING_WORDS =
  / (shi|gun|ku|machi|cho|mura|city|district|county|regency|municipality|upazila|thana|tehsil|xian|qu|zhen|province|prefecture|governorate|state|region)$/;

let folders: Map<string, string> | undefined;

/** The database's folder for a country, named '<Name>-<ISO code>'. */
function countryFolder(countryCode: string): string | undefined {
  if (!folders) {
    const data = path.join(path.dirname(require.resolve('@countrystatecity/countries')), 'data');
    folders = new Map(
      fs.readdirSync(data).map((name) => [name.slice(name.lastIndexOf('-') + 1), path.join(data, name)]),
    );
  }
  return folders.get(countryCode);
}

/** A name as addresses write it: folded, without the administrative words around it. */
export function bareName(name: string): string {
  let folded = foldAddress(name);
  for (let before = ''; before !== folded;) {
    before = folded;
    folded = folded.replace(LEADING_WORDS, '').replace(TRAILING_WORDS, '');
  }
  return folded;
}

/**
 * The database's towns that `names` does not have within SAME_PLACE_KM, each in the GeoNames region
 * its state lies in, and its states' names as other names of their regions (at the state's
 * centre: the gazetteer keeps regions.ts's seat where it names one).
 */
export function supplementOf(
  countryCode: string,
  places: GazetteerPlace[],
  names: Map<string, PlaceName[]>,
): PlaceName[] {
  const folder = countryFolder(countryCode);
  if (!folder) return [];
  const grid = gridOf(places);
  const states = readJson<StateRecord[]>(path.join(folder, 'states.json')) ?? [];
  const result: PlaceName[] = [];
  const stateFolders = new Set<string>();
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const cities = readJson<CityRecord[]>(path.join(folder, entry.name, 'cities.json')) ?? [];
    const points = cities.map((city) => ({ city, lat: Number(city.latitude), lng: Number(city.longitude) }));
    const region = majorityRegion(points.map(({ lat, lng }) => nearest(grid, lat, lng)?.region));
    for (const { city, lat, lng } of points) {
      const name = bareName(city.name);
      // Without its administrative words a name is only another way of writing it ('Texas City' is not 'Texas').
      const full = foldAddress(city.name);
      if (name.length < 4 || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      const same = [...sameNamed(names, name, lat, lng), ...sameNamed(names, full, lat, lng)];
      if (same.length) {
        // GeoNames has the town only by an alternate name ('Siyang' for Zhongxing): the database
        // confirms it as the town's own, which a namesake's own name no longer outranks.
        if (same.every((written) => written.alternate))
          result.push({ name, words: name.split(' ').length, place: same[0]!.place });
        continue;
      }
      const place: GazetteerPlace = {
        name: city.name,
        lat,
        lng,
        population: 0,
        prominence: SUPPLEMENT_PROMINENCE,
        region: region ?? nearest(grid, lat, lng)?.region ?? '',
        level: 'city',
      };
      result.push({ name, words: name.split(' ').length, place, ...(full !== name && { alternate: true }) });
      if (full !== name) result.push({ name: full, words: full.split(' ').length, place });
    }
    const state = states.find((record) => entry.name.endsWith(`-${record.iso2}`));
    if (!state) continue;
    stateFolders.add(state.iso2);
    result.push(...stateNames(state, namesakeRegion(state, names) ?? region, grid));
  }
  // States without towns of their own are the level above the others (Italy's regions over its
  // provinces): each names the region its centre lies in.
  for (const state of states) {
    if (stateFolders.has(state.iso2)) continue;
    const centre = pointOf(state);
    const region = namesakeRegion(state, names) ?? (centre && nearest(grid, centre.lat, centre.lng)?.region);
    result.push(...stateNames(state, region, grid));
  }
  return result;
}

/** A state named like a town of its own region (at least a region's seat) near its centre. */
const STATE_TOWN_KM = 40;
const STATE_TOWN_PROMINENCE = 6;

const pointOf = (state: StateRecord) => {
  const lat = Number(state.latitude);
  const lng = Number(state.longitude);
  return state.latitude === null || state.longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng)
    ? undefined
    : { lat, lng };
};

/**
 * The region of the town a state is named after, when that town lies at the state's centre: the
 * state is that region whatever most of its towns say (Vietnam's provinces merged in 2025 keep a
 * city's name: 'Hải Phòng' now has more of Hai Duong's towns than of Haiphong's).
 */
function namesakeRegion(state: StateRecord, names: Map<string, PlaceName[]>): string | undefined {
  const centre = pointOf(state);
  if (!centre) return undefined;
  for (const name of new Set([foldAddress(state.name), bareName(state.name)])) {
    for (const written of names.get(name.split(' ', 1)[0]!) ?? []) {
      const { place } = written;
      if (written.name !== name || place.level !== 'city' || place.prominence < STATE_TOWN_PROMINENCE) continue;
      if (roughKm(place, centre) <= STATE_TOWN_KM) return place.region;
    }
  }
  return undefined;
}

/** A state's names, with and without its administrative words, as its region's, at its centre, unless that lies in another region. */
function stateNames(state: StateRecord, region: string | undefined, grid: Map<string, GazetteerPlace[]>): PlaceName[] {
  const centre = pointOf(state);
  if (!region || !centre) return [];
  // A state whose centre is nearest a place of another region is not clearly that region.
  const centreRegion = nearest(grid, centre.lat, centre.lng)?.region;
  if (centreRegion !== undefined && centreRegion !== region) return [];
  const place: GazetteerPlace = { name: state.name, ...centre, population: 0, prominence: 6, region, level: 'region' };
  return [...new Set([foldAddress(state.name), bareName(state.name)])]
    .filter((name) => name.length >= 4)
    .map((name) => ({ name, words: name.split(' ').length, place }));
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/** The region most of the state's towns lie in, if most of them agree. */
function majorityRegion(regions: (string | undefined)[]): string | undefined {
  const votes = new Map<string, number>();
  let matched = 0;
  for (const region of regions) {
    if (region === undefined || region === '') continue;
    matched++;
    votes.set(region, (votes.get(region) ?? 0) + 1);
  }
  const [top, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [];
  return top !== undefined && count! >= REGION_MAJORITY * matched ? top : undefined;
}

/** The places of `names` so written near the point. */
function sameNamed(names: Map<string, PlaceName[]>, name: string, lat: number, lng: number): PlaceName[] {
  return (names.get(name.split(' ', 1)[0]!) ?? []).filter(
    (written) => written.name === name && roughKm(written.place, { lat, lng }) <= SAME_PLACE_KM,
  );
}

/** Quarter-degree cells (~28 km): a point's neighbours within NEIGHBOUR_KM are in its cell or the next ones. */
const CELL = 0.25;
const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL)}:${Math.floor(lng / CELL)}`;

function gridOf(places: GazetteerPlace[]): Map<string, GazetteerPlace[]> {
  const grid = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    const key = cellKey(place.lat, place.lng);
    const cell = grid.get(key);
    if (cell) cell.push(place);
    else grid.set(key, [place]);
  }
  return grid;
}

function nearest(grid: Map<string, GazetteerPlace[]>, lat: number, lng: number): GazetteerPlace | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  let best: GazetteerPlace | undefined;
  let bestKm = NEIGHBOUR_KM;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      for (const place of grid.get(cellKey(lat + dy * CELL, lng + dx * CELL)) ?? []) {
        const km = roughKm(place, { lat, lng });
        if (km <= bestKm) {
          bestKm = km;
          best = place;
        }
      }
  return best;
}
