import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatDistanceKm,
  isAdjustableMatchStatus,
  LOCATION_MESSAGES,
  locationProblems,
  MERGE_MESSAGES,
  mergePickProblem,
  parseCoordinate,
} from './facility-admin.ts';

describe('facility admin rules', () => {
  it('parses typed coordinates: numbers only', () => {
    expect(parseCoordinate(' 23.81 ')).toBe(23.81);
    expect(parseCoordinate('-.5')).toBe(-0.5);
    expect(parseCoordinate('+90')).toBe(90);
    expect(parseCoordinate(12)).toBe(12);
    for (const bad of ['', 'north', '1e3', '12,5', '1.2.3', null, undefined, Number.NaN, Infinity])
      expect(parseCoordinate(bad)).toBeNull();
  });

  it('checks a new location: both values, the ranges, then that it moved', () => {
    const current = { lat: 23.81, lng: 90.41 };
    expect(locationProblems(null, 90, current)).toEqual([LOCATION_MESSAGES.required]);
    expect(locationProblems(90.01, 180.5, current)).toEqual([LOCATION_MESSAGES.lat, LOCATION_MESSAGES.lng]);
    expect(locationProblems(-90, -180, current)).toEqual([]);
    expect(locationProblems(23.81, 90.41, current)).toEqual([LOCATION_MESSAGES.unchanged]);
    expect(locationProblems(23.81, 90.42, current)).toEqual([]);
  });

  it('measures the distance in km with 2 decimals', () => {
    // Dhaka to Chittagong, about 216 km as the crow flies.
    const km = distanceKm({ lat: 23.8103, lng: 90.4125 }, { lat: 22.3569, lng: 91.7832 });
    expect(km).toBeGreaterThan(212);
    expect(km).toBeLessThan(220);
    expect(formatDistanceKm(km)).toMatch(/^\d{3}\.\d{2} km$/);
    expect(formatDistanceKm(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 0 }))).toBe('0.00 km');
  });

  it('refuses the same facility on both sides of a merge with the side-specific message', () => {
    expect(mergePickProblem('target', 'A', 'A')).toBe(MERGE_MESSAGES.alreadyMerge);
    expect(mergePickProblem('merge', 'A', 'A')).toBe(MERGE_MESSAGES.alreadyTarget);
    expect(mergePickProblem('merge', 'A', 'B')).toBeNull();
    expect(mergePickProblem('merge', 'A', null)).toBeNull();
  });

  it('adjusts only AUTOMATIC, CONFIRMED and MERGED matches', () => {
    expect(['PENDING', 'AUTOMATIC', 'CONFIRMED', 'REJECTED', 'MERGED'].filter(isAdjustableMatchStatus)).toEqual([
      'AUTOMATIC',
      'CONFIRMED',
      'MERGED',
    ]);
  });
});
