/** Worker ranges offered by the number-of-workers filter (`/api/workers-ranges/`). */
export const WORKER_RANGES = ['Less than 1000', '1001-5000', '5001-10000', 'More than 10000'] as const;
export type WorkerRange = (typeof WORKER_RANGES)[number];

export interface WorkerCount {
  min: number;
  max: number;
}

/**
 * '5' gives min = max = 5; '3-10' (any dash, spaces allowed) gives 3 and 10. Undefined when the
 * value is neither, or a range runs backwards, or a number is below 1.
 */
export function parseNumberOfWorkers(value: string): WorkerCount | undefined {
  const match = /^\s*(\d{1,9})\s*(?:[-–—]\s*(\d{1,9})\s*)?$/.exec(value.replace(/,/g, ''));
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min < 1 || max < min) return undefined;
  return { min, max };
}

/** 'min - max', or the single number. */
export function formatNumberOfWorkers({ min, max }: WorkerCount): string {
  return min === max ? String(min) : `${min} - ${max}`;
}

/** The filter range a count falls in, judged by its upper bound. */
export function workerRangeOf({ max }: WorkerCount): WorkerRange {
  if (max <= 1000) return 'Less than 1000';
  if (max <= 5000) return '1001-5000';
  if (max <= 10000) return '5001-10000';
  return 'More than 10000';
}
