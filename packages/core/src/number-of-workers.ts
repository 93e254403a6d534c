/** Worker ranges offered by the number-of-workers filter (`/api/workers-ranges/`). */
export const WORKER_RANGES = ['Less than 1000', '1001-5000', '5001-10000', 'More than 10000'] as const;
export type WorkerRange = (typeof WORKER_RANGES)[number];

/** The bounds of each range, inclusive; `max` null is open-ended. The facility index reads these too. */
export const WORKER_RANGE_BOUNDS: readonly { label: WorkerRange; min: number; max: number | null }[] = [
  { label: 'Less than 1000', min: 1, max: 1000 },
  { label: '1001-5000', min: 1001, max: 5000 },
  { label: '5001-10000', min: 5001, max: 10000 },
  { label: 'More than 10000', min: 10001, max: null },
];

export interface WorkerCount {
  min: number;
  max: number;
}

/**
 * Spec part 1 §9: '5' gives min = max = 5; '3-10' (any dash, spaces allowed) gives 3 and 10.
 * Thousands separators are allowed ('1,200'). Undefined when the value is neither, when a
 * number is below 1, or when the range runs backwards.
 */
export function parseNumberOfWorkers(value: string): WorkerCount | undefined {
  const match = /^(\d{1,9})(?:\s*[-–—]\s*(\d{1,9}))?$/.exec(value.trim().replace(/(\d),(?=\d{3}\b)/g, '$1'));
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min < 1 || max < min) return undefined;
  return { min, max };
}

/** 'min - max' for a range, the number alone when min = max. */
export function formatNumberOfWorkers({ min, max }: WorkerCount): string {
  return min === max ? String(min) : `${min} - ${max}`;
}

/** The range label a number of workers falls in. */
export function workerRangeOf(workers: number): WorkerRange {
  const range = WORKER_RANGE_BOUNDS.find((bounds) => bounds.max === null || workers <= bounds.max);
  return range!.label;
}

/**
 * Every range a count overlaps: '800 - 1200' is both 'Less than 1000' and '1001-5000', so the
 * facility is found whichever of the two a visitor filters by.
 */
export function workerRangesOf({ min, max }: WorkerCount): WorkerRange[] {
  return WORKER_RANGE_BOUNDS.filter((bounds) => max >= bounds.min && (bounds.max === null || min <= bounds.max)).map(
    (bounds) => bounds.label,
  );
}
