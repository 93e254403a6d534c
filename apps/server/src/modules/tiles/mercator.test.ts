import { describe, expect, it } from 'vitest';
import { isValidTile, tileBounds, toTilePixel } from './mercator.ts';

describe('tile maths', () => {
  it('bounds the whole world at zoom 0', () => {
    const [west, south, east, north] = tileBounds({ z: 0, x: 0, y: 0 });
    expect([west, east]).toEqual([-180, 180]);
    expect(north).toBeCloseTo(85.0511, 3);
    expect(south).toBeCloseTo(-85.0511, 3);
  });

  it('places a point inside its tile', () => {
    // Dhaka at zoom 12 lies in tile 3076/1768.
    const tile = { z: 12, x: 3076, y: 1768 };
    const [west, south, east, north] = tileBounds(tile);
    expect(90.4 > west && 90.4 < east && 23.84 > south && 23.84 < north).toBe(true);
    const [px, py] = toTilePixel(tile, 90.4, 23.84);
    expect(px).toBeGreaterThanOrEqual(0);
    expect(px).toBeLessThanOrEqual(4096);
    expect(py).toBeGreaterThanOrEqual(0);
    expect(py).toBeLessThanOrEqual(4096);
  });

  it('rejects addresses outside the map', () => {
    expect(isValidTile({ z: 2, x: 3, y: 3 })).toBe(true);
    expect(isValidTile({ z: 2, x: 4, y: 0 })).toBe(false);
    expect(isValidTile({ z: 23, x: 0, y: 0 })).toBe(false);
  });
});
