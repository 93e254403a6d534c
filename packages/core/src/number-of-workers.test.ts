import { describe, expect, it } from 'vitest';
import {
  WORKER_RANGES,
  WORKER_RANGE_BOUNDS,
  formatNumberOfWorkers,
  parseNumberOfWorkers,
  workerRangeOf,
  workerRangesOf,
} from './number-of-workers.ts';

describe('number of workers', () => {
  it('offers the four ranges, whose bounds meet without gaps', () => {
    expect(WORKER_RANGES).toEqual(['Less than 1000', '1001-5000', '5001-10000', 'More than 10000']);
    expect(WORKER_RANGE_BOUNDS.map((bounds) => bounds.label)).toEqual([...WORKER_RANGES]);
    WORKER_RANGE_BOUNDS.slice(1).forEach((bounds, i) => expect(bounds.min).toBe(WORKER_RANGE_BOUNDS[i]!.max! + 1));
  });

  it('parses a number as min = max and a range as min and max', () => {
    expect(parseNumberOfWorkers('5')).toEqual({ min: 5, max: 5 });
    expect(parseNumberOfWorkers(' 3-10 ')).toEqual({ min: 3, max: 10 });
    expect(parseNumberOfWorkers('3 – 10')).toEqual({ min: 3, max: 10 });
    expect(parseNumberOfWorkers('1,200-2,500')).toEqual({ min: 1200, max: 2500 });
    expect(parseNumberOfWorkers('7-7')).toEqual({ min: 7, max: 7 });
  });

  it('refuses what is not a positive number or a forward range', () => {
    for (const value of ['', '0', '0-5', '10-3', '-5', '5-', '1.5', 'many', '12,34', '100 workers']) {
      expect(parseNumberOfWorkers(value), value).toBeUndefined();
    }
  });

  it("displays ranges as 'min - max'", () => {
    expect(formatNumberOfWorkers({ min: 3, max: 10 })).toBe('3 - 10');
    expect(formatNumberOfWorkers({ min: 7, max: 7 })).toBe('7');
    expect(formatNumberOfWorkers(parseNumberOfWorkers('100–250')!)).toBe('100 - 250');
  });

  it('maps a number to its range label', () => {
    expect([1, 999, 1000, 1001, 5000, 5001, 10000, 10001, 250000].map(workerRangeOf)).toEqual([
      'Less than 1000',
      'Less than 1000',
      'Less than 1000',
      '1001-5000',
      '1001-5000',
      '5001-10000',
      '5001-10000',
      'More than 10000',
      'More than 10000',
    ]);
  });

  it('maps a count to every range it overlaps', () => {
    expect(workerRangesOf({ min: 200, max: 200 })).toEqual(['Less than 1000']);
    expect(workerRangesOf({ min: 800, max: 1200 })).toEqual(['Less than 1000', '1001-5000']);
    expect(workerRangesOf({ min: 4000, max: 12000 })).toEqual(['1001-5000', '5001-10000', 'More than 10000']);
    expect(workerRangesOf({ min: 10001, max: 10001 })).toEqual(['More than 10000']);
  });
});
