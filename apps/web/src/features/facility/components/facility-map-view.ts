import { FACILITY_FOCUS_ZOOM } from '@registry/core/map';
import type { OtherLocation } from '../api/facility-detail.ts';

/** Padding (px) around the facility and its other locations when they are framed together. */
export const LOCATIONS_PADDING = 40;

/** Other locations that can be drawn: inside the world's coordinate ranges. */
export const drawableLocations = (locations: OtherLocation[]) => locations.filter((location) => !location.has_invalid_location);

/**
 * The page map's first view: the facility at the focus zoom (spec part 1 §9), or, with other
 * locations, the box around all of them (never closer than the focus zoom).
 */
export function facilityMapView([lng, lat]: [number, number], locations: OtherLocation[]) {
  const points = drawableLocations(locations);
  if (points.length === 0) return { longitude: lng, latitude: lat, zoom: FACILITY_FOCUS_ZOOM };
  const lngs = [lng, ...points.map((p) => p.lng)];
  const lats = [lat, ...points.map((p) => p.lat)];
  return {
    bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number],
    fitBoundsOptions: { padding: LOCATIONS_PADDING, maxZoom: FACILITY_FOCUS_ZOOM },
  };
}
