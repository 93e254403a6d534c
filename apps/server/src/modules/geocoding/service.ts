import type { FastifyBaseLogger } from 'fastify';
import { isGeocodePrecision, placesTheAddress } from '@registry/core/geocode-precision';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { geocodeCacheKey } from './fold.ts';
import { startGazetteerThread } from './gazetteer-thread.ts';
import { googleProvider } from './google.ts';
import { nominatimProvider } from './nominatim.ts';
import { GeocoderError, offlineProvider } from './providers.ts';
import { findCachedGeocode, reserveRequestSlot, saveGeocode } from './queries.ts';
import type { GeocodeProvider, GeocodeResult, Geocoder } from './types.ts';

export { GeocoderError };
export type { GeocodeQuery, GeocodeResult, Geocoder } from './types.ts';

/**
 * A result that places the address (a town or better). The claim editor and the staff Geocode
 * screen take a region's or a country's centre as no result.
 */
export const placesAddress = (result: GeocodeResult): result is Extract<GeocodeResult, { found: true }> =>
  result.found && placesTheAddress(result.precision);

/** How far ahead a free request slot lies: more than a database answer takes under load. */
const SLOT_LEAD_MS = 100;

export function createProvider(config: Config, db: Executor): GeocodeProvider {
  const settings = config.geocoder;
  switch (settings.provider) {
    case 'google':
      return googleProvider({ url: settings.googleUrl, apiKey: settings.googleApiKey! });
    case 'nominatim':
      return nominatimProvider({
        url: settings.nominatimUrl,
        userAgent: `${config.productName} (${config.publicUrl})`,
        minIntervalMs: settings.nominatimMinIntervalMs,
        reserveSlot: (spacingMs) => reserveRequestSlot(db, 'nominatim', spacingMs, Math.min(spacingMs, SLOT_LEAD_MS)),
      });
    default:
      return offlineProvider;
  }
}

/** With the offline geocoder, loads its gazetteer in the background at start, so the first list does not wait for it. */
export function preloadGeocoder(config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): void {
  if (config.geocoder.provider !== 'offline') return;
  const started = performance.now();
  startGazetteerThread().then(
    () => log.info({ ms: Math.round(performance.now() - started) }, 'offline gazetteer loaded'),
    (error: unknown) => log.warn({ err: error }, 'offline gazetteer failed to load; the next geocoding tries again'),
  );
}

/**
 * The configured geocoder; a remote one behind a cache: answers (found or not) are kept in
 * geocode_cache by provider, country and folded address, so a repeated address never costs a
 * second request. Failures are not cached, so a retry asks again. The offline gazetteer answers
 * from memory faster than the cache could (a 10,000-row list: ~5 s of cache reads and writes).
 */
export function createGeocoder(deps: { config: Config; db: Executor }): Geocoder {
  const provider = createProvider(deps.config, deps.db);
  return provider.remote ? cachedGeocoder(provider, deps.db) : provider;
}

export function cachedGeocoder(provider: GeocodeProvider, db: Executor): Geocoder {
  return {
    async geocode(query) {
      const countryCode = query.countryCode.toUpperCase();
      const cacheKey = geocodeCacheKey(provider.name, countryCode, query.address);
      const cached = await findCachedGeocode(db, cacheKey);
      // An answer kept before precisions were recorded is asked again (its precision is unknown).
      if (cached && (!cached.found || isGeocodePrecision(cached.precision))) return cached;
      const result = await provider.geocode({ address: query.address, countryCode });
      await saveGeocode(db, { cacheKey, countryCode, address: query.address, provider: provider.name, result });
      return result;
    },
  };
}
