import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { startGazetteerThread } from './gazetteer-thread.ts';
import { createGeocoder, GeocoderError } from './service.ts';
import { GOOGLE_RECORDED, NOMINATIM_RECORDED } from './testdata/recorded-answers.ts';

let database: Database;
let server: http.Server;
let baseUrl: string;
const requests: URL[] = [];

/** Answers like the real services: Google's geocode/json and Nominatim's /search, by the query text. */
function answer(url: URL): { status: number; body: unknown } {
  const query = url.searchParams.get('address') ?? url.searchParams.get('q') ?? '';
  if (url.pathname === '/maps/api/geocode/json') {
    if (url.searchParams.get('key') !== 'test-key')
      return {
        status: 200,
        body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] },
      };
    const recorded = GOOGLE_RECORDED.find((r) => `recorded ${r.address}` === query);
    if (recorded) return { status: 200, body: recorded.answer };
    if (query.startsWith('nowhere')) return { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    if (query.startsWith('quota')) return { status: 200, body: { status: 'OVER_QUERY_LIMIT', results: [] } };
    const locationType = query.startsWith('town') ? 'APPROXIMATE' : 'ROOFTOP';
    return {
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: `${query}, Bangladesh`,
            geometry: { location: { lat: 23.81, lng: 90.41 }, location_type: locationType },
          },
        ],
      },
    };
  }
  if (url.pathname === '/search') {
    const recorded = NOMINATIM_RECORDED.find((r) => `recorded ${r.address}` === query);
    if (recorded) return { status: 200, body: recorded.answer };
    if (query.startsWith('nowhere')) return { status: 200, body: [] };
    if (query.startsWith('broken')) return { status: 503, body: 'busy' };
    const rank = query.startsWith('town') ? 16 : 30;
    return {
      status: 200,
      body: [{ lat: '22.3569', lon: '91.7832', display_name: `${query}, Chattogram, Bangladesh`, place_rank: rank }],
    };
  }
  return { status: 404, body: {} };
}

beforeAll(async () => {
  const loading = startGazetteerThread(); // in its own thread, while the database is made
  database = await openTestDatabase();
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    requests.push(url);
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await loading;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const geocoder = (env: Record<string, string>) =>
  createGeocoder({ config: loadConfig({ NODE_ENV: 'test', ...env }), db: database.db });
const cacheRows = () => database.db.selectFrom('geocode_cache').selectAll().orderBy('cache_key').execute();

describe('offline geocoder', () => {
  it('places an address at its city, inexact, from memory: nothing is cached', async () => {
    const offline = geocoder({});
    const result = await offline.geocode({ address: 'Plot 5, Ashulia, Dhaka', countryCode: 'bd' });
    expect(result).toMatchObject({
      found: true,
      formattedAddress: 'Dhaka, Bangladesh',
      exact: false,
      precision: 'locality',
      provider: 'offline',
    });
    expect(await offline.geocode({ address: 'PLOT 5 ASHULIA  DHAKA', countryCode: 'BD' })).toEqual(result);
    expect(await cacheRows()).toEqual([]);
  });

  it('answers an address without a known place with the country, garbage and an unknown country with no result', async () => {
    expect(await geocoder({}).geocode({ address: 'Unit 7', countryCode: 'KH' })).toMatchObject({
      found: true,
      formattedAddress: 'Cambodia',
      exact: false,
      precision: 'country',
    });
    expect(await geocoder({}).geocode({ address: 'asdfgh qwerty', countryCode: 'BD' })).toEqual({ found: false });
    expect(await geocoder({}).geocode({ address: 'Unit 7', countryCode: 'XX' })).toEqual({ found: false });
  });
});

describe('Google Maps adapter', () => {
  const google = () =>
    geocoder({
      GEOCODER: 'google',
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_GEOCODING_URL: `${baseUrl}/maps/api/geocode/json`,
    });

  it('sends address, country and key; rooftop answers are exact, approximate ones are not', async () => {
    const result = await google().geocode({ address: 'House 4, Road 7, Gulshan', countryCode: 'BD' });
    expect(result).toEqual({
      found: true,
      lat: 23.81,
      lng: 90.41,
      formattedAddress: 'House 4, Road 7, Gulshan, Bangladesh',
      exact: true,
      precision: 'address',
      provider: 'google',
    });
    const sent = requests.at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      address: 'House 4, Road 7, Gulshan',
      components: 'country:BD',
      key: 'test-key',
    });
    expect(await google().geocode({ address: 'town of Savar', countryCode: 'BD' })).toMatchObject({
      found: true,
      exact: false,
    });
  });

  it("maps recorded answers' location types and result types to precisions", async () => {
    for (const { address, precision } of GOOGLE_RECORDED) {
      const result = await google().geocode({ address: `recorded ${address}`, countryCode: 'BD' });
      expect([address, result.found && result.precision]).toEqual([address, precision]);
    }
  });

  it('caches ZERO_RESULTS as not found and raises GeocoderError on a refused request, without caching it', async () => {
    expect(await google().geocode({ address: 'nowhere at all', countryCode: 'BD' })).toEqual({ found: false });
    const before = requests.length;
    expect(await google().geocode({ address: 'nowhere at all', countryCode: 'BD' })).toEqual({ found: false });
    // Written differently, the same address is answered from the cache by its folded form.
    expect(await google().geocode({ address: 'NOWHERE,  at all', countryCode: 'bd' })).toEqual({ found: false });
    expect(requests.length).toBe(before);
    await expect(google().geocode({ address: 'quota exceeded', countryCode: 'BD' })).rejects.toThrow(
      new GeocoderError('Google geocoding failed: OVER_QUERY_LIMIT'),
    );
    const wrongKey = geocoder({
      GEOCODER: 'google',
      GOOGLE_MAPS_API_KEY: 'bad',
      GOOGLE_GEOCODING_URL: `${baseUrl}/maps/api/geocode/json`,
    });
    await expect(wrongKey.geocode({ address: 'x', countryCode: 'BD' })).rejects.toThrow(
      'Google geocoding failed: REQUEST_DENIED (The provided API key is invalid.)',
    );
    const keys = (await cacheRows()).map((r) => r.cache_key);
    expect(keys).toContain('google:BD:nowhere at all');
    expect(keys).not.toContain('google:BD:quota exceeded');
  });
});

describe('Nominatim adapter', () => {
  const nominatim = () => geocoder({ GEOCODER: 'nominatim', NOMINATIM_URL: `${baseUrl}/` });

  it('searches within the country and marks building-level answers exact', async () => {
    const result = await nominatim().geocode({ address: 'CEPZ, Chittagong', countryCode: 'BD' });
    expect(result).toEqual({
      found: true,
      lat: 22.3569,
      lng: 91.7832,
      formattedAddress: 'CEPZ, Chittagong, Chattogram, Bangladesh',
      exact: true,
      precision: 'address',
      provider: 'nominatim',
    });
    const sent = requests.at(-1)!;
    expect(sent.pathname).toBe('/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'CEPZ, Chittagong',
      countrycodes: 'bd',
      format: 'jsonv2',
      limit: '1',
    });
    expect(await nominatim().geocode({ address: 'town of Patiya', countryCode: 'BD' })).toMatchObject({ exact: false });
    expect(await nominatim().geocode({ address: 'nowhere', countryCode: 'BD' })).toEqual({ found: false });
  });

  it("maps recorded answers' place ranks and postcodes to precisions", async () => {
    for (const { address, precision } of NOMINATIM_RECORDED) {
      const result = await nominatim().geocode({ address: `recorded ${address}`, countryCode: 'BD' });
      expect([address, result.found && result.precision]).toEqual([address, precision]);
    }
  });

  it('asks again for an answer cached before precisions were recorded', async () => {
    const key = 'nominatim:BD:recorded savar';
    await database.db.deleteFrom('geocode_cache').where('cache_key', '=', key).execute();
    await database.db
      .insertInto('geocode_cache')
      .values({
        cache_key: key,
        country_code: 'BD',
        address: 'recorded Savar',
        provider: 'nominatim',
        result: JSON.stringify({
          found: true,
          lat: 1,
          lng: 2,
          formattedAddress: 'old',
          exact: false,
          provider: 'nominatim',
        }),
      })
      .execute();
    const before = requests.length;
    expect(await nominatim().geocode({ address: 'recorded Savar', countryCode: 'BD' })).toMatchObject({
      formattedAddress: 'Savar, Savar Upazila, Dhaka District, Dhaka Division, Bangladesh',
      precision: 'locality',
    });
    expect(requests.length).toBe(before + 1);
    const row = await database.db
      .selectFrom('geocode_cache')
      .select('result')
      .where('cache_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.result).toMatchObject({ precision: 'locality', lat: 23.8583 });
  });

  it('raises GeocoderError when the service is down or unreachable', async () => {
    await expect(nominatim().geocode({ address: 'broken', countryCode: 'BD' })).rejects.toThrow(
      new GeocoderError('Geocoding service answered HTTP 503'),
    );
    const unreachable = geocoder({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://127.0.0.1:9' });
    await expect(unreachable.geocode({ address: 'x', countryCode: 'BD' })).rejects.toBeInstanceOf(GeocoderError);
  });
});

describe('geocoder settings', () => {
  it('require a key for Google and a potential threshold not above the automatic one', () => {
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow('GOOGLE_MAPS_API_KEY: is required when GEOCODER=google');
    expect(() => loadConfig({ GEOCODER: 'bing' })).toThrow('GEOCODER: must be one of offline, google, nominatim');
    expect(() => loadConfig({ MATCH_AUTOMATIC_THRESHOLD: '0.6', MATCH_POTENTIAL_THRESHOLD: '0.7' })).toThrow(
      'MATCH_POTENTIAL_THRESHOLD: must not be above MATCH_AUTOMATIC_THRESHOLD',
    );
    // Chosen from the evaluation in `npm run bench` (bench/matching-eval.ts).
    expect(loadConfig({}).matchThresholds).toEqual({ automatic: 0.85, potential: 0.6 });
  });
});
