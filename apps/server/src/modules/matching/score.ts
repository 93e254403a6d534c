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

/** Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Two words are the same when equal, or one typo apart in words of five letters or more. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || /\d/.test(a) || /\d/.test(b)) return false;
  return editDistance(a, b, 1) <= 1;
}

/**
 * Words of `a` found in `b` (with a typo allowed) weighed by length, as a Dice coefficient:
 * word order and repeated words do not matter, each word pairs at most once.
 */
export function wordOverlap(a: string, b: string): number {
  const wa = a.split(' ').filter(Boolean);
  const wb = b.split(' ').filter(Boolean);
  if (wa.length === 0 || wb.length === 0) return 0;
  const used = new Array<boolean>(wb.length).fill(false);
  let shared = 0;
  for (const word of wa) {
    const index = wb.findIndex((other, k) => !used[k] && sameWord(word, other));
    if (index >= 0) {
      used[index] = true;
      shared += weight(word) + weight(wb[index]!);
    }
  }
  const total = wa.reduce((sum, w) => sum + weight(w), 0) + wb.reduce((sum, w) => sum + weight(w), 0);
  return shared / total;
}

/** Longer words say more; digits count like a short word. */
const weight = (word: string) => Math.min(1 + word.length / 4, 3);

/** Name similarity of two normalised names. */
export function nameSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  return Math.max(wordOverlap(a, b), trigramSimilarity(a, b), trigramSimilarity(sortWords(a), sortWords(b)) * 0.95);
}

/** Address similarity of two normalised addresses; different house numbers count against. */
export function addressSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const base = Math.max(wordOverlap(a, b), trigramSimilarity(a, b));
  const na = numbers(a);
  const nb = numbers(b);
  if (na.size > 0 && nb.size > 0 && ![...na].some((n) => nb.has(n))) return base * 0.75;
  return base;
}

const sortWords = (text: string) => text.split(' ').sort().join(' ');
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
  if (km === null) confidence = 0.65 * nameScore + 0.35 * addressScore;
  else confidence = 0.6 * nameScore + 0.3 * addressScore + 0.1 * distanceScore(km);
  // A weak name is not rescued by a shared street: neighbours share streets.
  if (nameScore < 0.5) confidence = Math.min(confidence, nameScore);
  return { nameScore, addressScore, distanceKm: km, confidence: round(confidence) };
}

const round = (value: number) => Math.round(value * 100000) / 100000;
