import type { GeocodePrecision } from '@registry/core/geocode-precision';
import { countryName } from '@registry/core/countries';
import { editDistance } from '../matching/score.ts';
import { foldAddress } from './fold.ts';
import { countryGazetteer } from './gazetteer.ts';
import { roughKm } from './rough-km.ts';
import type { CountryGazetteer, GazetteerPlace, OfflinePlacement, PlaceLevel, PlaceName } from './types.ts';

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
  /** Read as one of the place's alternate names. */
  alternate?: boolean;
  /** Read with one typo forgiven. */
  typo?: boolean;
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
  'eastern',
  'western',
  'northern',
  'southern',
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
/** A name followed by one of these names a village or a neighbourhood ('Shenyang Community'). */
const VILLAGE_WORDS = new Set(['village', 'vill', 'community', 'cun', 'hamlet', 'shequ']);
/** Words between a street's name and its street word: which part of the street it is. */
const STREET_PARTS = new Set(['north', 'south', 'east', 'west', 'middle', 'bei', 'nan', 'dong', 'xi', 'zhong', 'da']);
/** Words between a street word and the name the street is named after. */
const CONNECTORS = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'di', 'della', 'du', 'des']);
/** A postal code's area this far from every town the address names is not where the address is. */
const POSTAL_TOWN_KM = 30;
/** Cities of a million or more are named as the nearest known place from far around. */
const METRO_PROMINENCE = 6;
/** Words that mark a name as a district's, whose seat may lie far from the address. */
const DISTRICT_WORDS = new Set([
  'dist',
  'distt',
  'district',
  'taluk',
  'taluka',
  'tehsil',
  'mandal',
  'upazila',
  'thana',
  'kab',
  'kabupaten',
  'county',
  'regency',
]);
/** Mentions within this distance of each other agree on where the address is. */
const SUPPORT_KM = 60;

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
  const country = countryGazetteer(countryCode);
  if (!country) return undefined;
  const tokens = tokenize(address);
  const found = findMentions(tokens, country.byFirstWord, country.typoNames, country.byJoinedName);
  const regions = namedRegions(found, tokens);
  const all = regions.size ? [...found, ...regionalTypos(tokens, found, regions, country, countryCode)] : found;
  const mentions = regions.size ? all.filter((m) => m.place.level === 'region' || regions.has(m.place.region)) : all;
  const postal = findPostalCode(tokens, country.postalCodes, regions);
  const chosen = chooseMention(mentions.length ? mentions : all, tokens, regions);
  if (postal && !postalCodeMistyped(postal, chosen, all, tokens)) return placement(postal);
  if (chosen && !chosen.namesake) return placement(chosen.mention.place);
  // A town whose namesake elsewhere nothing rules out: only its region is known, if both share one.
  if (chosen) {
    const region =
      chosen.namesake!.region === chosen.mention.place.region
        ? country.regions.get(chosen.namesake!.region)
        : undefined;
    return placement(region ?? country.centre);
  }
  if (readsAsAddress(tokens, countryCode)) return placement(country.centre);
  return undefined;
}

/**
 * Words no name explains, read as a county seat of a named region with one typo ('Zhuchneg,
 * Shandong'): only within the named regions, where such names are few enough not to be mistaken.
 */
function regionalTypos(
  tokens: Tokens,
  found: Mention[],
  regions: Set<string>,
  country: CountryGazetteer,
  countryCode: string,
): Mention[] {
  const typos: Mention[] = [];
  const byRegion = country.regionalTypoNames();
  const countryWords = new Set(foldAddress(countryName(countryCode) ?? '').split(' '));
  tokens.forEach((token, start) => {
    if (token.length < 5 || /\d/.test(token) || country.byFirstWord.has(token) || countryWords.has(token)) return;
    if (found.some((m) => m.start <= start && start < m.end) || namesStreet(tokens, start, start + 1)) return;
    for (const region of regions)
      for (const written of byRegion.get(region) ?? [])
        if (token.length >= written.name.length - 1 && editDistance(token, written.name, 1) <= 1)
          typos.push({ place: written.place, start, end: start + 1, typo: true });
  });
  return typos;
}

/**
 * A town named like its own region ('Jilin', 'Quebec'), or read only through an alternate name
 * that is its region's ('Texas' for Texas City), is the region when the address names another
 * town of that region ('Liaoyuan, 136200, Jilin').
 */
function regionsTowns(mentions: Mention[], tokens: string[]): Set<Mention> {
  const regionsTown = (town: Mention) =>
    town.place.level === 'city' &&
    mentions.some(
      (region) =>
        region.place.level === 'region' &&
        region.start === town.start &&
        region.end === town.end &&
        region.place.region === town.place.region,
    );
  const otherTownOf = (town: Mention) =>
    mentions.some(
      (other) =>
        other.place.level === 'city' &&
        other.place.region === town.place.region &&
        (other.end <= town.start || town.end <= other.start) &&
        !regionsTown(other) &&
        !isWeak(other, tokens),
    );
  return new Set(mentions.filter((mention) => regionsTown(mention) && otherTownOf(mention)));
}

/** The address's folded words, and where each of its comma-separated parts starts. */
type Tokens = string[] & { partStarts: Set<number> };

function tokenize(address: string): Tokens {
  const words: string[] = [];
  const partStarts = new Set<number>();
  for (const part of address.split(/[,;，、\n]+/)) {
    partStarts.add(words.length);
    words.push(...foldAddress(unglued(part)).split(' ').filter(Boolean));
  }
  return Object.assign(words, { partStarts });
}

/** Address words glued to a name, as some lists write them: 'JinshanDistrict', 'RoadMaolu TownXuebu Village'. */
const GLUED_WORDS = 'Road|Street|Town|Village|District|City|County|Province|Zone';
const GLUED_AFTER = new RegExp(`(\\p{Ll})(${GLUED_WORDS})\\b`, 'gu');
const GLUED_BEFORE = new RegExp(`\\b(${GLUED_WORDS})(?=\\p{Lu}\\p{Ll})`, 'gu');
const unglued = (part: string) => part.replace(GLUED_AFTER, '$1 $2').replace(GLUED_BEFORE, '$1 ');

/** The word before a name and the one after it, within its part of the address ('Jinsha Avenue, Jintan District'). */
const wordBefore = (tokens: Tokens, start: number) => (tokens.partStarts.has(start) ? undefined : tokens[start - 1]);
const wordAfter = (tokens: Tokens, end: number) => (tokens.partStarts.has(end) ? undefined : tokens[end]);

const placement = (place: GazetteerPlace): OfflinePlacement => ({
  place,
  level: place.level,
  precision: PRECISION_OF_LEVEL[place.level],
});

/** The regions the address names as regions: not a street named after one ('Hunan Road'). */
function namedRegions(mentions: Mention[], tokens: Tokens): Set<string> {
  const regions = new Set<string>();
  for (const { place, start, end } of mentions) {
    if (place.level !== 'region') continue;
    // Before 'de' and a name, a region's name begins a longer one ('San Martin de Porres, Lima').
    const next = wordAfter(tokens, end);
    const after = next === undefined ? undefined : wordAfter(tokens, end + 1);
    if (next && CONNECTORS.has(next) && after && !/\d/.test(after)) continue;
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
  // The address's first word, if a number, is the house's ('12345 Main St').
  for (let i = tokens.length - 1; i >= 1; i--) {
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

function findMentions(
  tokens: Tokens,
  index: Map<string, PlaceName[]>,
  typoNames: PlaceName[],
  joinedNames: CountryGazetteer['byJoinedName'],
): Mention[] {
  const mentions: Mention[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const token = tokens[start]!;
    // Region and big towns' names are few and long: one typo is forgiven ('Jiansgu', 'Zheijang', 'Guangzhuo').
    if (token.length >= 5 && !index.has(token)) {
      for (const written of typoNames) {
        if (written.place.level === 'city' && token.length < written.name.length - 1) continue;
        if (editDistance(token, written.name, 1) <= 1)
          mentions.push({ place: written.place, start, end: start + 1, typo: true });
      }
    }
    const spans: string[] = [];
    for (const written of index.get(tokens[start]!) ?? []) {
      if (start + written.words > tokens.length) continue;
      const span = (spans[written.words] ??= tokens.slice(start, start + written.words).join(' '));
      if (span === written.name)
        mentions.push({ place: written.place, start, end: start + written.words, alternate: written.alternate });
    }
    // A two-word name written as one word: 'Bacninh' for Bac Ninh, where no name is so written.
    if (!index.has(token))
      for (const written of joinedNames().get(token) ?? [])
        mentions.push({ place: written.place, start, end: start + 1, alternate: written.alternate });
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
  // A county seat or bigger is never called a village ('Shenyang Community, Xiayuan Town, Rugao').
  return mentions.filter(
    ({ place, start, end }) =>
      !tokens.slice(start, end).every((token) => STREET_WORDS.has(token)) &&
      !namesStreet(tokens, start, end) &&
      !(place.prominence >= SUPPORTER_PROMINENCE && VILLAGE_WORDS.has(wordAfter(tokens, end) ?? '')),
  );
}

function namesStreet(tokens: Tokens, start: number, end: number): boolean {
  let next = wordAfter(tokens, end);
  // 'Huayang North Road', 'Renmin Zhong Lu', 'Keyuan 4th Road': a street's part or number between its name and the street word.
  if (next && (STREET_PARTS.has(next) || /\d/.test(next))) next = wordAfter(tokens, end + 1) ?? next;
  let previous = wordBefore(tokens, start);
  // 'Rua de Sao Bartolomeu', 'Calle del Carmen': the street word comes before a connecting word.
  if (previous && CONNECTORS.has(previous)) previous = wordBefore(tokens, start - 1);
  return (next !== undefined && STREET_SUFFIXES.has(next)) || (previous !== undefined && STREET_PREFIXES.has(previous));
}

function chooseMention(mentions: Mention[], tokens: Tokens, regions: Set<string>): Chosen | undefined {
  if (mentions.length === 0) return undefined;
  // Towns that are their region here agree with the towns near them and frame as their region does, but do not win.
  const yielding = regionsTowns(mentions, tokens);
  const anchors = anchorsOf(mentions, tokens);
  // Towns agree with names that read one way only, and with county seats and bigger places.
  const supporters = mentions.filter(
    (mention) => anchors.includes(mention) || mention.place.prominence >= SUPPORTER_PROMINENCE,
  );
  const supports = mentions.map((mention) => supportOf(mention, supporters, tokens));
  // The most prominent of them (a county or prefecture seat) is the frame: a smaller name far from it is a namesake's.
  // A name another of whose readings agrees with the rest of the address is not a frame ('Changkou Town, Fuyang District').
  const contested = (anchor: Mention) =>
    supports[mentions.indexOf(anchor)] === 0 &&
    mentions.some(
      (other, i) => other !== anchor && other.start === anchor.start && other.end === anchor.end && supports[i]! > 0,
    );
  const frame = anchors.reduce<Mention | undefined>(
    (top, anchor) =>
      anchor.place.prominence >= FRAME_PROMINENCE &&
      !contested(anchor) &&
      (!top || anchor.place.prominence > top.place.prominence)
        ? anchor
        : top,
    undefined,
  );
  let best: Mention | undefined;
  let bestScore = -Infinity;
  mentions.forEach((mention, i) => {
    if (yielding.has(mention)) return;
    let score = mentionScore(mention, tokens, regions, supports[i]!);
    // An unconfirmed name with a namesake far away is the likelier misreading.
    if (supports[i] === 0 && namesakeOf(mention, mentions)) score -= AMBIGUOUS_PENALTY;
    if (frame && mention.place.level === 'city' && (mention.start !== frame.start || mention.end !== frame.end))
      score +=
        roughKm(mention.place, frame.place) <= FRAME_KM ||
        (yielding.has(frame) && mention.place.region === frame.place.region)
          ? 0
          : -FRAME_PENALTY;
    if (score > bestScore) {
      bestScore = score;
      best = mention;
    }
  });
  if (!best) return undefined;
  best = innermost(best, anchors, mentions, tokens, yielding);
  return { mention: best, namesake: supports[mentions.indexOf(best)]! > 0 ? undefined : namesakeOf(best, mentions) };
}

const REACH_PROMINENCE = 6;
const REACH_KM = 130;
/**
 * A place that reads one way only and lies within the chosen town's reach, less prominent than
 * it, is inside it and more precise ('Jintan, Changzhou', 'Zhucheng, Weifang'): a prefecture seat
 * reaches as far as its prefecture, REACH_KM; a smaller town SUPPORT_KM.
 */
function innermost(
  best: Mention,
  anchors: Mention[],
  mentions: Mention[],
  tokens: Tokens,
  yielding: Set<Mention>,
): Mention {
  if (best.place.level !== 'city') return best;
  const reach = best.place.prominence >= REACH_PROMINENCE ? REACH_KM : SUPPORT_KM;
  // A part of a region's name ('Tangier-Tetouan') names the region, and so does a town named like its region here.
  const regionWords = (anchor: Mention) =>
    yielding.has(anchor) ||
    mentions.some(
      (m) =>
        m.place.level === 'region' &&
        m.start <= anchor.start &&
        anchor.end <= m.end &&
        m.end - m.start > anchor.end - anchor.start,
    );
  let inner = best;
  for (const anchor of anchors) {
    if (anchor.start < best.end && best.start < anchor.end) continue;
    if (regionWords(anchor) || leadsTo(tokens, anchor.start)) continue;
    // A village's name recurs within a prefecture: only a town's is precise enough to move to.
    if (VILLAGE_WORDS.has(wordAfter(tokens, anchor.end) ?? '')) continue;
    if (anchor.place.prominence >= inner.place.prominence) continue;
    // Beyond SUPPORT_KM only a county seat or bigger is in the prefecture: a village so far is a namesake.
    const km = roughKm(anchor.place, best.place);
    if (km > reach || (km > SUPPORT_KM && anchor.place.prominence < SUPPORTER_PROMINENCE)) continue;
    inner = anchor;
  }
  return inner;
}

interface Chosen {
  mention: Mention;
  /** A place of the same name elsewhere that nothing in the address rules out. */
  namesake: GazetteerPlace | undefined;
}

/** A seat of a county or above frames the address; names more than FRAME_KM from it lose FRAME_PENALTY. */
const FRAME_PROMINENCE = 5;
const FRAME_KM = 90;
const FRAME_PENALTY = 6;
/** Places this prominent (county seats and bigger) confirm the names near them, namesakes or not. */
const SUPPORTER_PROMINENCE = 4.5;
/** Unsupported names with namesakes lose this much to names without any. */
const AMBIGUOUS_PENALTY = 4;
/** A name read through a typo loses this much to names written right. */
const TYPO_PENALTY = 1;
/** A namesake this much less prominent (log10 of people) does not make a name ambiguous (Dongguan's villages). */
const DOMINANCE = 1;

/**
 * Another place of the same written name, far away and not much less prominent: the address
 * alone cannot tell the two apart.
 */
function namesakeOf(mention: Mention, mentions: Mention[]): GazetteerPlace | undefined {
  if (mention.place.level !== 'city') return undefined;
  for (const other of mentions) {
    if (other.start !== mention.start || other.end !== mention.end || other.place === mention.place) continue;
    if (other.place.level !== 'city' || roughKm(mention.place, other.place) <= SUPPORT_KM) continue;
    // A place's own name is not made ambiguous by another place's alternate name.
    if (other.alternate && !mention.alternate) continue;
    if (other.place.prominence + DOMINANCE > mention.place.prominence) return other.place;
  }
  return undefined;
}

/**
 * The names in the address that read one way only: the most prominent place of their name,
 * with no namesake that rivals it. Other names agree with these, not with each other's namesakes
 * (Chinese village names recur every few dozen km).
 */
function anchorsOf(mentions: Mention[], tokens: string[]): Mention[] {
  const top = new Map<string, Mention>();
  for (const mention of mentions) {
    if (mention.place.level !== 'city' || isWeak(mention, tokens)) continue;
    const key = `${mention.start}:${mention.end}`;
    const current = top.get(key);
    if (!current || mention.place.prominence > current.place.prominence) top.set(key, mention);
  }
  return [...top.values()].filter((mention) => !namesakeOf(mention, mentions));
}

/** How many other names in the address (not street words, not this name's own words) lie near this mention's place. */
function supportOf(mention: Mention, others: Mention[], tokens: string[]): number {
  if (mention.place.level !== 'city') return 0;
  const names = new Set<string>();
  const written = tokens.slice(mention.start, mention.end).join(' ');
  for (const other of others) {
    if (other.start < mention.end && mention.start < other.end) continue;
    // A name written twice does not confirm itself ('Chengxi ... Chengxi').
    if (tokens.slice(other.start, other.end).join(' ') === written) continue;
    if (other.place.level !== 'city' || names.has(other.place.name) || isWeak(other, tokens)) continue;
    if (roughKm(mention.place, other.place) <= SUPPORT_KM) names.add(other.place.name);
  }
  return Math.min(names.size, 2);
}

/**
 * A postal code is the most precise, unless the address names a town of one reading far from its
 * area, and no other town near it: then one of the two is mistyped, and the town is the likelier
 * ('Jackson, MI, 48854', Mason's code). A big city or a district is often named from afar
 * ('Tamil Nadu 603308, Chennai'; 'Nellore Dist, 524401'): those do not overrule the code.
 */
function postalCodeMistyped(
  postal: GazetteerPlace,
  chosen: Chosen | undefined,
  mentions: Mention[],
  tokens: Tokens,
): boolean {
  if (!chosen || chosen.namesake) return false;
  const { place, end } = chosen.mention;
  if (place.level !== 'city' || place.prominence >= METRO_PROMINENCE) return false;
  const next = wordAfter(tokens, end);
  const previous = wordBefore(tokens, chosen.mention.start);
  if ((next && DISTRICT_WORDS.has(next)) || (previous && DISTRICT_WORDS.has(previous))) return false;
  return mentions.every((mention) => mention.place.level !== 'city' || roughKm(mention.place, postal) > POSTAL_TOWN_KM);
}

/** A name after a road word and 'a', 'to' is where the road leads ('Carretera a Puerto Cortes'). */
function leadsTo(tokens: Tokens, start: number): boolean {
  const previous = wordBefore(tokens, start);
  const beforePrevious = previous === undefined ? undefined : wordBefore(tokens, start - 1);
  return (
    previous !== undefined &&
    beforePrevious !== undefined &&
    ['a', 'al', 'to', 'de'].includes(previous) &&
    ROAD_WORDS.has(beforePrevious)
  );
}

const isWeak = ({ start, end }: Mention, tokens: string[]) =>
  tokens.slice(start, end).join(' ').length <= 2 || tokens.slice(start, end).every((token) => WEAK_WORDS.has(token));

function mentionScore(
  { place, start, end, typo }: Mention,
  tokens: Tokens,
  regions: Set<string>,
  support: number,
): number {
  const written = tokens.slice(start, end).join(' ');
  const chars = written.length;
  const weak = chars <= 2 || tokens.slice(start, end).every((token) => WEAK_WORDS.has(token));
  const next = wordAfter(tokens, end);
  const previous = wordBefore(tokens, start);
  let score = Math.min(chars, 16) / 4; // longer names are less often accidental
  if (support > 0) {
    // Names that agree with each other: the first written is the most precise ('Haian Town, Nantong').
    score += support * 2 + (1 - start / Math.max(tokens.length, 1)) * 3;
    score += place.prominence / 8;
  } else {
    score += (end / Math.max(tokens.length, 1)) * 0.5; // the town is usually written towards the end
    score += place.prominence / 2; // population breaks the remaining ties
  }
  if (place.level === 'city' && regions.has(place.region)) score += 3; // the city of the region the address names
  if (place.level === 'region') score -= 2; // a named city is more precise than its region
  if (next && PLACE_SUFFIXES.has(next)) score += 2;
  else if (next && ZONE_SUFFIXES.has(next)) score += 1;
  else if (next && STREET_SUFFIXES.has(next)) score -= 3;
  if (previous && STREET_PREFIXES.has(previous)) score -= 3;
  if (previous && PLACE_PREFIXES.has(previous)) score += 1;
  if (leadsTo(tokens, start)) score -= 3;
  if (weak) score -= 10;
  if (typo) score -= TYPO_PENALTY; // a name written right is likelier meant than one read through a typo
  return score;
}
