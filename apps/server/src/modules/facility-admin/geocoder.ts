import { ApiError } from '../../http/errors.ts';
import { placesAddress, type Geocoder } from '../geocoding/service.ts';

/**
 * GET /api/geocoder/?address&country_code: the staff geocoding tool. An address not found is an
 * answer (result_count 0), not an error, and so is one placed only at a region's or a country's
 * centre; a failing geocoder service is a 503.
 */
export async function geocodeAddress(geocoder: Geocoder, address: string, countryCode: string) {
  const result = await geocoder.geocode({ address, countryCode }).catch(() => {
    throw new ApiError(503, 'The geocoder is not available. Please try again shortly.');
  });
  if (!placesAddress(result))
    return {
      result_count: 0,
      geocoded_point: null,
      geocoded_address: null,
      is_exact: null,
      geocoded_location_type: null,
      provider: null,
    };
  return {
    result_count: 1,
    geocoded_point: { lat: result.lat, lng: result.lng },
    geocoded_address: result.formattedAddress,
    is_exact: result.exact,
    geocoded_location_type: result.precision,
    provider: result.provider,
  };
}
