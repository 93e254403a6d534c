import { GENERIC_ADDRESS_WORDS, GENERIC_NAME_WORDS, isLegalCompound, isLegalWord } from './normalize.ts';
import { RESPACED_GAIN, RESPACED_MAX, RUN_TOGETHER, WEAK_NAME } from './tuning.ts';
export { WEAK_NAME } from './tuning.ts';

/**
 * Similarity of two normalised facilities: name, address and distance, each 0..1, combined into
 * one confidence. Pure functions, so the evaluation in `npm run bench` measures exactly these.
 */

/** Trigrams of each word the way pg_trgm makes them (two spaces before, one after). */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  }
  return result;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Optimal-string-alignment distance (a swap of neighbours is one edit), stopping once past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How alike two words are, 0..1: 1 when equal, one typo apart with five letters or more, or
 * spelt as another transliteration would ('chowdhury' / 'choudhury', 'duc' / 'dooc'); 0.8 for
 * one letter dropped, added or swapped in a short word ('bli' / 'bali', 'maat' / 'mata': a
 * changed letter there makes another word, 'alfa' / 'alma'); 0 otherwise, and always for numbers.
 */
export function wordLikeness(a: string, b: string): number {
  if (a === b) return 1;
  if (/\d/.test(a) || /\d/.test(b)) return 0;
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  if (shorter < 3) return 0;
  if (shorter >= 4 && longer >= 5 && oneEditApart(a, b)) return 1;
  if (sameSound(a, b)) return 1;
  if (longer >= 4 && longer <= 5 && oneEditApart(a, b) && (a.length !== b.length || sorted(a) === sorted(b)))
    return 0.8;
  return 0;
}

/** At most one edit apart; one edit leaves the first or the last letter as it was, which is checked first (most pairs differ in both). */
const oneEditApart = (a: string, b: string) => (a[0] === b[0] || a.at(-1) === b.at(-1)) && editDistance(a, b, 1) <= 1;

const sorted = (word: string) => [...word].sort().join('');

/** Letters that transliterations of one sound differ by, folded to one ('ph' and 'f', 'oo' and 'u'). */
const SOUNDS: [RegExp, string][] = [
  [/tch/g, 'ch'],
  [/ph/g, 'f'],
  [/zh/g, 'j'],
  [/([sktdg])h/g, '$1'],
  [/ck/g, 'k'],
  [/ks/g, 'x'],
  [/ee/g, 'i'],
  [/(?:oo|ou|ow)/g, 'u'],
  [/e[iy]/g, 'ei'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/q/g, 'k'],
  [/c/g, 'k'],
  [/z/g, 's'],
  [/j/g, 'g'],
  [/(\p{L})\1/gu, '$1'],
];
/** Folded words, kept: scoring compares each word with many (cleared past SOUNDS_KEPT words). */
const sounds = new Map<string, string>();
const SOUNDS_KEPT = 50_000;
function soundOf(word: string): string {
  let folded = sounds.get(word);
  if (folded === undefined) {
    if (sounds.size >= SOUNDS_KEPT) sounds.clear();
    folded = SOUNDS.reduce((value, [pattern, sound]) => value.replace(pattern, sound), word);
    sounds.set(word, folded);
  }
  return folded;
}

/** Spelt alike once transliteration's letters are folded: the same, or one typo apart in longer words. */
function sameSound(a: string, b: string): boolean {
  const sa = soundOf(a);
  const sb = soundOf(b);
  return sa === sb || (Math.min(sa.length, sb.length) >= 5 && oneEditApart(sa, sb));
}

type WordWeight = (word: string) => number;

/** Longer words say more; generic words little. */
const wordWeight =
  (generic: Set<string>): WordWeight =>
  (word) =>
    generic.has(word) ? 0.4 : Math.min(1 + word.length / 4, 3);

/** Neighbouring words written as one on the other side ('hong da' / 'hongda') are joined. */
function joinSplitWords(words: string[], other: Set<string>): string[] {
  const result: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i]! + (words[i + 1] ?? '');
    if (i + 1 < words.length && other.has(joined)) {
      result.push(joined);
      i++;
    } else result.push(words[i]!);
  }
  return result;
}

/** Initials written apart are one word: 'T.M.I Egypt' folds to 't m i egypt', and is 'tmi egypt'. */
function joinInitials(words: string[]): string[] {
  const result: string[] = [];
  let initials = false;
  for (const word of words) {
    const initial = word.length === 1 && !/\d/.test(word);
    if (initial && initials) result[result.length - 1] += word;
    else result.push(word);
    initials = initial;
  }
  return result;
}

/**
 * A word that is a word of the other side with a legal form written onto it ('unipaxco' for
 * 'unipax', 'ptutama' for 'utama'; normalizeName cannot drop such forms) is that word.
 */
function unglueLegalForms(words: string[], other: Set<string>): string[] {
  return words.map((word) => {
    if (other.has(word)) return word;
    for (let at = 2; at <= word.length - 2; at++) {
      const [head, tail] = [word.slice(0, at), word.slice(at)];
      if (other.has(head) && (isLegalWord(tail) || isLegalCompound(tail))) return head;
      if (other.has(tail) && isLegalWord(head)) return tail;
    }
    return word;
  });
}

/**
 * Words of `a` found in `b` (a typo allowed) as a weighted Dice coefficient: word order and
 * repeated words do not matter, each word pairs at most once.
 */
export function wordOverlap(a: string, b: string, weight: WordWeight = wordWeight(new Set())): number {
  const { shared, totalA, totalB } = pairWords(a, b, weight);
  return totalA + totalB === 0 ? 0 : (2 * shared) / (totalA + totalB);
}

interface Paired {
  shared: number;
  totalA: number;
  totalB: number;
  /** Words of each side paired with none of the other's. */
  leftA: string[];
  leftB: string[];
}

/**
 * The last two names paired: weighEvidence's otherNameWords pairs the very names compareNames
 * paired for the score a moment before (the addresses are paired in between).
 */
let lastNames: { a: string; b: string; paired: Paired } | null = null;

/** Weight of the words both share (counted once per side's word), and each side's total weight. */
function pairWords(a: string, b: string, weight: WordWeight): Paired {
  if (weight !== nameWeight) return pairWordsOnce(a, b, weight);
  if (lastNames?.a !== a || lastNames.b !== b) lastNames = { a, b, paired: pairWordsOnce(a, b, weight) };
  return lastNames.paired;
}

function pairWordsOnce(a: string, b: string, weight: WordWeight): Paired {
  let wa = a.split(' ').filter(Boolean);
  let wb = b.split(' ').filter(Boolean);
  if (wa.length === 0 || wb.length === 0) return { shared: 0, totalA: 0, totalB: 0, leftA: wa, leftB: wb };
  wa = joinInitials(wa);
  wb = joinInitials(wb);
  wa = unglueLegalForms(joinSplitWords(wa, new Set(wb)), new Set(wb));
  wb = unglueLegalForms(joinSplitWords(wb, new Set(wa)), new Set(wa));
  const used = new Array<boolean>(wb.length).fill(false);
  const leftA: string[] = [];
  let shared = 0;
  for (const word of wa) {
    let index = wb.findIndex((other, k) => !used[k] && other === word);
    let likeness = 1;
    if (index < 0) {
      // The likest unpaired word, the first of equals.
      likeness = 0;
      wb.forEach((other, k) => {
        const value = used[k] ? 0 : wordLikeness(word, other);
        if (value > likeness) [index, likeness] = [k, value];
      });
    }
    if (index >= 0) {
      used[index] = true;
      shared += (likeness * (weight(word) + weight(wb[index]!))) / 2;
    } else leftA.push(word);
  }
  const totalA = wa.reduce((sum, w) => sum + weight(w), 0);
  const totalB = wb.reduce((sum, w) => sum + weight(w), 0);
  return { shared, totalA, totalB, leftA, leftB: wb.filter((_, k) => !used[k]) };
}

/**
 * A word of each name that the other lacks (nor any word like it), both trade words ('raduga
 * weaving' / 'raduga wear', 'siam fabrics' / 'siam knit composite': one company's other unit or
 * trade) or both not ('yi duo cai tai garment' / 'yi chang tai garment': another brand of like
 * words). Numbers and single letters aside (unit numbers and initials are read apart), and a word
 * the other name has elsewhere. Not the same name with words left out or added ('hoa binh' /
 * 'hoa binh wear', 'golden bear toys formerly pearl river toys' / 'pearl river toys factory').
 */
export function otherNameWords(a: string, b: string): [string, string] | null {
  const { leftA, leftB } = pairWords(a, b, nameWeight);
  const telling = (other: string) => {
    const words = new Set(other.split(' '));
    return (word: string) => word.length >= 2 && !/\d/.test(word) && !words.has(word);
  };
  const [ta, tb] = [leftA.filter(telling(b)), leftB.filter(telling(a))];
  for (const trade of [true, false]) {
    const x = ta.find((word) => GENERIC_NAME_WORDS.has(word) === trade);
    const y = tb.find((word) => GENERIC_NAME_WORDS.has(word) === trade);
    if (x && y) return [x, y];
  }
  return null;
}

/** What a word of a name weighs in nameSimilarity. */
export const nameWeight = wordWeight(GENERIC_NAME_WORDS);
const addressWeight = wordWeight(GENERIC_ADDRESS_WORDS);

/** Name similarity of two normalised names: the distinctive words decide. */
export function nameSimilarity(a: string, b: string): number {
  return compareNames(a, b).score;
}

/**
 * Name similarity, and whether it was read with the spaces of one side ignored: a name spaced
 * out or broken by PDF or OCR extraction ('gree n val ley te xtiles'), or run together
 * ('greenvalleytextiles'), read as the words of the other ('green valley textiles'). Each side's
 * letters are cut into the other's words where they spell them (the rest stay words of their
 * own), and compared word by word as usual, so generic and distinctive words weigh as they do.
 */
export function compareNames(a: string, b: string): { score: number; respaced: boolean } {
  if (a === b) return { score: 1, respaced: false };
  const score = wordOverlap(a, b, nameWeight);
  if (score >= 1 || !mayBeRespaced(a, b)) return { score, respaced: false };
  // The same letters in other words ('gree n val ley' / 'green valley'): the words already pair.
  if (a.replace(/ /g, '') === b.replace(/ /g, '')) return { score: RESPACED_MAX, respaced: true };
  const respaced = Math.max(
    looksBroken(a) ? wordOverlap(cutInto(a, b), b, nameWeight) : 0,
    looksBroken(b) ? wordOverlap(a, cutInto(b, a), nameWeight) : 0,
  );
  // Below the word score's own, or barely above it, spaces were not what kept them apart.
  return respaced > score + RESPACED_GAIN
    ? { score: Math.min(respaced, RESPACED_MAX), respaced: true }
    : { score, respaced: false };
}

/**
 * Whether either name looks spaced out or run together: a piece of one or two letters, three or
 * more pieces of three, or a word of twelve letters or more that the other lacks; and both hold
 * about as many letters. Most pairs are neither, and are not cut.
 */
function mayBeRespaced(a: string, b: string): boolean {
  const la = a.replace(/ /g, '').length;
  const lb = b.replace(/ /g, '').length;
  if (Math.min(la, lb) < 4 || Math.min(la, lb) / Math.max(la, lb) < 0.6) return false;
  return looksBroken(a) || looksBroken(b);
}

/** A normalised name with pieces of words (see mayBeRespaced). */
export function looksBroken(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  let pieces = 0;
  let short = 0;
  for (const word of words) {
    if (/\d/.test(word)) continue;
    if (word.length <= 2) pieces++;
    else if (word.length === 3) short++;
    else if (word.length >= 12) return true;
  }
  return pieces >= 1 || short >= 3 || (words.length === 1 && words[0]!.length >= 9);
}

/**
 * Whether a normalised name is worth looking up again with its letters respelled (queries.ts,
 * one more statement or two): stricter than looksBroken, which only gates scoring. A lone letter
 * ('gree n val ley'), three pieces of up to three letters, or a word of RUN_TOGETHER letters or
 * more that is no trade word ('greenvalleytextiles'); not initials ('HK Footwear', 'MJ Knit'),
 * which 14 % of the realistic seed's names have.
 */

export function needsRespelling(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  let short = 0;
  for (const word of words) {
    if (/\d/.test(word)) continue;
    if (word.length === 1) return true;
    if (word.length <= 3) short++;
    else if (word.length >= RUN_TOGETHER && !GENERIC_NAME_WORDS.has(word)) return true;
  }
  return short >= 3;
}

/**
 * `name`'s letters without spaces cut into `other`'s words wherever they spell them (longest
 * first, at most one piece of letters between): the fewest letters left over, then the fewest
 * words. The letters left over between two words are one word. Legal forms left glued on are dropped.
 */
export function cutInto(name: string, other: string): string {
  const letters = name.replace(/ /g, '');
  const known = new Set(other.split(' ').filter((word) => word.length >= 2));
  const longest = Math.max(0, ...[...known].map((word) => word.length));
  // best[i]: the cut of letters[0, i) — leftover letters, word count, words.
  const best: { left: number; count: number; words: string[]; open: boolean }[] = [
    { left: 0, count: 0, words: [], open: false },
  ];
  for (let i = 1; i <= letters.length; i++) {
    const prev = best[i - 1]!;
    // A letter left over: added to the open leftover word, or starting one.
    let choice = {
      left: prev.left + 1,
      count: prev.count + (prev.open ? 0 : 1),
      words: prev.open
        ? [...prev.words.slice(0, -1), prev.words.at(-1)! + letters[i - 1]]
        : [...prev.words, letters[i - 1]!],
      open: true,
    };
    for (let length = 2; length <= Math.min(longest, i); length++) {
      const word = letters.slice(i - length, i);
      if (!known.has(word)) continue;
      const from = best[i - length]!;
      const candidate = { left: from.left, count: from.count + 1, words: [...from.words, word], open: false };
      if (candidate.left < choice.left || (candidate.left === choice.left && candidate.count < choice.count))
        choice = candidate;
    }
    best[i] = choice;
  }
  return best[letters.length]!.words.filter((word) => !isLegalWord(word) && !isLegalCompound(word)).join(' ');
}

/**
 * Address similarity of two normalised addresses: half Dice, half containment, since lists often
 * leave out parts (the town, the zone). Numbers are compared apart: a house or plot number on one
 * side that the other lacks counts against, a wholly different set more so.
 */
export function addressSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const { shared, totalA, totalB } = pairWords(words(a), words(b), addressWeight);
  const base =
    totalA === 0 || totalB === 0 ? 0 : shared / (totalA + totalB) + (0.5 * shared) / Math.min(totalA, totalB);
  const na = numbers(a);
  const nb = numbers(b);
  if (na.size === 0 || nb.size === 0) return base;
  const sharedNumbers = [...na].filter((n) => nb.has(n)).length;
  if (sharedNumbers === 0) return base * 0.6;
  if (sharedNumbers < Math.min(na.size, nb.size)) return base * 0.8;
  return Math.min(1, base * 0.8 + 0.2);
}

const words = (text: string) => text.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim();
const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance as a score: 1 when close, falling past a few kilometres. Geocoded points are often
 * only city-level, so distance mostly separates towns rather than buildings.
 */
export function distanceScore(km: number): number {
  if (km <= 2) return 1;
  if (km >= 100) return 0;
  return Math.max(0, 1 - Math.log10(km / 2) / Math.log10(50));
}

export interface Scores {
  nameScore: number;
  addressScore: number;
  distanceKm: number | null;
  confidence: number;
}

/** One confidence from the three scores: the name leads, the address confirms, distance separates towns. */
export function combineScores(nameScore: number, addressScore: number, km: number | null): Scores {
  let confidence: number;
  if (km === null) confidence = 0.6 * nameScore + 0.4 * addressScore;
  else confidence = 0.55 * nameScore + 0.35 * addressScore + 0.1 * distanceScore(km);
  // A weak name is not rescued by a shared street: neighbours share streets.
  if (nameScore < WEAK_NAME) confidence = Math.min(confidence, nameScore);
  return { nameScore, addressScore, distanceKm: km, confidence: round(confidence) };
}

const round = (value: number) => Math.round(value * 100000) / 100000;
