import type { GeocodePrecision } from '@registry/core/geocode-precision';
import { z } from 'zod';
import { fetchJson, GeocoderError } from './providers.ts';
import type { GeocodeProvider } from './types.ts';

const nominatimAnswer = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    place_rank: z.number().optional(),
    type: z.string().optional(),
    addresstype: z.string().optional(),
  }),
);

/** Nominatim's place_rank from 26 on is a street, a house or a building: a usable exact point. */
const EXACT_RANK = 26;
/**
 * Nominatim's place_rank as a precision: 26 on a street, a house or a building; 13-25 a town,
 * village, suburb or neighbourhood; 5-12 a state or county; below, the country. A postcode is its
 * own type (its rank varies by country).
 */
export function nominatimPrecision(answer: {
  place_rank?: number;
  type?: string;
  addresstype?: string;
}): GeocodePrecision {
  if (answer.type === 'postcode' || answer.addresstype === 'postcode') return 'postal_code';
  const rank = answer.place_rank ?? 0;
  if (rank >= EXACT_RANK) return 'address';
  if (rank >= 13) return 'locality';
  if (rank >= 5) return 'region';
  return 'country';
}

/** The public server's usage policy allows one request per second. */
const PUBLIC_HOST = 'nominatim.openstreetmap.org';

/**
 * Nominatim (OpenStreetMap) search, restricted to the row's country. Requests are spaced by
 * `minIntervalMs` (never less than a second on the public server) across every process:
 * `reserveSlot` books the next free moment in the database (epoch milliseconds).
 */
export function nominatimProvider(options: {
  url: string;
  userAgent: string;
  minIntervalMs?: number;
  reserveSlot: (spacingMs: number) => Promise<number>;
}): GeocodeProvider {
  const spacingMs = Math.max(new URL(options.url).host === PUBLIC_HOST ? 1000 : 0, options.minIntervalMs ?? 0);
  return {
    name: 'nominatim',
    remote: true,
    async geocode({ address, countryCode }) {
      if (spacingMs) {
        const wait = (await options.reserveSlot(spacingMs)) - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
      const url = new URL(`${options.url}/search`);
      url.searchParams.set('q', address);
      url.searchParams.set('countrycodes', countryCode.toLowerCase());
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      const parsed = nominatimAnswer.safeParse(await fetchJson(url, { headers: { 'User-Agent': options.userAgent } }));
      if (!parsed.success) throw new GeocoderError('Nominatim answered in an unexpected shape');
      const first = parsed.data[0];
      if (!first) return { found: false };
      return {
        found: true,
        lat: first.lat,
        lng: first.lon,
        formattedAddress: first.display_name,
        exact: (first.place_rank ?? 0) >= EXACT_RANK,
        precision: nominatimPrecision(first),
        provider: 'nominatim',
      };
    },
  };
}
