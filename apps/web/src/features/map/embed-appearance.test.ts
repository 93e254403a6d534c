import { describe, expect, it } from 'vitest';
import { facilityLayers, gridColors } from './embed-appearance.ts';
import { gridLegend } from './grid-legend.ts';
import { GRID_COLORS } from './search-map-layers.ts';

describe("an embedded map's grid colours", () => {
  const appearance = { markerColor: '#00A651', selectedMarkerColor: '#FF0000', silver: false };

  it('are the same in the legend as on the squares', () => {
    const paint = facilityLayers(appearance).grid.paint?.['fill-color'] as unknown[];
    const squares = [paint[2], paint[4], paint[6], paint[8]];
    expect(gridLegend(gridColors(appearance)).map((row) => row.color)).toEqual(squares);
    expect(squares).toEqual(['#b3e4cb', '#73ce9f', '#33b874', '#00a651']);
  });

  it("are the registry's own without an embed", () => {
    expect(gridColors(undefined)).toBe(GRID_COLORS);
    expect(gridLegend().map((row) => row.color)).toEqual([...GRID_COLORS]);
  });
});
