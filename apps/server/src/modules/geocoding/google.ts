import { z } from 'zod';
import { fetchJson, GeocoderError, type GeocodeProvider } from './providers.ts';

const googleAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
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
        provider: 'google',
      };
    },
  };
}
