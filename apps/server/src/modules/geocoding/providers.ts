import { countryName } from '@registry/core/countries';
import { gazetteerThread } from './gazetteer-thread.ts';
import type { GeocodeProvider } from './types.ts';

/** A geocoding service that failed (down, refused, over quota): the item becomes ERROR_GEOCODING. */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

/**
 * The gazetteer: a postal code's, a town's, a region's or the country's centre, so never exact.
 * An address it reads nothing in gets no result. A call before it has loaded waits for the load.
 */
export const offlineProvider: GeocodeProvider = {
  name: 'offline',
  remote: false,
  async geocode({ address, countryCode }) {
    let placement;
    try {
      placement = await gazetteerThread().place(address, countryCode);
    } catch (error) {
      throw new GeocoderError(`The offline gazetteer failed: ${(error as Error).message}`, { cause: error });
    }
    if (!placement) return { found: false };
    const { place, precision } = placement;
    const country = countryName(countryCode.toUpperCase()) ?? countryCode.toUpperCase();
    return {
      found: true,
      lat: place.lat,
      lng: place.lng,
      formattedAddress: precision === 'country' ? country : `${place.name}, ${country}`,
      exact: false,
      precision,
      provider: 'offline',
    };
  },
};

const TIMEOUT_MS = 10_000;

export async function fetchJson(url: URL, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GeocoderError(`Geocoding service unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) throw new GeocoderError(`Geocoding service answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderError('Geocoding service answered with invalid JSON', { cause: error });
  }
}
