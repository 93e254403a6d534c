import { describe, expect, it } from 'vitest';
import { closeDrawnArea, drawingFeatures } from './draw-area.ts';

describe('draw area', () => {
  it('closes three or more corners into a GeoJSON Polygon ring', () => {
    expect(
      closeDrawnArea([
        [90, 23],
        [91, 23],
        [91, 24],
      ]),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [90, 23],
          [91, 23],
          [91, 24],
          [90, 23],
        ],
      ],
    });
  });

  it('needs three distinct corners', () => {
    expect(closeDrawnArea([])).toBeNull();
    expect(
      closeDrawnArea([
        [90, 23],
        [91, 23],
      ]),
    ).toBeNull();
    expect(
      closeDrawnArea([
        [90, 23],
        [90, 23],
        [91, 23],
        [90, 23],
      ]),
    ).toBeNull();
  });

  it('does not repeat a corner clicked twice nor the closing corner', () => {
    expect(
      closeDrawnArea([
        [0, 0],
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    });
  });

  it('rounds positions to six decimals to keep links short', () => {
    const polygon = closeDrawnArea([
      [90.123456789, 23.987654321],
      [91, 23],
      [91, 24],
    ]);
    expect(polygon?.coordinates[0]?.[0]).toEqual([90.123457, 23.987654]);
  });

  it('shows the corners and the edges drawn so far', () => {
    expect(drawingFeatures([]).features).toEqual([]);
    const features = drawingFeatures([
      [0, 0],
      [1, 1],
    ]).features;
    expect(features.map((f) => f.geometry.type)).toEqual(['LineString', 'Point', 'Point']);
  });
});
