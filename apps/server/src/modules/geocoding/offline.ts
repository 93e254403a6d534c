import type { GeocodePrecision } from '@registry/core/geocode-precision';
import { countryName } from '@registry/core/countries';
import { editDistance } from '../matching/score.ts';
import { foldAddress } from './fold.ts';
import {
  loadGazetteer,
  type CountryGazetteer,
  type GazetteerPlace,
  type PlaceLevel,
  type PlaceName,
} from './gazetteer.ts';

export interface OfflinePlacement {
  place: GazetteerPlace;
  level: PlaceLevel;
  precision: GeocodePrecision;
}

const PRECISION_OF_LEVEL: Record<PlaceLevel, GeocodePrecision> = {
  postal: 'postal_code',
  city: 'locality',
  region: 'region',
  country: 'country',
};

interface Mention {
  place: GazetteerPlace;
  start: number;
  end: number;
}

/**
 * Words that are also names of some town but in an address almost always mean something else
 * ('Industrial Area', 'Main Road', 'Sector 7'); they only count when nothing better is named.
 */
const WEAK_WORDS = new Set([
  'road',
  'street',
  'industrial',
  'area',
  'zone',
  'park',
  'sector',
  'block',
  'plot',
  'village',
  'town',
  'city',
  'district',
  'main',
  'new',
  'no',
  'lot',
  'unit',
  'mill',
  'market',
  'station',
  'garden',
  'hill',
  'lake',
  'river',
  'east',
  'west',
  'north',
  'south',
  'central',
  'center',
  'centre',
  'export',
  'free',
  'estate',
  'building',
  'floor',
  'factory',
  'la',
  'el',
  'san',
  'santa',
  'sao',
  'das',
  'de',
  'do',
  'da',
  'di',
  'del',
  'the',
  'and',
  'phase',
  'nagar',
  'bazar',
  'colony',
  'china',
  'india',
  'industry',
  'gate',
  'bridge',
  'port',
  'bay',
  'airport',
  'union',
  'victoria',
  'ring',
  'high',
  'long',
  'green',
  'zona',
  'industriale',
  'industri',
  'parque',
  'kawasan',
  'ward',
  'commune',
  'hamlet',
  'desa',
  'raya',
]);
/** Words before a name that mark it as the place ('Dist. Alwar', 'Kab. Purwakarta'). */
const PLACE_PREFIXES = new Set([
  'dist',
  'distt',
  'district',
  'kab',
  'kabupaten',
  'kota',
  'kec',
  'kecamatan',
  'municipio',
  'comune',
  'tehsil',
  'ps',
  'thana',
  'upazila',
]);
/** Words before 'a', 'to', 'al': the name after them is where a road leads ('Carretera a Santa Ana'). */
const ROAD_WORDS = new Set([
  'carretera',
  'carr',
  'camino',
  'autopista',
  'road',
  'highway',
  'rd',
  'km',
  'rodovia',
  'estrada',
]);
/** A place name followed by one of these is the place itself ('Haian Town', 'Rugao City', 'Baoan District'). */
const PLACE_SUFFIXES = new Set([
  'town',
  'city',
  'county',
  'district',
  'shi',
  'xian',
  'zhen',
  'qu',
  'sheng',
  'province',
  'prefecture',
  'township',
  'municipality',
  'village',
  'commune',
  'ward',
  'tehsil',
  'taluk',
  'taluka',
  'dist',
  'distt',
  'upazila',
  'thana',
  'division',
  'state',
  'regency',
  'kabupaten',
  'kota',
  'amphoe',
  'changwat',
  'ilce',
  'il',
  'oblast',
  'governorate',
  'hsien',
  'hsiang',
  'xiang',
  'cun',
  'ku',
  'gu',
  'gun',
  'cho',
  'machi',
  'mandal',
]);
/** ...and followed by one of these it names a street, a zone or a building after the place ('Jinan Road'). */
const STREET_SUFFIXES = new Set([
  'road',
  'rd',
  'street',
  'st',
  'avenue',
  'ave',
  'lu',
  'dadao',
  'dao',
  'jie',
  'lane',
  'highway',
  'hwy',
  'building',
  'bldg',
  'plaza',
  'tower',
  'square',
  'cross',
  'bypass',
  'marg',
  'cad',
  'caddesi',
  'sok',
  'sokak',
  'mah',
  'mahallesi',
  'garden',
  'gardens',
  'mill',
  'mills',
  'bazar',
  'bazaar',
  'market',
  'drive',
  'way',
  'boulevard',
  'blvd',
  'rue',
  'calle',
]);
/**
 * ...but followed by one of these it names a zone, which lies where it is named after
 * ('Yancheng Economic Development Zone', 'Dhaka EPZ', 'Bursa OSB'): it counts as that place.
 */
const ZONE_SUFFIXES = new Set([
  'industrial',
  'ind',
  'industry',
  'industries',
  'zone',
  'park',
  'estate',
  'export',
  'epz',
  'sez',
  'osb',
  'free',
  'economic',
  'economy',
  'development',
  'hi',
  'hitech',
  'tech',
  'technology',
  'processing',
  'organize',
  'organized',
  'sanayi',
  'kawasan',
]);
/**
 * Words that name a street, never a town, in the languages of the gazetteer's countries: a place
 * called 'Rua' (Portugal) or 'Jalan' is not what 'Rua da Industria' or 'Jalan Raya' mean.
 */
const STREET_WORDS = new Set([
  'rua',
  'r',
  'calle',
  'c',
  'cl',
  'carrer',
  'jalan',
  'jl',
  'jln',
  'duong',
  'cadde',
  'caddesi',
  'cad',
  'cd',
  'sokak',
  'sokagi',
  'sok',
  'sk',
  'road',
  'rd',
  'street',
  'st',
  'str',
  'strasse',
  'strada',
  'avenue',
  'ave',
  'av',
  'avda',
  'avenida',
  'lane',
  'ln',
  'via',
  'viale',
  'rue',
  'travessa',
  'tv',
  'carrera',
  'cra',
  'calzada',
  'ulica',
  'ul',
  'soi',
  'thanon',
  'pho',
  'lu',
  'jie',
  'dao',
  'dadao',
  'marg',
  'highway',
  'hwy',
  'boulevard',
  'blvd',
  'drive',
  'dr',
  'way',
]);
/** ...and so it does after one of these ('Via Napoli', 'Calle Bolivar'). */
const STREET_PREFIXES = new Set([
  'via',
  'rua',
  'calle',
  'avenida',
  'av',
  'avenue',
  'jalan',
  'jl',
  'jln',
  'raya',
  'rue',
  'travessa',
  'boulevard',
  'blvd',
  'carrera',
  'cra',
  'strada',
  'ulica',
  'ul',
  'soi',
  'duong',
  'pho',
]);
/** Mentions within this distance of each other agree on where the address is. */
const SUPPORT_KM = 120;

/**
 * Places an address at the best gazetteer place named in it, with how precise that is. Candidates
 * are the postal codes, cities (towns, districts) and regions whose whole name appears as words
 * (or as one word written apart: 'Hai Phong'); street words alone never name a town. A town or
 * postal code must lie in the region the address names, when it names one. A postal code the data
 * knows places the address best; then mentions that agree with the others (a city near another
 * named city, or inside the named region) win; then names the address marks as places
 * ('... Town'), names not used as street names, longer names, population. Without any, the
 * country's population centre, if the address reads as an address at all; garbage gets nothing.
 */
export function placeAddress(address: string, countryCode: string): OfflinePlacement | undefined {
  const country = loadGazetteer().get(countryCode.toUpperCase());
  if (!country) return undefined;
  const tokens = foldAddress(address).split(' ').filter(Boolean);
  const all = findMentions(tokens, country.byFirstWord, country.regionWords);
  const regions = namedRegions(all, tokens);
  const mentions = regions.size ? all.filter((m) => m.place.level === 'region' || regions.has(m.place.region)) : all;
  const postal = findPostalCode(tokens, country.postalCodes, regions);
  if (postal) return placement(postal);
  const best = chooseMention(mentions.length ? mentions : all, tokens, regions);
  if (best) return placement(best.place);
  if (readsAsAddress(tokens, countryCode)) return placement(country.centre);
  return undefined;
}

const placement = (place: GazetteerPlace): OfflinePlacement => ({
  place,
  level: place.level,
  precision: PRECISION_OF_LEVEL[place.level],
});

/** The regions the address names as regions: not a street named after one ('Hunan Road'). */
function namedRegions(mentions: Mention[], tokens: string[]): Set<string> {
  const regions = new Set<string>();
  for (const { place, start, end } of mentions) {
    if (place.level !== 'region') continue;
    // A two-letter state ('CA', 'IN') is also a word ('in', 'de', 'co'): only where a state is written, at the end.
    if (end - start === 1 && tokens[start]!.length <= 2 && end < tokens.length - 2) continue;
    regions.add(place.region);
  }
  return regions;
}

/** Postal codes are written as one number ('641652', 'Tirupur-641652') or in two parts ('632 803'). */
function findPostalCode(
  tokens: string[],
  postalCodes: CountryGazetteer['postalCodes'],
  regions: Set<string>,
): GazetteerPlace | undefined {
  if (!tokens.some((token) => /^\d+$/.test(token))) return undefined;
  const codes = postalCodes();
  if (codes.size === 0) return undefined;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!/^\d+$/.test(token)) continue;
    const previous = tokens[i - 1];
    const written = codes.get(token) ?? (previous && /^\d+$/.test(previous) ? codes.get(previous + token) : undefined);
    if (written && (regions.size === 0 || regions.has(written.region))) return written;
  }
  return undefined;
}

/** Words that only an address has: a number, or a word of the address vocabulary ('road', 'village', 'kec'). */
function readsAsAddress(tokens: string[], countryCode: string): boolean {
  const country = foldAddress(countryName(countryCode) ?? '');
  return (
    (country !== '' && ` ${tokens.join(' ')} `.includes(` ${country} `)) ||
    tokens.some(
      (token) =>
        /\d/.test(token) ||
        STREET_WORDS.has(token) ||
        WEAK_WORDS.has(token) ||
        PLACE_SUFFIXES.has(token) ||
        PLACE_PREFIXES.has(token) ||
        STREET_SUFFIXES.has(token) ||
        ZONE_SUFFIXES.has(token),
    )
  );
}

function findMentions(tokens: string[], index: Map<string, PlaceName[]>, regionWords: PlaceName[]): Mention[] {
  const mentions: Mention[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const token = tokens[start]!;
    // Region names are few and long: one typo is forgiven ('Jiansgu', 'Zheijang').
    if (token.length >= 5 && !index.has(token)) {
      for (const region of regionWords) {
        if (editDistance(token, region.name, 1) <= 1) mentions.push({ place: region.place, start, end: start + 1 });
      }
    }
    const spans: string[] = [];
    for (const written of index.get(tokens[start]!) ?? []) {
      if (start + written.words > tokens.length) continue;
      const span = (spans[written.words] ??= tokens.slice(start, start + written.words).join(' '));
      if (span === written.name) mentions.push({ place: written.place, start, end: start + written.words });
    }
    // A one-word name written as two words: 'hai phong' for Haiphong.
    const next = tokens[start + 1];
    if (next && !/\d/.test(tokens[start]! + next)) {
      for (const written of index.get(tokens[start]! + next) ?? []) {
        if (written.words === 1) mentions.push({ place: written.place, start, end: start + 2 });
      }
    }
  }
  // A street word is never a town on its own ('Rua da Industria' is not the village of Rua), and
  // a street named after a place ('Jinniu Rd', 'Via Napoli') is not where the address is.
  return mentions.filter(
    ({ start, end }) =>
      !tokens.slice(start, end).every((token) => STREET_WORDS.has(token)) && !namesStreet(tokens, start, end),
  );
}

function namesStreet(tokens: string[], start: number, end: number): boolean {
  const next = tokens[end];
  const previous = tokens[start - 1];
  return (next !== undefined && STREET_SUFFIXES.has(next)) || (previous !== undefined && STREET_PREFIXES.has(previous));
}

function chooseMention(mentions: Mention[], tokens: string[], regions: Set<string>): Mention | undefined {
  if (mentions.length === 0) return undefined;
  let best: Mention | undefined;
  let bestScore = -Infinity;
  for (const mention of mentions) {
    const score = mentionScore(mention, tokens, regions, supportOf(mention, mentions));
    if (score > bestScore) {
      bestScore = score;
      best = mention;
    }
  }
  return best;
}

/** How many other names in the address lie near this mention's place. */
function supportOf(mention: Mention, mentions: Mention[]): number {
  if (mention.place.level !== 'city') return 0;
  const names = new Set<string>();
  for (const other of mentions) {
    if (other.start === mention.start || other.place.level !== 'city' || names.has(other.place.name)) continue;
    if (roughKm(mention.place, other.place) <= SUPPORT_KM) names.add(other.place.name);
  }
  return Math.min(names.size, 2);
}

function mentionScore({ place, start, end }: Mention, tokens: string[], regions: Set<string>, support: number): number {
  const written = tokens.slice(start, end).join(' ');
  const chars = written.length;
  const weak = chars <= 2 || tokens.slice(start, end).every((token) => WEAK_WORDS.has(token));
  const next = tokens[end];
  const previous = tokens[start - 1];
  let score = Math.min(chars, 16) / 4; // longer names are less often accidental
  if (support > 0) {
    // Names that agree with each other: the first written is the most precise ('Haian Town, Nantong').
    score += support * 2 + (1 - start / Math.max(tokens.length, 1)) * 3;
    score += Math.log10(Math.max(place.population, 1000)) / 8;
  } else {
    score += (end / Math.max(tokens.length, 1)) * 0.5; // the town is usually written towards the end
    score += Math.log10(Math.max(place.population, 1000)) / 2; // population breaks the remaining ties
  }
  if (place.level === 'city' && regions.has(place.region)) score += 3; // the city of the region the address names
  if (place.level === 'region') score -= 2; // a named city is more precise than its region
  if (next && PLACE_SUFFIXES.has(next)) score += 2;
  else if (next && ZONE_SUFFIXES.has(next)) score += 1;
  else if (next && STREET_SUFFIXES.has(next)) score -= 3;
  if (previous && STREET_PREFIXES.has(previous)) score -= 3;
  if (previous && PLACE_PREFIXES.has(previous)) score += 1;
  const beforePrevious = tokens[start - 2];
  if (previous && beforePrevious && ['a', 'al', 'to', 'de'].includes(previous) && ROAD_WORDS.has(beforePrevious))
    score -= 3;
  if (weak) score -= 10;
  return score;
}

/** Equirectangular distance: plenty for 'within about 100 km'. */
function roughKm(a: GazetteerPlace, b: GazetteerPlace): number {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = b.lat - a.lat;
  return Math.sqrt(x * x + y * y) * 111.2;
}
