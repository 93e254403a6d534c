import type { GeocodePrecision } from '@registry/core/geocode-precision';
import { z } from 'zod';
import { fetchJson, GeocoderError } from './providers.ts';
import type { GeocodeProvider } from './types.ts';

const googleAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        types: z.array(z.string()).default([]),
        geometry: z.object({
          location: z.object({ lat: z.number(), lng: z.number() }),
          location_type: z.string().optional(),
        }),
      }),
    )
    .default([]),
});

/** Locations Google places on the building or an interpolated street number; the rest are areas. */
const EXACT_TYPES = new Set(['ROOFTOP', 'RANGE_INTERPOLATED']);
/** A street's or a building's centre is the address too. */
const ADDRESS_TYPES = [
  'street_address',
  'route',
  'intersection',
  'premise',
  'subpremise',
  'establishment',
  'point_of_interest',
];
/** Google's area types, most precise first, by the precision they stand for. */
const AREA_TYPES: [string, GeocodePrecision][] = [
  ['postal_code', 'postal_code'],
  ['neighborhood', 'locality'],
  ['sublocality', 'locality'],
  ['locality', 'locality'],
  ['postal_town', 'locality'],
  ['administrative_area_level_3', 'locality'],
  ['administrative_area_level_4', 'locality'],
  ['administrative_area_level_5', 'locality'],
  ['colloquial_area', 'locality'],
  ['administrative_area_level_2', 'region'],
  ['administrative_area_level_1', 'region'],
  ['country', 'country'],
];

/** Google's location_type and result types as a precision; an area of a type not listed is only the country. */
export function googlePrecision(locationType: string | undefined, types: string[]): GeocodePrecision {
  if (EXACT_TYPES.has(locationType ?? '')) return 'address';
  if (locationType === 'GEOMETRIC_CENTER' && ADDRESS_TYPES.some((type) => types.includes(type))) return 'address';
  return (
    AREA_TYPES.find(([type]) => types.includes(type))?.[1] ??
    (ADDRESS_TYPES.some((t) => types.includes(t)) ? 'locality' : 'country')
  );
}

/** Google Maps Geocoding API, restricted to the row's country. */
export function googleProvider(options: { url: string; apiKey: string }): GeocodeProvider {
  return {
    name: 'google',
    remote: true,
    async geocode({ address, countryCode }) {
      const url = new URL(options.url);
      url.searchParams.set('address', address);
      url.searchParams.set('components', `country:${countryCode.toUpperCase()}`);
      url.searchParams.set('key', options.apiKey);
      const parsed = googleAnswer.safeParse(await fetchJson(url));
      if (!parsed.success) throw new GeocoderError('Google geocoding answered in an unexpected shape');
      const answer = parsed.data;
      if (answer.status === 'ZERO_RESULTS') return { found: false };
      if (answer.status !== 'OK')
        throw new GeocoderError(
          `Google geocoding failed: ${answer.status}${answer.error_message ? ` (${answer.error_message})` : ''}`,
        );
      const first = answer.results[0];
      if (!first) return { found: false };
      return {
        found: true,
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        formattedAddress: first.formatted_address,
        exact: EXACT_TYPES.has(first.geometry.location_type ?? ''),
        precision: googlePrecision(first.geometry.location_type, first.types),
        provider: 'google',
      };
    },
  };
}
