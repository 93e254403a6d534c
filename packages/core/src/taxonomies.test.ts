import { describe, expect, it } from 'vitest';
import { SECTORS, SECTOR_GROUPS, findSector } from './sectors.ts';
import { facilityTypesOf, findProcessingType, processingTypesOf } from './facility-types.ts';
import { formatNumberOfWorkers, parseNumberOfWorkers, workerRangeOf } from './number-of-workers.ts';

describe('sectors', () => {
  it('is one sorted set without duplicates, every sector in one group', () => {
    expect(new Set(SECTORS).size).toBe(SECTORS.length);
    expect(SECTORS.length).toBeGreaterThan(120);
    expect(SECTOR_GROUPS.flatMap((g) => g.sectors)).toHaveLength(SECTORS.length);
    expect(findSector(' apparel ')).toBe('Apparel');
    expect(findSector('T-shirts')).toBeUndefined();
  });
});

describe('facility and processing types', () => {
  it('looks up both ways', () => {
    expect(findProcessingType('sewing')).toBe('Sewing');
    expect(facilityTypesOf('Sewing')).toEqual(['Final Product Assembly']);
    expect(processingTypesOf('office / hq')).toContain('Office / HQ');
    expect(processingTypesOf('Spaceport')).toEqual([]);
  });
});

describe('number of workers', () => {
  it('parses a number or a range', () => {
    expect(parseNumberOfWorkers('5')).toEqual({ min: 5, max: 5 });
    expect(parseNumberOfWorkers(' 3 – 10 ')).toEqual({ min: 3, max: 10 });
    expect(parseNumberOfWorkers('1,200')).toEqual({ min: 1200, max: 1200 });
    expect(parseNumberOfWorkers('10-3')).toBeUndefined();
    expect(parseNumberOfWorkers('0')).toBeUndefined();
    expect(parseNumberOfWorkers('many')).toBeUndefined();
  });

  it('formats and ranges counts', () => {
    expect(formatNumberOfWorkers({ min: 3, max: 10 })).toBe('3 - 10');
    expect(formatNumberOfWorkers({ min: 7, max: 7 })).toBe('7');
    expect([500, 1000, 1001, 5000, 9000, 20000].map((max) => workerRangeOf({ min: 1, max }))).toEqual([
      'Less than 1000', 'Less than 1000', '1001-5000', '1001-5000', '5001-10000', 'More than 10000',
    ]);
  });
});
