import { editDistance } from '../matching/score.ts';
import { foldAddress } from './fold.ts';
import { loadGazetteer, type GazetteerPlace, type PlaceLevel, type PlaceName } from './gazetteer.ts';

export interface OfflinePlacement {
  place: GazetteerPlace;
  level: PlaceLevel;
}

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
  'industrial',
  'ind',
  'zone',
  'park',
  'estate',
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
  'export',
  'epz',
  'free',
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
 * Places an address at the best gazetteer place named in it. Candidates are the cities and
 * regions whose whole name appears as words (or as one word written apart: 'Hai Phong'). Mentions
 * that agree with the others (a city near another named city, or inside the named region) win;
 * then names the address marks as places ('... Town'), names not used as street names, longer
 * names, population. Without any, the country's population centre.
 */
export function placeAddress(address: string, countryCode: string): OfflinePlacement | undefined {
  const country = loadGazetteer().get(countryCode.toUpperCase());
  if (!country) return undefined;
  const tokens = foldAddress(address).split(' ').filter(Boolean);
  const mentions = findMentions(tokens, country.byFirstWord, country.regionWords);
  const best = chooseMention(mentions, tokens);
  if (best) return { place: best.place, level: best.place.level };
  return { place: country.centre, level: 'country' };
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
  return mentions;
}

function chooseMention(mentions: Mention[], tokens: string[]): Mention | undefined {
  if (mentions.length === 0) return undefined;
  const regions = new Set(mentions.filter((m) => m.place.level === 'region').map((m) => m.place.region));
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
