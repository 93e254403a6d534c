// The labelled evaluation set of the matcher, generated from registry facilities: the same
// facility written the ways other contributors write it (true matches), and different facilities
// that share words, streets or names with a registered one (true non-matches).
import type { Random } from '../apps/server/src/db/seed/random.ts';
import { foldText, GENERIC_NAME_WORDS, isLegalWord, normalizeAddress, normalizeName } from '../apps/server/src/modules/matching/normalize.ts';
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
  name: string;
  address: string;
  countryCode: string;
  /** The facility this row is; null for a true non-match. */
  expected: string | null;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bLimited\b/gi, 'Ltd'], [/\bLtd\.?/gi, 'Limited'], [/\bCompany\b/gi, 'Co.'], [/\bCo\.,? Ltd\.?/gi, 'Company Limited'],
  [/\bPrivate\b/gi, 'Pvt'], [/\bPvt\.?/gi, 'Private'], [/\bCorporation\b/gi, 'Corp.'], [/\bIndustrial\b/gi, 'Ind.'],
];
const ADDRESS_ABBREVIATIONS: [RegExp, string][] = [
  [/\bRoad\b/gi, 'Rd'], [/\bRd\.?/gi, 'Road'], [/\bStreet\b/gi, 'St.'], [/\bSt\.?(?=\s|,|$)/gi, 'Street'], [/\bNo\. ?/gi, '#'],
  [/\bIndustrial\b/gi, 'Ind.'], [/\bDistrict\b/gi, 'Dist.'], [/\bAvenue\b/gi, 'Ave'], [/\bBuilding\b/gi, 'Bldg'],
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

type Variant = (random: Random, f: RegistryFacility) => { name: string; address: string };
const MATCH_VARIANTS: Record<string, Variant> = {
  exact: (_, f) => ({ name: f.name, address: f.address }),
  'upper case, no punctuation': (_, f) => ({ name: f.name.toUpperCase().replace(/[.,]/g, ''), address: f.address.toUpperCase().replace(/[.,]/g, ' ') }),
  'typo in name': (r, f) => ({ name: typo(r, f.name), address: f.address }),
  'typo in address': (r, f) => ({ name: f.name, address: typo(r, f.address) }),
  'typo in both': (r, f) => ({ name: typo(r, f.name), address: typo(r, f.address) }),
  'dropped word': (r, f) => ({ name: dropWord(r, f.name), address: f.address }),
  'swapped words': (r, f) => ({ name: swapWords(r, f.name), address: f.address }),
  'legal form abbreviated or written out': (r, f) => ({ name: abbreviate(r, f.name, ABBREVIATIONS), address: f.address }),
  'legal form dropped': (_, f) => ({ name: f.name.replace(/,?\s+(Co\.,? Ltd\.?|Company Limited|Limited|Ltd\.?|\(?Pvt\.?\)? Ltd\.?|Private Limited|Inc\.|LLC|S\.r\.l\.|GmbH|S\.A\.( de C\.V\.)?|Lda|SARL|A\.S\.|Corporation)$/i, '') || f.name, address: f.address }),
  'street abbreviations': (r, f) => ({ name: f.name, address: abbreviate(r, f.address, ADDRESS_ABBREVIATIONS) }),
  'address parts reordered': (r, f) => ({ name: f.name, address: reorderAddress(r, f.address) }),
  'accents removed': (_, f) => ({ name: stripAccents(f.name), address: stripAccents(f.address) }),
  'address shortened to its first parts': (_, f) => ({ name: f.name, address: f.address.split(/,\s*/).slice(0, -1).join(', ') || f.address }),
  'several changes': (r, f) => ({ name: abbreviate(r, typo(r, f.name.toUpperCase()), ABBREVIATIONS), address: reorderAddress(r, abbreviate(r, f.address, ADDRESS_ABBREVIATIONS)) }),
};

/** A different house number on the same street. */
const otherNumber = (random: Random, address: string) => address.replace(/\d+/, (n) => String(Number(n) + random.int(3, 60)));

let wordCounts = new Map<string, number>();
/** The word of a name fewest registered names share: its brand ('Hongda' in 'Dongguan Hongda Garment Co., Ltd.'). */
function distinctiveWord(name: string): string | undefined {
  const words = name.split(/[\s,.()]+/).filter((w) => /\p{L}{3,}/u.test(w) && !isLegalWord(foldText(w)) && !GENERIC_NAME_WORDS.has(foldText(w)));
  return words.sort((a, b) => (wordCounts.get(foldText(a)) ?? 0) - (wordCounts.get(foldText(b)) ?? 0) || b.length - a.length)[0];
}

/** Registered facilities of other names in the same country: where non-matches borrow their words. */
type Neighbours = (f: RegistryFacility) => RegistryFacility;
const NON_MATCH_VARIANTS: Record<string, (random: Random, f: RegistryFacility, other: Neighbours) => { name: string; address: string } | null> = {
  'another facility on the same street': (r, f, other) => ({ name: other(f).name, address: otherNumber(r, f.address) }),
  'same trade words, another brand, same town': (r, f, other) => {
    const brand = distinctiveWord(f.name);
    const otherBrand = distinctiveWord(other(f).name);
    if (!brand || !otherBrand || foldText(brand) === foldText(otherBrand) || editDistance(foldText(brand), foldText(otherBrand), 1) <= 1) return null;
    return { name: f.name.replace(brand, otherBrand), address: otherNumber(r, f.address) };
  },
  'same name, another town': (r, f, other) => {
    const elsewhere = other(f);
    return { name: f.name, address: elsewhere.address };
  },
};

/**
 * `count` cases, about two thirds true matches spread over the variants and one third true
 * non-matches. A generated non-match that happens to equal a registered facility is dropped.
 */
export function buildEvaluationSet(random: Random, facilities: RegistryFacility[], count: number): EvaluationCase[] {
  wordCounts = new Map();
  for (const f of facilities) for (const word of new Set(normalizeName(f.name).split(' '))) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
  const byCountry = new Map<string, RegistryFacility[]>();
  for (const f of facilities) byCountry.set(f.country_code, [...(byCountry.get(f.country_code) ?? []), f]);
  const registered = new Set(facilities.map((f) => `${f.country_code}|${normalizeName(f.name)}|${normalizeAddress(f.address)}`));
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
      cases.push({ kind, name, address, countryCode: f.country_code, expected: f.os_id });
    } else {
      const kind = random.pick(nonMatchKinds);
      const row = NON_MATCH_VARIANTS[kind]!(random, f, other);
      if (!row || registered.has(`${f.country_code}|${normalizeName(row.name)}|${normalizeAddress(row.address)}`)) continue;
      cases.push({ kind, ...row, countryCode: f.country_code, expected: null });
    }
  }
  return cases;
}
