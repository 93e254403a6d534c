import { describe, expect, it } from 'vitest';
import { FACILITY_FOCUS_ZOOM } from '@registry/core/map';
import { drawableLocations, facilityMapView } from './facility-map-view.ts';

const other = (lat: number, lng: number, has_invalid_location = false) => ({
  lat,
  lng,
  contributor_name: 'Brand A',
  is_from_claim: false,
  has_invalid_location,
});

describe('facilityMapView', () => {
  it('centres on the facility at the focus zoom', () => {
    expect(FACILITY_FOCUS_ZOOM).toBe(15);
    expect(facilityMapView([90.3, 23.9])).toEqual({ longitude: 90.3, latitude: 23.9, zoom: 15 });
  });
});

describe('drawableLocations', () => {
  it('keeps the other locations inside the world ranges', () => {
    expect(drawableLocations([other(23.95, 90.31), other(100, 0, true)])).toEqual([other(23.95, 90.31)]);
  });
});
