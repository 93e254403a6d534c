import { describe, expect, it } from 'vitest';
import { distanceAndDirection } from './nearby-places.tsx';

describe('distanceAndDirection', () => {
  it('gives great-circle kilometres and one of eight compass directions', () => {
    // One degree of latitude is ~111.2 km.
    const north = distanceAndDirection([90, 23], [90, 24]);
    expect(north.km).toBeCloseTo(111.19, 1);
    expect(north.direction).toBe('N');
    expect(distanceAndDirection([90, 23], [90.5, 22.5]).direction).toBe('SE');
    expect(distanceAndDirection([90, 23], [89, 23]).direction).toBe('W');
    expect(distanceAndDirection([90.2667, 23.8917], [90.40232, 23.89154]).km).toBeCloseTo(13.8, 0);
  });
});
