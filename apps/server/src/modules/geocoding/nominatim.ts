import { z } from 'zod';
import { fetchJson, GeocoderError, type GeocodeProvider } from './providers.ts';

const nominatimAnswer = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    place_rank: z.number().optional(),
  }),
);

/** Nominatim's place_rank from 26 on is a street, a house or a building: a usable exact point. */
const EXACT_RANK = 26;
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
        provider: 'nominatim',
      };
    },
  };
}
