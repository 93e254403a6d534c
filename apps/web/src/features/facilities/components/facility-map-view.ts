import { FACILITY_FOCUS_ZOOM } from '@registry/core/map';
import type { OtherLocation } from '../api/facility-detail.ts';

/** Other locations that can be drawn: inside the world's coordinate ranges. */
export const drawableLocations = (locations: OtherLocation[]) =>
  locations.filter((location) => !location.has_invalid_location);

/**
 * The page map's first view: the facility in the middle at the focus zoom (spec part 1 §9).
 * Contributors' other points show when they are in that view; framing all of them pushed the
 * facility into a corner, and far out when one contributor placed it in another town.
 */
export const facilityMapView = ([lng, lat]: [number, number]) => ({
  longitude: lng,
  latitude: lat,
  zoom: FACILITY_FOCUS_ZOOM,
});
