import { describe, expect, it } from 'vitest';
import { distanceAndDirection, nearest } from './nearby-places.tsx';

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

describe('nearest', () => {
  it('names each place once, at its nearest copy, the three nearest first', () => {
    const places = [
      { name: 'Far', lng: 91, lat: 23 },
      { name: 'Tungi', lng: 90.40232, lat: 23.89154 },
      { name: 'Sayani', lng: 90.16972, lat: 23.79119 },
      { name: 'Tungi', lng: 90.40232, lat: 23.89154 },
      { name: 'Khanbaniara', lng: 90.18382, lat: 23.78225 },
    ];
    expect(
      nearest([90.2667, 23.8917], places).map((place) => `${place.name} ${Math.round(place.km)} km ${place.direction}`),
    ).toEqual(['Tungi 14 km E', 'Khanbaniara 15 km SW', 'Sayani 15 km SW']);
  });
});
