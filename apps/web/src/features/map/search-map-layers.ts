import type { CircleLayerSpecification, FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import type { ExpressionSpecification } from 'maplibre-gl';
import {
  CLUSTER_ICON_SIZE_BREAKPOINTS,
  GRID_COLOR_BREAKPOINTS,
  GRID_MAX_ZOOM,
  MARKERS_MAX_ZOOM,
  MARKERS_MIN_ZOOM,
} from '@registry/core/map';

/** Source ids of the search map; layer specs below refer to them. */
export const SOURCES = {
  grid: 'facility-grid',
  facilities: 'facility-points',
  selected: 'selected-facility',
  boundary: 'search-boundary',
  drawing: 'draw-area',
} as const;

/** Layer names inside the server's vector tiles (apps/server/src/modules/tiles/service.ts). */
export const TILE_LAYERS = { grid: 'facilitygrid', facilities: 'facilities' } as const;

/** One colour per step of the grid ramp, lightest for the fewest facilities. */
export const GRID_COLORS = ['#c9c3ee', '#9a8fde', '#6b5cc7', '#3d2f8c'] as const;
export const MARKER_COLOR = '#3d2f8c';
export const CLOSED_MARKER_COLOR = '#8a8a8a';
export const SELECTED_COLOR = '#f2711c';

const [, second, third, fourth] = GRID_COLOR_BREAKPOINTS;

/** A cell's colour by its facility count: one of four colours per step of the ramp (spec part 1 §9). */
export const gridFillColor = (colors: readonly [string, string, string, string]): ExpressionSpecification => [
  'step',
  ['get', 'count'],
  colors[0],
  second,
  colors[1],
  third,
  colors[2],
  fourth,
  colors[3],
];

/** Squares coloured by their facility count, up to zoom 11 (spec part 1 §9). */
export const gridLayer: FillLayerSpecification = {
  id: 'facility-grid',
  type: 'fill',
  source: SOURCES.grid,
  'source-layer': TILE_LAYERS.grid,
  maxzoom: GRID_MAX_ZOOM + 1,
  paint: {
    'fill-color': gridFillColor(GRID_COLORS),
    'fill-opacity': 0.8,
    'fill-outline-color': '#ffffff',
  },
};

/** Facilities under one marker (the tile server joins facilities at one point; older tiles say nothing: one). */
const MARKER_COUNT: ExpressionSpecification = ['coalesce', ['get', 'count'], 1];
/** Marker radii (px): one facility or a few at one point, then a size per step of spec part 1 §9 (10, 25, 50, 100). */
export const MARKER_RADII = [4, 6, 8, 10, 12] as const;
const radiusByCount = (scale: number): ExpressionSpecification =>
  [
    'step',
    MARKER_COUNT,
    MARKER_RADII[0] * scale,
    ...CLUSTER_ICON_SIZE_BREAKPOINTS.flatMap((count, i) => [count, MARKER_RADII[i + 1]! * scale]),
  ] as ExpressionSpecification;

/** One marker per point from zoom 12, larger the more facilities share it; closed facilities in grey. */
export const facilitiesLayer: CircleLayerSpecification = {
  id: 'facility-markers',
  type: 'circle',
  source: SOURCES.facilities,
  'source-layer': TILE_LAYERS.facilities,
  minzoom: MARKERS_MIN_ZOOM,
  maxzoom: MARKERS_MAX_ZOOM + 1,
  paint: {
    'circle-radius': ['interpolate', ['linear'], ['zoom'], MARKERS_MIN_ZOOM, radiusByCount(1), 16, radiusByCount(1.75)],
    'circle-color': ['case', ['to-boolean', ['get', 'is_closed']], CLOSED_MARKER_COLOR, MARKER_COLOR],
    'circle-stroke-color': '#ffffff',
    // A thicker ring says 'several facilities here' below the first size step too.
    'circle-stroke-width': ['case', ['>', MARKER_COUNT, 1], 3, 1.5],
  },
};

/** The facility chosen in the results or on the map, at every zoom. */
export const selectedFacilityLayer: CircleLayerSpecification = {
  id: 'selected-facility',
  type: 'circle',
  source: SOURCES.selected,
  paint: {
    'circle-radius': 9,
    'circle-color': SELECTED_COLOR,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};

/** The drawn search area (`boundary`). */
export const boundaryFillLayer: FillLayerSpecification = {
  id: 'search-boundary-fill',
  type: 'fill',
  source: SOURCES.boundary,
  paint: { 'fill-color': SELECTED_COLOR, 'fill-opacity': 0.08 },
};

export const boundaryLineLayer: LineLayerSpecification = {
  id: 'search-boundary-line',
  type: 'line',
  source: SOURCES.boundary,
  paint: { 'line-color': SELECTED_COLOR, 'line-width': 2 },
};

/** The area being drawn: its edges so far and its corners. */
export const drawingLineLayer: LineLayerSpecification = {
  id: 'draw-area-line',
  type: 'line',
  source: SOURCES.drawing,
  filter: ['==', ['geometry-type'], 'LineString'],
  paint: { 'line-color': SELECTED_COLOR, 'line-width': 2, 'line-dasharray': [2, 1] },
};

export const drawingPointsLayer: CircleLayerSpecification = {
  id: 'draw-area-points',
  type: 'circle',
  source: SOURCES.drawing,
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-radius': 5,
    'circle-color': '#ffffff',
    'circle-stroke-color': SELECTED_COLOR,
    'circle-stroke-width': 2,
  },
};

/** Every layer the search map adds over the base map, bottom to top. */
export const SEARCH_MAP_LAYERS = [
  gridLayer,
  facilitiesLayer,
  boundaryFillLayer,
  boundaryLineLayer,
  selectedFacilityLayer,
  drawingLineLayer,
  drawingPointsLayer,
] as const;
