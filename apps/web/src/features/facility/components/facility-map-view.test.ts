import { describe, expect, it } from 'vitest';
import { FACILITY_FOCUS_ZOOM } from '@registry/core/map';
import { facilityMapView } from './facility-map-view.ts';

const other = (lat: number, lng: number, has_invalid_location = false) => ({ lat, lng, contributor_name: 'Brand A', is_from_claim: false, has_invalid_location });

describe('facilityMapView', () => {
  it('centres on the facility at the focus zoom when it has no other locations', () => {
    expect(facilityMapView([90.3, 23.9], [])).toEqual({ longitude: 90.3, latitude: 23.9, zoom: FACILITY_FOCUS_ZOOM });
    expect(facilityMapView([90.3, 23.9], [other(95, 200, true)])).toEqual({ longitude: 90.3, latitude: 23.9, zoom: 15 });
  });

  it('frames the facility and its drawable other locations', () => {
    expect(facilityMapView([90.3, 23.9], [other(23.95, 90.31), other(23.8, 90.35), other(100, 0, true)])).toEqual({
      bounds: [90.3, 23.8, 90.35, 23.95],
      fitBoundsOptions: { padding: 40, maxZoom: 15 },
    });
  });
});
