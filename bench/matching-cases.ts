// The labelled evaluation set of the matcher, generated from registry facilities: the same
// facility written the ways other contributors write it (true matches), and different facilities
// that share words, streets or names with a registered one (true non-matches).
import type { Random } from '../apps/server/src/db/seed/random.ts';
import {
  foldText,
  GENERIC_NAME_WORDS,
  isLegalWord,
  normalizeAddress,
  normalizeName,
} from '../apps/server/src/modules/matching/normalize.ts';
import { editDistance } from '../apps/server/src/modules/matching/score.ts';

export interface RegistryFacility {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
}

export interface EvaluationCase {
  kind: string;
  /** Where the facility it is drawn from comes from: the demo seed or the anchor's real lists. */
  source: 'seed' | 'anchor';
  name: string;
  address: string;
  countryCode: string;
  /** The facility this row is; null for a true non-match. */
  expected: string | null;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bLimited\b/gi, 'Ltd'],
  [/\bLtd\.?/gi, 'Limited'],
  [/\bCompany\b/gi, 'Co.'],
  [/\bCo\.,? Ltd\.?/gi, 'Company Limited'],
  [/\bPrivate\b/gi, 'Pvt'],
  [/\bPvt\.?/gi, 'Private'],
  [/\bCorporation\b/gi, 'Corp.'],
  [/\bIndustrial\b/gi, 'Ind.'],
];
const ADDRESS_ABBREVIATIONS: [RegExp, string][] = [
  [/\bRoad\b/gi, 'Rd'],
  [/\bRd\.?/gi, 'Road'],
  [/\bStreet\b/gi, 'St.'],
  [/\bSt\.?(?=\s|,|$)/gi, 'Street'],
  [/\bNo\. ?/gi, '#'],
  [/\bIndustrial\b/gi, 'Ind.'],
  [/\bDistrict\b/gi, 'Dist.'],
  [/\bAvenue\b/gi, 'Ave'],
  [/\bBuilding\b/gi, 'Bldg'],
];

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** One typo in a word of five letters or more: a dropped, doubled, swapped or wrong letter. */
function typo(random: Random, text: string): string {
  const words = text.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w));
  if (long.length === 0) return text;
  const [word, index] = random.pick(long);
  const at = random.int(1, word.length - 2);
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + random.pick([...'aeiourstnl']) + word.slice(at + 1),
  ];
  words[index] = random.pick(edits)();
  return words.join(' ');
}

function abbreviate(random: Random, text: string, table: [RegExp, string][]): string {
  const applicable = table.filter(([pattern]) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text));
  if (applicable.length === 0) return text;
  const [pattern, replacement] = random.pick(applicable);
  return text.replace(pattern, replacement);
}

/** Drops one word that is not the only distinctive one. */
function dropWord(random: Random, text: string): string {
  const words = text.split(' ');
  if (words.length < 3) return text;
  const index = random.int(1, words.length - 1);
  return words.filter((_, i) => i !== index).join(' ');
}

function swapWords(random: Random, text: string): string {
  const words = text.split(' ');
  if (words.length < 2) return text;
  const i = random.int(0, words.length - 2);
  [words[i], words[i + 1]] = [words[i + 1]!, words[i]!];
  return words.join(' ');
}

/** Address parts in another order: the city first, or the parts reversed. */
function reorderAddress(random: Random, address: string): string {
  const parts = address.split(/,\s*/).filter(Boolean);
  if (parts.length < 2) return address;
  return random.chance(0.5) ? [parts.at(-1)!, ...parts.slice(0, -1)].join(', ') : [...parts].reverse().join(', ');
}

/** One typo in a word of three or four letters ('Maat' -> 'Mata', 'Bali' -> 'Bli'). */
function shortWordTypo(random: Random, text: string): string {
  const words = text.split(' ');
  const short = words
    .map((w, i) => [w, i] as const)
    .filter(([w]) => /^\p{L}{3,4}$/u.test(w) && !isLegalWord(foldText(w)));
  if (short.length === 0) return typo(random, text);
  const [word, index] = random.pick(short);
  const at = random.int(1, word.length - 2);
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + random.pick([...'aeiou']) + word.slice(at),
  ];
  words[index] = random.pick(edits)();
  return words.join(' ');
}

const LEGAL_FORM =
  /,?\s+(Co\.,? Ltd\.?|Company Limited|Limited|Ltd\.?|\(?Pvt\.?\)? Ltd\.?|Private Limited|Inc\.|LLC|S\.r\.l\.|GmbH|S\.A\.( de C\.V\.)?|Lda|SARL|A\.S\.|Corporation)$/i;

/** Two words written as one: the legal form glued on ('UnipaxCo., Ltd'), else two words of the name. */
function runTogether(random: Random, name: string): string {
  const glued = name.replace(/(\p{L})\s+(Co\.|Ltd|Limited|Inc\.|Corp)/u, '$1$2');
  if (glued !== name && random.chance(0.5)) return glued;
  const words = name.split(' ');
  const pairs = words
    .map((_, i) => i)
    .filter((i) => i + 1 < words.length && /^\p{L}+$/u.test(words[i]!) && /^\p{L}+$/u.test(words[i + 1]!));
  if (pairs.length === 0) return glued;
  const i = random.pick(pairs);
  return [...words.slice(0, i), words[i]! + words[i + 1]!.toLowerCase(), ...words.slice(i + 2)].join(' ');
}

/** Another legal form in place of the name's ('Co., Ltd.' -> 'Corporation'). */
const OTHER_LEGAL_FORMS = ['Co., Ltd.', 'Inc.', 'Corporation', 'Pvt Ltd', 'S.A.', 'LLC', 'GmbH', 'Lda'];
function replaceLegalForm(random: Random, name: string): string {
  const current = name.match(LEGAL_FORM)?.[1];
  const others = OTHER_LEGAL_FORMS.filter(
    (form) => normalizeName(`x ${form}`) === 'x' && foldText(form) !== foldText(current ?? ''),
  );
  return current ? name.replace(LEGAL_FORM, ` ${random.pick(others)}`) : `${name} ${random.pick(others)}`;
}

/** Spellings of one sound in the transliterations of supplier names ('Chowdhury' / 'Choudhury'). */
const TRANSLITERATIONS: [RegExp, string][] = [
  [/ow/i, 'ou'],
  [/ou/i, 'ow'],
  [/ee/i, 'i'],
  [/oo/i, 'u'],
  [/ph/i, 'f'],
  [/sh/i, 's'],
  [/ch/i, 'tch'],
  [/kh/i, 'k'],
  [/dh/i, 'd'],
  [/th/i, 't'],
  [/ck/i, 'k'],
  [/(?<=\p{L})y(?=\p{L})/iu, 'i'],
  [/(?<=\p{L})i(?=[aeou])/iu, 'y'],
  [/v/i, 'w'],
  [/w/i, 'v'],
  [/(?<=\p{L})c(?=[aou])/iu, 'k'],
  [/q/i, 'k'],
  [/x/i, 'ks'],
  [/z/i, 's'],
  [/j/i, 'zh'],
  [/ei/i, 'ey'],
  [/u/i, 'oo'],
];
/** The name's distinctive word spelt as another transliteration would. */
function transliterate(random: Random, name: string): string {
  const brand = distinctiveWord(name);
  if (!brand) return name;
  const applicable = TRANSLITERATIONS.filter(([pattern]) => pattern.test(brand.slice(1)));
  if (applicable.length === 0) return name;
  const [pattern, spelling] = random.pick(applicable);
  const respelt =
    brand[0] +
    brand.slice(1).replace(pattern, (found) => (found === found.toUpperCase() ? spelling.toUpperCase() : spelling));
  return name.replace(brand, respelt);
}

type Variant = (random: Random, f: RegistryFacility) => { name: string; address: string };
const MATCH_VARIANTS: Record<string, Variant> = {
  exact: (_, f) => ({ name: f.name, address: f.address }),
  'upper case, no punctuation': (_, f) => ({
    name: f.name.toUpperCase().replace(/[.,]/g, ''),
    address: f.address.toUpperCase().replace(/[.,]/g, ' '),
  }),
  'typo in name': (r, f) => ({ name: typo(r, f.name), address: f.address }),
  'typo in address': (r, f) => ({ name: f.name, address: typo(r, f.address) }),
  'typo in both': (r, f) => ({ name: typo(r, f.name), address: typo(r, f.address) }),
  'dropped word': (r, f) => ({ name: dropWord(r, f.name), address: f.address }),
  'swapped words': (r, f) => ({ name: swapWords(r, f.name), address: f.address }),
  'legal form abbreviated or written out': (r, f) => ({
    name: abbreviate(r, f.name, ABBREVIATIONS),
    address: f.address,
  }),
  'legal form dropped': (_, f) => ({ name: f.name.replace(LEGAL_FORM, '') || f.name, address: f.address }),
  'legal form replaced by another': (r, f) => ({ name: replaceLegalForm(r, f.name), address: f.address }),
  'typo in a short word': (r, f) => ({ name: shortWordTypo(r, f.name), address: f.address }),
  'words run together': (r, f) => ({ name: runTogether(r, f.name), address: f.address }),
  'transliteration variant': (r, f) => ({ name: transliterate(r, f.name), address: f.address }),
  'street abbreviations': (r, f) => ({ name: f.name, address: abbreviate(r, f.address, ADDRESS_ABBREVIATIONS) }),
  'address parts reordered': (r, f) => ({ name: f.name, address: reorderAddress(r, f.address) }),
  'accents removed': (_, f) => ({ name: stripAccents(f.name), address: stripAccents(f.address) }),
  'address shortened to its first parts': (_, f) => ({
    name: f.name,
    address: f.address.split(/,\s*/).slice(0, -1).join(', ') || f.address,
  }),
  'several changes': (r, f) => ({
    name: abbreviate(r, typo(r, f.name.toUpperCase()), ABBREVIATIONS),
    address: reorderAddress(r, abbreviate(r, f.address, ADDRESS_ABBREVIATIONS)),
  }),
};

/** A different house number on the same street: `from` to `to` past the first number of up to four digits (not a postal code). */
const otherNumber = (random: Random, address: string, from = 3, to = 60) =>
  address.replace(/(?<!\d)\d{1,4}(?!\d)/, (n) => String(Number(n) + random.int(from, to)));

let wordCounts = new Map<string, number>();
/** The word of a name fewest registered names share: its brand ('Hongda' in 'Dongguan Hongda Garment Co., Ltd.'). */
function distinctiveWord(name: string): string | undefined {
  const words = name
    .split(/[\s,.()]+/)
    .filter((w) => /\p{L}{3,}/u.test(w) && !isLegalWord(foldText(w)) && !GENERIC_NAME_WORDS.has(foldText(w)));
  return words.sort(
    (a, b) => (wordCounts.get(foldText(a)) ?? 0) - (wordCounts.get(foldText(b)) ?? 0) || b.length - a.length,
  )[0];
}

/** Registered facilities of other names in the same country: where non-matches borrow their words. */
type Neighbours = (f: RegistryFacility) => RegistryFacility;
const NON_MATCH_VARIANTS: Record<
  string,
  (random: Random, f: RegistryFacility, other: Neighbours) => { name: string; address: string } | null
> = {
  'another facility on the same street': (r, f, other) => ({ name: other(f).name, address: otherNumber(r, f.address) }),
  'same trade words, another brand, same town': (r, f, other) => {
    const brand = distinctiveWord(f.name);
    const otherBrand = distinctiveWord(other(f).name);
    if (
      !brand ||
      !otherBrand ||
      foldText(brand) === foldText(otherBrand) ||
      editDistance(foldText(brand), foldText(otherBrand), 1) <= 1
    )
      return null;
    return { name: f.name.replace(brand, otherBrand), address: otherNumber(r, f.address) };
  },
  'same name, another town': (r, f, other) => {
    const elsewhere = other(f);
    return { name: f.name, address: elsewhere.address };
  },
};

/** Counts the words of the registry's names, which distinctiveWord() ranks by. */
export function countNameWords(facilities: RegistryFacility[]) {
  wordCounts = new Map();
  for (const f of facilities)
    for (const word of new Set(normalizeName(f.name).split(' '))) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
}

/**
 * Counts of a larger registry than the one countNameWords saw (a database of 1.2M facilities, of
 * which the evaluation reads a sample): each word's count is the larger of the two.
 */
export function addNameWordCounts(counts: Map<string, number>) {
  for (const [word, count] of counts) wordCounts.set(word, Math.max(wordCounts.get(word) ?? 0, count));
}

/**
 * `count` cases drawn from `facilities`, about two thirds true matches spread over the variants
 * and one third true non-matches. A generated non-match that happens to equal a registered
 * facility is dropped. `registry` is every registered facility (countNameWords first).
 */
export function buildEvaluationSet(
  random: Random,
  facilities: RegistryFacility[],
  count: number,
  source: EvaluationCase['source'],
  registry = facilities,
): EvaluationCase[] {
  const byCountry = new Map<string, RegistryFacility[]>();
  for (const f of facilities) byCountry.set(f.country_code, [...(byCountry.get(f.country_code) ?? []), f]);
  const registered = new Set(
    registry.map((f) => `${f.country_code}|${normalizeName(f.name)}|${normalizeAddress(f.address)}`),
  );
  const other: Neighbours = (f) => {
    const pool = byCountry.get(f.country_code)!;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = random.pick(pool);
      if (normalizeName(candidate.name) !== normalizeName(f.name)) return candidate;
    }
    return random.pick(facilities);
  };
  const cases: EvaluationCase[] = [];
  const matchKinds = Object.keys(MATCH_VARIANTS);
  const nonMatchKinds = Object.keys(NON_MATCH_VARIANTS);
  while (cases.length < count) {
    const f = random.pick(facilities);
    if (random.chance(2 / 3)) {
      const kind = random.pick(matchKinds);
      const { name, address } = MATCH_VARIANTS[kind]!(random, f);
      cases.push({ kind, source, name, address, countryCode: f.country_code, expected: f.os_id });
    } else {
      const kind = random.pick(nonMatchKinds);
      const row = NON_MATCH_VARIANTS[kind]!(random, f, other);
      if (!row || registered.has(`${f.country_code}|${normalizeName(row.name)}|${normalizeAddress(row.address)}`))
        continue;
      cases.push({ kind, source, ...row, countryCode: f.country_code, expected: null });
    }
  }
  return cases;
}

/** A place the evaluation registers beside the seed's: a look-alike, or a real row of the anchor's lists. */
export type NewRegistryFacility = Omit<RegistryFacility, 'os_id'>;

/**
 * A look-alike of a registered facility (`original`): a `twin` the evaluation registers too, and
 * a `stranger` like both that the registry does not have. A row of either registered place must
 * find its own; the stranger must not be matched to either.
 */
export interface LookAlike {
  kind: string;
  source: EvaluationCase['source'];
  original: RegistryFacility;
  twin: NewRegistryFacility;
  stranger: { name: string; address: string; countryCode: string };
}

/** Trade words a look-alike on the same street may have instead ('Evergreen Sweaters' / 'Evergreen Weaving'). */
const TRADE_WORDS = [
  'Garments',
  'Textiles',
  'Knitting',
  'Weaving',
  'Sweaters',
  'Apparel',
  'Fashions',
  'Leather Works',
  'Accessories',
];
function otherTradeWord(random: Random, name: string): string {
  const trade = name.split(' ').find((word) => GENERIC_NAME_WORDS.has(foldText(word)));
  const replacement = random.pick(TRADE_WORDS.filter((word) => foldText(word) !== foldText(trade ?? '')));
  return trade ? name.replace(trade, replacement) : name.replace(/^(\S+)/, `$1 ${replacement}`);
}

/** The name of another unit of one chain: 'Unit 4' for 'Unit 3', or a unit number added. */
function unitName(name: string, offset: number): string {
  const unit = /\b(Unit|Factory|Plant)\s*(\d+)/i;
  return unit.test(name)
    ? name.replace(unit, (_, word: string, n: string) => `${word} ${Number(n) + offset}`)
    : `${name} - Unit ${offset + 1}`;
}

/** The last part of an address: mostly its town. */
const townOf = (address: string) => foldText(address.split(/,\s*/).at(-1) ?? '');

type Elsewhere = (f: RegistryFacility, sameCountry: boolean) => RegistryFacility | undefined;
const LOOK_ALIKES: Record<
  string,
  (random: Random, f: RegistryFacility, elsewhere: Elsewhere) => Omit<LookAlike, 'kind' | 'source' | 'original'> | null
> = {
  // The three wrong matches of issue 20: the same or a like name a few doors away.
  'same street, other number': (r, f) => {
    if (!/(?<!\d)\d{1,4}(?!\d)/.test(f.address)) return null;
    const name = () => r.pick([f.name, replaceLegalForm(r, f.name), otherTradeWord(r, f.name)]);
    return {
      twin: { ...f, name: name(), address: otherNumber(r, f.address, 3, 30), lat: f.lat + 0.001 },
      stranger: { name: name(), address: otherNumber(r, f.address, 31, 60), countryCode: f.country_code },
    };
  },
  'chain units': (r, f) => {
    const numbered = /\b(Unit|Factory|Plant)\s*\d+/i.test(f.name);
    if (!numbered && !/(?<!\d)\d{1,4}(?!\d)/.test(f.address)) return null;
    // Units of one compound share its address; a unit elsewhere on the street has its own number.
    const address = (from: number, to: number) => (numbered ? f.address : otherNumber(r, f.address, from, to));
    return {
      twin: { ...f, name: unitName(f.name, 1), address: address(3, 30), lat: f.lat + 0.001 },
      stranger: { name: unitName(f.name, 2), address: address(31, 60), countryCode: f.country_code },
    };
  },
  'same name, other city': (_, f, elsewhere) => {
    const [there, stranger] = [elsewhere(f, true), elsewhere(f, true)];
    if (!there || !stranger) return null;
    return {
      twin: { ...there, name: f.name },
      stranger: { name: f.name, address: stranger.address, countryCode: f.country_code },
    };
  },
  'same name, other country': (_, f, elsewhere) => {
    const [there, stranger] = [elsewhere(f, false), elsewhere(f, false)];
    if (!there || !stranger) return null;
    return {
      twin: { ...there, name: f.name },
      stranger: { name: f.name, address: stranger.address, countryCode: stranger.country_code },
    };
  },
};
export const LOOK_ALIKE_KINDS = Object.keys(LOOK_ALIKES);

/** `perKind` look-alikes of each kind, of facilities drawn from `facilities`. */
export function buildLookAlikes(
  random: Random,
  facilities: RegistryFacility[],
  perKind: number,
  source: EvaluationCase['source'],
  registry: RegistryFacility[],
): LookAlike[] {
  const elsewhere: Elsewhere = (f, sameCountry) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const g = random.pick(registry);
      if ((g.country_code === f.country_code) !== sameCountry) continue;
      if (sameCountry && (townOf(g.address) === townOf(f.address) || Math.hypot(g.lat - f.lat, g.lng - f.lng) < 0.3))
        continue;
      return g;
    }
    return undefined;
  };
  const lookAlikes: LookAlike[] = [];
  for (const kind of LOOK_ALIKE_KINDS) {
    for (let made = 0, attempt = 0; made < perKind && attempt < perKind * 20; attempt++) {
      const original = random.pick(facilities);
      const pair = LOOK_ALIKES[kind]!(random, original, elsewhere);
      if (!pair) continue;
      lookAlikes.push({ kind, source, original, ...pair });
      made++;
    }
  }
  return lookAlikes;
}

/** Light rewrites of a registered place, as another list writes it. */
const REWRITES = [
  'exact',
  'upper case, no punctuation',
  'typo in name',
  'legal form abbreviated or written out',
  'street abbreviations',
  'address parts reordered',
];

/** Three cases per look-alike, all of its kind: its twin and its original rewritten (each must find itself), and its stranger (must stay new). */
export function lookAlikeCases(random: Random, lookAlikes: (LookAlike & { twinOsId: string })[]): EvaluationCase[] {
  return lookAlikes.flatMap(({ kind, source, original, twin, twinOsId, stranger }) => {
    const rewrite = (f: RegistryFacility) => ({
      ...MATCH_VARIANTS[random.pick(REWRITES)]!(random, f),
      countryCode: f.country_code,
      expected: f.os_id,
    });
    return [
      { kind, source, ...rewrite({ ...twin, os_id: twinOsId }) },
      { kind, source, ...rewrite(original) },
      { kind, source, ...stranger, expected: null },
    ];
  });
}
