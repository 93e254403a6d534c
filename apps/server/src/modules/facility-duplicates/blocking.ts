import type { Slicer } from './slicer.ts';

/**
 * Which facilities of one country are worth scoring against each other. Scoring every pair is
 * out of reach (a country of 200,000 facilities has 2 * 10^10 pairs), so each facility is given
 * keys that a duplicate most likely shares with it, and only facilities sharing a key are
 * compared: a rare word of the name, that word one letter away (a typo or another
 * transliteration), the whole name without its spaces ('g r e e n v a l l e y'), the address
 * without its spaces, and its first part or two. A key held by many facilities ('garments',
 * 'road') tells nothing and is dropped; of the rest, the facilities sharing the rarest keys come
 * first and the best few alike enough go on to scoring (the matcher's own, see finder.ts).
 */

export interface BlockedFacility {
  osId: string;
  name: string;
  address: string;
}

/** A key held by more facilities than this names no one place. */
export const MAX_KEY_HOLDERS = 60;
/** Facilities compared with each facility, those sharing the rarest keys first. */
export const CANDIDATES_PER_FACILITY = 8;
/** Words this short are not keys (their letter-away variants would match anything). */
const MIN_WORD_LENGTH = 3;
/** Words from this length get keys one letter away. */
const TYPO_WORD_LENGTH = 5;

/** Lower case, accents off, anything but letters and digits a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 32-bit FNV-1a: keys are kept as numbers (a collision only adds a pair to score). */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The word with each letter left out in turn: two words one typo apart share one of these. */
function lettersLeftOut(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

/** The facility's keys before rarity is known (words one letter away come after their word is found rare); `name` and `address` folded. */
function baseKeys(facility: BlockedFacility, name: string, address: string): { words: string[]; whole: string[] } {
  const words = [...new Set(name.split(' ').filter((word) => word.length >= MIN_WORD_LENGTH))];
  const whole = [`n:${name.replaceAll(' ', '')}`];
  const compactAddress = address.replaceAll(' ', '');
  if (compactAddress.length >= 6) whole.push(`a:${compactAddress}`);
  // The address's first part, and its first two: another list leaves the town or the district out.
  const parts = facility.address.split(',').map((part) => foldText(part).replaceAll(' ', ''));
  if (parts.length > 1 && parts[0]!.length >= 8) whole.push(`a:${parts[0]}`);
  if (parts.length > 2) whole.push(`a:${parts[0]}${parts[1]}`);
  return { words, whole };
}

/**
 * A cheap look before the matcher's scoring, which costs some 0.2 ms a pair: most pairs sharing a
 * rare word are other places ('Yantai Honghong Textiles' / 'Longhong Toys (Yantai)'). Kept when
 * the names, spaces removed, share this much of their letter pairs (Dice), or the addresses do.
 * On the 20,000 demo this keeps 60 % of the pairs and every one the matcher scores 0.63 or more.
 */
const NAME_LIKENESS = 0.45;
const ADDRESS_LIKENESS = 0.65;

/** The letter pairs of a text without its spaces, as sorted numbers. */
function letterPairs(folded: string): Uint32Array {
  const compact = folded.replaceAll(' ', '');
  const pairs = new Uint32Array(Math.max(compact.length - 1, 0));
  for (let i = 0; i < pairs.length; i++) pairs[i] = compact.charCodeAt(i) * 65_536 + compact.charCodeAt(i + 1);
  return pairs.sort();
}

/** Dice coefficient of two sorted multisets. */
function dice(a: Uint32Array, b: Uint32Array): number {
  if (a.length + b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return (2 * shared) / (a.length + b.length);
}

export interface BlockingResult {
  /** Pairs to score, as indexes into the facilities, each once and the lower index first. */
  pairs: [number, number][];
}

/**
 * Pairs of the facilities worth scoring. With `only` (indexes of the facilities being checked
 * again, the incremental check), only pairs with one of them. A country's facilities take
 * seconds: the work gives the event loop back whenever `slicer` says.
 */
export async function candidatePairs(
  facilities: readonly BlockedFacility[],
  slicer: Slicer,
  only?: ReadonlySet<number>,
): Promise<BlockingResult> {
  const wordHolders = new Map<string, number>();
  const names: Uint32Array[] = [];
  const addresses: Uint32Array[] = [];
  const prepared: { words: string[]; whole: string[] }[] = [];
  for (const facility of facilities) {
    if (slicer.due()) await slicer.pause();
    const [name, address] = [foldText(facility.name), foldText(facility.address)];
    const keys = baseKeys(facility, name, address);
    names.push(letterPairs(name));
    addresses.push(letterPairs(address));
    for (const word of keys.words) wordHolders.set(word, (wordHolders.get(word) ?? 0) + 1);
    prepared.push(keys);
  }
  const holders = new Map<number, number[]>();
  const keysOf: number[][] = [];
  for (const [index, { words, whole }] of prepared.entries()) {
    if (slicer.due()) await slicer.pause();
    const keys = new Set<number>();
    for (const key of whole) keys.add(hashKey(key));
    for (const word of words) {
      if (wordHolders.get(word)! > MAX_KEY_HOLDERS) continue;
      keys.add(hashKey(`w:${word}`));
      if (word.length >= TYPO_WORD_LENGTH) {
        // Under the word itself too, so a letter added or dropped meets it.
        keys.add(hashKey(`t:${word}`));
        for (const variant of lettersLeftOut(word)) keys.add(hashKey(`t:${variant}`));
      }
    }
    const list = [...keys];
    keysOf.push(list);
    for (const key of list) {
      const held = holders.get(key);
      if (held) {
        if (held.length <= MAX_KEY_HOLDERS) held.push(index);
      } else holders.set(key, [index]);
    }
  }
  const pairs: [number, number][] = [];
  const seen = new Set<number>();
  const support = new Map<number, number>();
  const pairKey = (a: number, b: number) => a * facilities.length + b;
  for (let index = 0; index < facilities.length; index++) {
    if (only && !only.has(index)) continue;
    if (slicer.due()) await slicer.pause();
    support.clear();
    for (const key of keysOf[index]!) {
      const held = holders.get(key)!;
      if (held.length < 2 || held.length > MAX_KEY_HOLDERS) continue;
      const weight = 1 / held.length;
      for (const other of held) if (other !== index) support.set(other, (support.get(other) ?? 0) + weight);
    }
    // The rarest shared keys first; of those, the first few alike enough to be worth scoring.
    const ranked = [...support.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    let taken = 0;
    for (const [other] of ranked) {
      if (taken === CANDIDATES_PER_FACILITY) break;
      if (
        dice(names[index]!, names[other]!) < NAME_LIKENESS &&
        dice(addresses[index]!, addresses[other]!) < ADDRESS_LIKENESS
      )
        continue;
      taken++;
      const [a, b] = index < other ? [index, other] : [other, index];
      const key = pairKey(a, b);
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([a, b]);
    }
  }
  return { pairs };
}
