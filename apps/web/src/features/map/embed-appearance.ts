import type { CircleLayerSpecification, ExpressionSpecification, FillLayerSpecification } from 'maplibre-gl';
import { seaColor, SILVER_COLORS } from '@/components/map/offline-base-style.ts';
import { gridColorRamp } from '@registry/core/embed-config';
import {
  CLOSED_MARKER_COLOR,
  facilitiesLayer,
  GRID_COLORS,
  gridFillColor,
  gridLayer,
  selectedFacilityLayer,
} from './search-map-layers.ts';

/** An embedded map's look: the contributor's colour for grid and markers and, at level 2 and up, the silver base map. */
export interface MapAppearance {
  markerColor: string;
  selectedMarkerColor: string;
  silver: boolean;
}

/** Paint of the offline base map's layers in the silver style (greys instead of sea blue and sand). */
export const SILVER_PAINT: [layer: string, property: string, value: string | ExpressionSpecification][] = [
  ['sea', 'background-color', seaColor(SILVER_COLORS.sea, SILVER_COLORS.land)],
  ['land', 'fill-color', SILVER_COLORS.land],
  ['country-borders', 'line-color', SILVER_COLORS.border],
  ['region-borders', 'line-color', SILVER_COLORS.regionBorder],
];

/**
 * An embedded map's facility card: its link keeps the page embedded (`linkQuery`, e.g.
 * `embed=1&contributors=12`), and it shows the name the contributor gave when they prefer theirs.
 */
export interface EmbeddedCard {
  linkQuery: string;
  preferNameOf: number | null;
}

/** The grid's four colours: the contributor's ramp on an embedded map, else the registry's. */
export const gridColors = (appearance: MapAppearance | undefined): readonly [string, string, string, string] =>
  appearance ? gridColorRamp(appearance.markerColor) : GRID_COLORS;

/** The search map's facility layers, in an embedded map's colours when it has an appearance. */
export function facilityLayers(appearance: MapAppearance | undefined): {
  grid: FillLayerSpecification;
  facilities: CircleLayerSpecification;
  selected: CircleLayerSpecification;
} {
  if (!appearance) return { grid: gridLayer, facilities: facilitiesLayer, selected: selectedFacilityLayer };
  return {
    grid: {
      ...gridLayer,
      paint: { ...gridLayer.paint, 'fill-color': gridFillColor(gridColors(appearance)) },
    },
    facilities: {
      ...facilitiesLayer,
      paint: {
        ...facilitiesLayer.paint,
        'circle-color': ['case', ['to-boolean', ['get', 'is_closed']], CLOSED_MARKER_COLOR, appearance.markerColor],
      },
    },
    selected: {
      ...selectedFacilityLayer,
      paint: { ...selectedFacilityLayer.paint, 'circle-color': appearance.selectedMarkerColor },
    },
  };
}
