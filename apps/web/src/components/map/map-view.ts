import { MAP_CENTER, MAP_INITIAL_ZOOM, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@registry/core/map';

/** The view every map opens with (spec part 1 §9), in react-map-gl's shape. */
export const INITIAL_VIEW_STATE = {
  longitude: MAP_CENTER.lng,
  latitude: MAP_CENTER.lat,
  zoom: MAP_INITIAL_ZOOM,
} as const;

/**
 * Limits of every map: minimum and maximum zoom, and the world bounds (±90/±180) kept by showing a
 * single copy of the world, whose latitudes Web Mercator already ends at ±85.05. MapLibre's
 * maxBounds is not used: with it, a map resized to zero (a hidden tab) breaks for good.
 */
export const MAP_LIMITS = {
  minZoom: MAP_MIN_ZOOM,
  maxZoom: MAP_MAX_ZOOM,
  renderWorldCopies: false,
};

/**
 * The property of a map's container element (`.maplibregl-map`) that holds its MapLibre map, set
 * once loaded: browser tests and a developer's console read the real view and layers from it.
 */
export const MAP_INSTANCE_KEY = 'maplibreMap';
