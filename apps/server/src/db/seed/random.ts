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
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Picks by cumulative weights built once with `cumulative`. */
    pickWeighted: <T>(items: readonly T[], cumulativeWeights: readonly number[]): T => {
      const target = next() * cumulativeWeights[cumulativeWeights.length - 1]!;
      let low = 0;
      let high = cumulativeWeights.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (cumulativeWeights[mid]! < target) low = mid + 1;
        else high = mid;
      }
      return items[low]!;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}
