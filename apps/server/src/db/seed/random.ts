/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Picks by cumulative weights built once with `cumulative`. */
    pickWeighted: <T>(items: readonly T[], cumulativeWeights: readonly number[]): T => {
      const target = next() * cumulativeWeights[cumulativeWeights.length - 1]!;
      let low = 0;
      let high = cumulativeWeights.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (cumulativeWeights[mid]! <= target) low = mid + 1;
        else high = mid;
      }
      return items[low]!;
    },
    /** `count` distinct items (fewer when there are fewer), in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      for (let i = 0; i < taken; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, taken);
    },
    /** A version-4 UUID from the seeded stream, for ids the database would otherwise randomise. */
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '4';
      hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

const DAY = 86_400_000;

/** A moment on a day between two dates (inclusive), for created_at values. */
export function dateBetween(random: Random, from: Date, to: Date): Date {
  const days = Math.floor((to.getTime() - from.getTime()) / DAY);
  return new Date(
    from.getTime() + random.int(0, days) * DAY + random.int(7, 18) * 3_600_000 + random.int(0, 3599) * 1000,
  );
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/**
 * A day `minDays` to `maxDays` after `from`, but never after `latest`: near `latest` the window
 * shrinks (to `from` itself at worst), so nothing lands in the future of the data set.
 */
export function daysAfter(random: Random, from: Date, minDays: number, maxDays: number, latest: Date): Date {
  const room = Math.floor((latest.getTime() - from.getTime()) / DAY);
  const max = Math.max(0, Math.min(maxDays, room));
  return addDays(from, random.int(Math.min(minDays, max), max));
}
