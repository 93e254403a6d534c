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

/** The registered places as country, normalised name and address: a generated non-match equal to one is dropped. */
const registeredPlaces = (registry: RegistryFacility[]) =>
  new Set(registry.map((f) => `${f.country_code}|${normalizeName(f.name)}|${normalizeAddress(f.address)}`));

/** A facility of another name in the same country (of `facilities`), drawn at random. */
function otherNamesOfCountry(random: Random, facilities: RegistryFacility[]): Neighbours {
  const byCountry = new Map<string, RegistryFacility[]>();
  for (const f of facilities) byCountry.set(f.country_code, [...(byCountry.get(f.country_code) ?? []), f]);
  return (f) => {
    const pool = byCountry.get(f.country_code)!;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = random.pick(pool);
      if (normalizeName(candidate.name) !== normalizeName(f.name)) return candidate;
    }
    return random.pick(facilities);
  };
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
  const registered = registeredPlaces(registry);
  const other = otherNamesOfCountry(random, facilities);
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

// ---------------------------------------------------------------------------------------------
// The real dirt of supplier lists (issue 36): kinds an outside set of real pairs had and the
// variants above do not. Each is a true match, or a look-alike that must not be matched
// automatically. Made from the registered facilities (the anchor's real rows among them).

/** Letters written apart, as PDF or OCR extraction leaves them: one space between letters, two between words. */
function spaceOut(random: Random, name: string): string {
  const spaced = name
    .split(/\s+/)
    .map((word) => [...word].join(' '))
    .join(random.chance(0.5) ? '  ' : ' ');
  return random.chance(0.5) ? spaced.toLowerCase() : spaced;
}

/** Spaces put inside words and around brackets ('Gree n Val ley Te xtiles (Pvt ) Ltd'). */
function breakApart(random: Random, name: string): string {
  return name
    .split(' ')
    .map((word) => {
      if (!/^\p{L}{4,}$/u.test(word) || random.chance(0.3)) return word.replace(/\)/, ' )');
      const at = random.int(1, word.length - 1);
      return `${word.slice(0, at)} ${word.slice(at)}`;
    })
    .join(' ');
}

/** Every space of the name's words left out, or all but the legal form's ('greenvalleytextiles', 'GreenValley Textiles Ltd'). */
function runAllTogether(random: Random, name: string): string {
  const form = name.match(LEGAL_FORM)?.[0] ?? '';
  const body = form ? name.slice(0, -form.length) : name;
  const words = body.split(/\s+/).filter(Boolean);
  if (words.length < 2) return name;
  const joined = random.chance(0.5)
    ? words.join('')
    : words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return `${joined}${random.chance(0.5) ? form : ''}`;
}

/** A number glued to the word before or after it ('plot 12sector 5', 'road#2', 'Lane1888'). */
function glueNumbers(random: Random, address: string): string {
  const glued = address.replace(/\b(\p{L}+)\.?\s+(?:No\.?\s*)?(\d{1,4})\b/u, (_, word: string, n: string) =>
    random.chance(0.5) ? `${word}#${n}` : `${word}${n}`,
  );
  if (glued !== address) return glued;
  return address.replace(/\b(\d{1,4})\s+(\p{L}+)/u, '$1$2');
}

/** Zones and estates as other lists write them: abbreviated, written out, or in another language. */
const ZONE_SPELLINGS: [RegExp, string[]][] = [
  [/\bExport Processing Zone\b/i, ['EPZ', 'E.P.Z.', 'Export Process Zone']],
  [/\bE\.?P\.?Z\b\.?/i, ['Export Processing Zone']],
  [/\bSpecial Economic Zone\b/i, ['SEZ', 'S.E.Z.']],
  [/\bSEZ\b/i, ['Special Economic Zone']],
  [/\bOrgani[sz]e(?:d)? Sanayi B[oö]lgesi\b/i, ['OSB', 'O.S.B.']],
  [/\bO\.?S\.?B\b\.?/i, ['Organize Sanayi Bölgesi']],
  [/\bSanayi Sitesi\b/i, ['San. Sit.']],
  [/\bZona Franca\b/i, ['Free Zone', 'Zona Libre']],
  [/\bFree Zone\b/i, ['Zona Franca', 'Freezone']],
  [/\bParque Industrial\b/i, ['Industrial Park']],
  [/\bIndustrial Park\b/i, ['Parque Industrial']],
  [/\bZona Industrial\b/i, ['Industrial Zone']],
  [/\bIndustrial Zone\b/i, ['Zona Industrial', 'KCN', 'Zone Industrielle']],
  [/\bKawasan Industri\b/i, ['Industrial Zone']],
];
function respellZone(random: Random, address: string): string | null {
  const applicable = ZONE_SPELLINGS.filter(([pattern]) => pattern.test(address));
  if (applicable.length === 0) return null;
  const [pattern, spellings] = random.pick(applicable);
  return address.replace(pattern, random.pick(spellings));
}

/** Legal forms with their dots and spaces moved ('Co.,Ltd', 'S. A.', 's.a.r.l.', '( P v t ) L t d'). */
const DOTTED_FORMS: [RegExp, string[]][] = [
  [/\bCo\.?,? ?Ltd\.?$/i, ['co.,ltd', 'CO.LTD', 'Co. , Ltd.', 'C o., L t d']],
  [/\bCompany Limited$/i, ['Co.,Ltd.', 'co.,ltd']],
  [/\(?Pvt\.?\)? ?Ltd\.?$/i, ['(pvt) ltd', 'Private Limited', '( P v t ) L t d', 'Pvt.Ltd.']],
  [/\bPrivate Limited$/i, ['(Pvt) Ltd', 'pvt.ltd']],
  [/\bS\.?A\.? de C\.?V\.?$/i, ['S. A. de C. V.', 'SA DE CV', 's.a. de c.v']],
  [/\bS\.?A\.?$/i, ['S. A.', 'S.A', 'sa']],
  [/\bS\.?A\.?R\.?L\.?$/i, ['s.a.r.l.', 'S. A. R. L.', 'sarl']],
  [/\bS\.?R\.?L\.?$/i, ['S. R. L.', 's.r.l']],
  [/\bLtd\.?$/i, ['L.T.D.', 'Ltd .', 'Limited']],
  [/\bLimited$/i, ['Ltd.', 'L t d']],
];
function respellLegalForm(random: Random, name: string): string | null {
  const applicable = DOTTED_FORMS.filter(([pattern]) => pattern.test(name.trim()));
  if (applicable.length === 0) return null;
  const [pattern, spellings] = random.pick(applicable);
  return name.trim().replace(pattern, random.pick(spellings));
}

/** The neighbours a border zone's address may be given under (land borders of supplier countries). */
const NEIGHBOURS: Record<string, string[]> = {
  BD: ['IN', 'MM'],
  IN: ['BD', 'PK', 'NP', 'LK'],
  PK: ['IN', 'CN'],
  CN: ['VN', 'HK', 'MM', 'LA'],
  HK: ['CN'],
  VN: ['KH', 'CN', 'LA'],
  KH: ['VN', 'TH'],
  TH: ['KH', 'MM', 'MY'],
  MY: ['TH', 'SG', 'ID'],
  ID: ['MY', 'TL'],
  MM: ['TH', 'BD', 'CN'],
  LK: ['IN'],
  TR: ['BG', 'GR', 'SY'],
  HT: ['DO'],
  DO: ['HT'],
  SV: ['GT', 'HN'],
  GT: ['SV', 'HN', 'MX'],
  HN: ['GT', 'SV', 'NI'],
  NI: ['HN', 'CR'],
  MX: ['US', 'GT'],
  US: ['MX', 'CA'],
  CA: ['US'],
  EG: ['LY', 'SD'],
  JO: ['IL', 'SA'],
  MA: ['DZ', 'ES'],
  PT: ['ES'],
  ES: ['PT', 'FR'],
  IT: ['FR', 'CH'],
  FR: ['ES', 'IT', 'DE', 'BE'],
  DE: ['PL', 'CZ', 'FR', 'AT'],
  PL: ['DE', 'CZ'],
  CZ: ['DE', 'PL', 'SK'],
  RO: ['BG', 'MD'],
  BG: ['RO', 'TR'],
  ET: ['KE'],
  KE: ['ET', 'TZ'],
};
const neighbourOf = (random: Random, country: string) => random.pick(NEIGHBOURS[country] ?? ['US']);

/** A name the registry has not got (a rename: a new owner's): 'Evergreen' words on another brand. */
const NEW_NAMES = ['Meridian', 'Blue Ocean', 'Sapphire', 'Northstar', 'Crescent', 'Ever Bright', 'Golden Lotus'];
function renamed(random: Random, f: RegistryFacility): string {
  const fresh =
    `${random.pick(NEW_NAMES)} ${random.pick(TRADE_WORDS)} ${random.pick(['Ltd', 'Co., Ltd.', 'Inc.', ''])}`.trim();
  return random.pick([fresh, `${fresh} (formerly ${f.name})`, `${fresh} (ex. ${f.name.split(' ')[0]})`]);
}

/** A row of the real dirt: how it is made from a facility, and whether it names it. */
type DirtVariant = (
  random: Random,
  f: RegistryFacility,
  other: (f: RegistryFacility) => RegistryFacility,
) => { name: string; address: string; countryCode?: string } | null;

/**
 * The address as another list writes it (abbreviated, parts reordered, the last part left out),
 * never as registered: the at-address tier must not find the row for the name's tiers.
 */
function otherwiseWritten(random: Random, address: string): string {
  const ways = [
    () => abbreviate(random, address, ADDRESS_ABBREVIATIONS),
    () => reorderAddress(random, address),
    () => address.split(/,\s*/).slice(0, -1).join(', '),
    () => address.toUpperCase().replace(/,/g, ' '),
  ];
  for (const way of random.sample(ways, ways.length)) {
    const written = way();
    if (written && foldText(written) !== foldText(address)) return written;
  }
  return `${address} (main gate)`;
}

/** True matches: the facility written with real dirt (its address written otherwise, but for the address kinds). */
export const REAL_DIRT_MATCHES: Record<string, DirtVariant> = {
  'dirt: letters spaced out': (r, f) => ({ name: spaceOut(r, f.name), address: otherwiseWritten(r, f.address) }),
  'dirt: letters broken apart': (r, f) => ({ name: breakApart(r, f.name), address: otherwiseWritten(r, f.address) }),
  'dirt: name run together': (r, f) =>
    f.name.split(' ').length >= 2 ? { name: runAllTogether(r, f.name), address: otherwiseWritten(r, f.address) } : null,
  'dirt: address numbers glued': (r, f) => {
    const address = glueNumbers(r, f.address);
    return address === f.address ? null : { name: f.name, address };
  },
  'dirt: zone written another way': (r, f) => {
    const address = respellZone(r, f.address);
    return address ? { name: f.name, address } : null;
  },
  'dirt: legal form dotted or spaced': (r, f) => {
    const name = respellLegalForm(r, f.name);
    return name ? { name, address: otherwiseWritten(r, f.address) } : null;
  },
  'dirt: renamed at the same address (review)': (r, f) =>
    /(?<!\d)\d{1,4}(?!\d)/.test(f.address) ? { name: renamed(r, f), address: otherwiseWritten(r, f.address) } : null,
  "dirt: a neighbour's country code (review)": (r, f) => ({
    name: f.name,
    address: f.address,
    countryCode: neighbourOf(r, f.country_code),
  }),
};

/** Look-alikes of the real dirt: must not be matched automatically. */
export const REAL_DIRT_LOOK_ALIKES: Record<string, DirtVariant> = {
  'dirt look-alike: another brand spaced out': (r, f, other) => {
    const brand = distinctiveWord(f.name);
    const otherBrand = distinctiveWord(other(f).name);
    if (!brand || !otherBrand || foldText(brand) === foldText(otherBrand)) return null;
    return { name: spaceOut(r, f.name.replace(brand, otherBrand)), address: otherNumber(r, f.address) };
  },
  'dirt look-alike: another brand run together': (r, f, other) => {
    const brand = distinctiveWord(f.name);
    const otherBrand = distinctiveWord(other(f).name);
    if (!brand || !otherBrand || foldText(brand) === foldText(otherBrand) || f.name.split(' ').length < 2) return null;
    return { name: runAllTogether(r, f.name.replace(brand, otherBrand)), address: otherNumber(r, f.address) };
  },
  'dirt look-alike: another name, same street, other number': (r, f) =>
    /(?<!\d)\d{1,4}(?!\d)/.test(f.address) ? { name: renamed(r, f), address: otherNumber(r, f.address) } : null,
  "dirt look-alike: a neighbour's code, another address": (r, f, other) => ({
    name: f.name,
    address: other(f).address,
    countryCode: neighbourOf(r, f.country_code),
  }),
};

export const REAL_DIRT_KINDS = [...Object.keys(REAL_DIRT_MATCHES), ...Object.keys(REAL_DIRT_LOOK_ALIKES)];

/**
 * `perKind` cases of each real-dirt kind, of facilities drawn from `facilities` (a kind that
 * applies to few rows, a zone written in the address, tries up to 50 draws a case). A look-alike
 * that happens to equal a registered facility is dropped.
 */
export function buildRealDirtSet(
  random: Random,
  facilities: RegistryFacility[],
  perKind: number,
  source: EvaluationCase['source'],
  registry = facilities,
): EvaluationCase[] {
  const registered = registeredPlaces(registry);
  const other = otherNamesOfCountry(random, facilities);
  const cases: EvaluationCase[] = [];
  const kinds = [
    ...Object.entries(REAL_DIRT_MATCHES).map(([kind, make]) => ({ kind, make, match: true })),
    ...Object.entries(REAL_DIRT_LOOK_ALIKES).map(([kind, make]) => ({ kind, make, match: false })),
  ];
  for (const { kind, make, match } of kinds) {
    for (let made = 0, attempt = 0; made < perKind && attempt < perKind * 50; attempt++) {
      const f = random.pick(facilities);
      const row = make(random, f, other);
      if (!row) continue;
      const countryCode = row.countryCode ?? f.country_code;
      if (!match && registered.has(`${countryCode}|${normalizeName(row.name)}|${normalizeAddress(row.address)}`))
        continue;
      cases.push({
        kind,
        source,
        name: row.name,
        address: row.address,
        countryCode,
        expected: match ? f.os_id : null,
      });
      made++;
    }
  }
  return cases;
}
