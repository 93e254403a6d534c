/** A GeoJSON Polygon of [lng, lat] positions: the search's drawn area (`boundary`). */
export interface BoundaryPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

/** A facility the map pans to (zoom 15) and shows in its card. */
export interface MapFacilitySelection {
  osId: string;
  lng: number;
  lat: number;
}

/**
 * What the search page hands its map (the app composes the two features through this): the
 * filters for the tiles, the result extent, the selected facility and the drawn area.
 */
export interface SearchMapProps {
  /** The search's filter query string (no sort, no page) that the tile URLs carry. */
  tileQuery: string;
  /** [west, south, east, north] of the current results, or null. */
  extent: [number, number, number, number] | null;
  selected: MapFacilitySelection | null;
  onSelect: (facility: MapFacilitySelection | null) => void;
  boundary: BoundaryPolygon | null;
  onBoundaryChange: (boundary: BoundaryPolygon | null) => void;
}
