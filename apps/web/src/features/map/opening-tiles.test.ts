import { describe, expect, it } from 'vitest';
import { openingViewTiles, tileUrl } from './opening-tiles.ts';

describe("the opening view's tiles", () => {
  it('are the zoom-2 tiles a map beside the search results touches, as MapLibre asks for them', () => {
    // The search page at 1400 × 900: a 660 × 836 px map (MapLibre asked for these six).
    expect(openingViewTiles(660, 836, 11)).toEqual([
      { z: 2, x: 1, y: 0 },
      { z: 2, x: 1, y: 1 },
      { z: 2, x: 1, y: 2 },
      { z: 2, x: 2, y: 0 },
      { z: 2, x: 2, y: 1 },
      { z: 2, x: 2, y: 2 },
    ]);
  });

  it('stop at the edges of the one world copy', () => {
    const tiles = openingViewTiles(4000, 4000, 11);
    expect(tiles).toHaveLength(16);
    expect(tiles.every(({ x, y }) => x >= 0 && x <= 3 && y >= 0 && y <= 3)).toBe(true);
  });

  it('fill a template', () => {
    expect(tileUrl('/tile/facilitygrid/7/{z}/{x}/{y}.pbf?countries=CN', { z: 2, x: 1, y: 0 })).toBe(
      '/tile/facilitygrid/7/2/1/0.pbf?countries=CN',
    );
  });
});
