import { MAP_CENTER, MAP_INITIAL_ZOOM, MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_WORLD_BOUNDS } from '@registry/core/map';

/** The view every map opens with (spec part 1 §9), in react-map-gl's shape. */
export const INITIAL_VIEW_STATE = { longitude: MAP_CENTER.lng, latitude: MAP_CENTER.lat, zoom: MAP_INITIAL_ZOOM } as const;

/** Limits of every map: minimum and maximum zoom and the world bounds as [west, south, east, north]. */
export const MAP_LIMITS = {
  minZoom: MAP_MIN_ZOOM,
  maxZoom: MAP_MAX_ZOOM,
  maxBounds: [MAP_WORLD_BOUNDS[0][0], MAP_WORLD_BOUNDS[0][1], MAP_WORLD_BOUNDS[1][0], MAP_WORLD_BOUNDS[1][1]] as [number, number, number, number],
};

export const MAP_LOAD_ERROR = 'An error prevented loading the map.';
