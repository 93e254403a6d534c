/** Map constants of spec part 1 §9, shared by the search map, the facility page and the tile server. */

export const MAP_INITIAL_ZOOM = 2;
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 22;
export const MAP_CENTER = { lat: 34, lng: 5 } as const;
/** World bounds as [[west, south], [east, north]]. */
export const MAP_WORLD_BOUNDS: [[number, number], [number, number]] = [
  [-180, -90],
  [180, 90],
];

/** Zoom used when the map pans to one facility (a chosen result, a clicked marker, the facility page). */
export const FACILITY_FOCUS_ZOOM = 15;
/** 'Zoom to Search' fits the result extent with this padding (px) and never zooms in further. */
export const FIT_TO_SEARCH_PADDING = 20;
export const FIT_TO_SEARCH_MAX_ZOOM = 15;

/** Grid cells (counts per square) are drawn up to this zoom, individual markers above it. */
export const GRID_MAX_ZOOM = 11;
export const MARKERS_MIN_ZOOM = 12;
export const MARKERS_MAX_ZOOM = 22;
/** The legend explains the grid, so it hides once markers replace the grid. */
export const LEGEND_MAX_ZOOM = 11;

/** Facility counts per grid cell where the colour ramp changes. */
export const GRID_COLOR_BREAKPOINTS = [0, 10, 40, 160] as const;
/** Facility counts where cluster icons grow. */
export const CLUSTER_ICON_SIZE_BREAKPOINTS = [10, 25, 50, 100] as const;
/** Two markers closer than this (degrees) are the same point. */
export const DUPLICATE_POINT_TOLERANCE = 1e-6;

/** Infinite scroll loads the next page this close (px) to the end of the list. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
/** Delay before a restored list scroll position is applied (ms). */
export const SCROLL_RESTORE_DELAY_MS = 100;
