import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startGazetteerThread } from './gazetteer-thread.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { offlineProvider } from './providers.ts';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp?.close());

describe('gazetteer thread', () => {
  it('answers HTTP requests while the gazetteer loads; a geocode asked meanwhile waits for the load', async () => {
    // Nothing in this test file has loaded the gazetteer: this starts it, in its own thread.
    const events: string[] = [];
    const loading = startGazetteerThread().then(() => events.push('gazetteer loaded'));
    const geocoding = offlineProvider
      .geocode({ address: 'Plot 5, Road 2, Ashulia, DHAKA-1341', countryCode: 'bd' })
      .then((result) => {
        events.push('geocoded');
        return result;
      });
    const response = await fetch(`${baseUrl}/api/countries/`, { headers: CLIENT_HEADERS });
    events.push(`countries answered ${response.status}`);
    const [, result] = await Promise.all([loading, geocoding]);

    expect(events).toEqual(['countries answered 200', 'gazetteer loaded', 'geocoded']);
    expect(((await response.json()) as [string, string][]).find(([code]) => code === 'BD')).toEqual([
      'BD',
      'Bangladesh',
    ]);
    expect(result).toEqual({
      found: true,
      lat: 23.7104,
      lng: 90.40744,
      formattedAddress: 'Dhaka, Bangladesh',
      exact: false,
      precision: 'locality',
      provider: 'offline',
    });
  });

  it('answers from the loaded gazetteer at once, country by country', async () => {
    expect(
      await offlineProvider.geocode({ address: 'Organize Sanayi Bölgesi 3. Cadde No:12, Bursa', countryCode: 'TR' }),
    ).toMatchObject({ found: true, formattedAddress: 'Bursa, Türkiye' });
    expect(await offlineProvider.geocode({ address: 'anywhere', countryCode: 'XX' })).toEqual({ found: false });
  });
});
