/**
 * How precisely a geocoded point stands for its address, most precise first: at the street
 * address, at the centre of the postal code's area, of the town or district, of the region, of
 * the country. Stored with the point; `geocoded_location_type` in the v1 API and downloads.
 */
export const GEOCODE_PRECISIONS = ['address', 'postal_code', 'locality', 'region', 'country'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export const isGeocodePrecision = (value: unknown): value is GeocodePrecision =>
  (GEOCODE_PRECISIONS as readonly unknown[]).includes(value);

/**
 * A point that places the address (a town or better). A region's or a country's centre is only
 * where the address might be: the claim editor and the staff Geocode screen take it as no result.
 */
export const placesTheAddress = (precision: GeocodePrecision): boolean =>
  precision === 'address' || precision === 'postal_code' || precision === 'locality';

/**
 * The plain sentence shown beside an approximate point (facility page, list rows), e.g.
 * 'Location approximate: town centre of Savar'; none for a point at the address itself.
 * `place` is what the geocoder found ('Savar, Bangladesh', '641652, Tiruppur').
 */
export function locationSentence(precision: GeocodePrecision, place: string): string | null {
  switch (precision) {
    case 'address':
      return null;
    case 'postal_code':
      return `Location approximate: centre of postal code ${place}`;
    case 'locality':
      return `Location approximate: town centre of ${place}`;
    case 'region':
      return `Location approximate: centre of the region ${place}`;
    case 'country':
      return `Location approximate: centre of ${place}`;
  }
}

/** Why a list row placed at a region's or a country's centre is flagged (shown on the list page). */
export const COARSE_LOCATION_REASON =
  'No town, district or postal code in the address was recognised, so the facility is placed at the centre of a wider area. Correct the address to place it precisely.';
