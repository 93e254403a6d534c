import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createServices } from './services.ts';
import { openTestDatabase } from './test/test-database.ts';

const SPACING_MS = 300;

let database: Database;
let server: http.Server;
let baseUrl: string;
const requestTimes: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // A Nominatim that answers every search with one exact point and notes when it was asked.
  server = http.createServer((_request, response) => {
    requestTimes.push(performance.now());
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify([{ lat: '22.3569', lon: '91.7832', display_name: 'CEPZ, Chattogram, Bangladesh', place_rank: 30 }]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('services', () => {
  it('space Nominatim requests across every caller of the process', async () => {
    const config = loadConfig({ NODE_ENV: 'test', GEOCODER: 'nominatim', NOMINATIM_URL: baseUrl, NOMINATIM_MIN_INTERVAL_MS: String(SPACING_MS) });
    const services = createServices(config, database.db);
    // Two modules at once (say the list pipeline and the v1 API), each with its own addresses.
    const caller = (name: string) => async () => {
      for (const n of [1, 2]) await services.geocoder.geocode({ address: `${name} road ${n}`, countryCode: 'BD' });
    };
    await Promise.all([caller('list')(), caller('api')()]);
    expect(requestTimes).toHaveLength(4);
    const gaps = requestTimes.slice(1).map((time, i) => time - requestTimes[i]!);
    // The adapter spaces the starts of its requests; the first one also opens the connection, so
    // it may reach the server a few milliseconds late. Without sharing, two callers ask at once.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(SPACING_MS - 25);
    expect(requestTimes.at(-1)! - requestTimes[0]!).toBeGreaterThanOrEqual(3 * SPACING_MS - 25);
    const cached = await database.db.selectFrom('geocode_cache').select('cache_key').orderBy('cache_key').execute();
    expect(cached.map((row) => row.cache_key)).toEqual(['nominatim:BD:api road 1', 'nominatim:BD:api road 2', 'nominatim:BD:list road 1', 'nominatim:BD:list road 2']);
  });

  it('build the geocoder, matcher, mailer, file storage and moderation service once', () => {
    const services = createServices(loadConfig({ NODE_ENV: 'test' }), database.db);
    expect(Object.keys(services).sort()).toEqual(['files', 'geocoder', 'mailer', 'matcher', 'moderation']);
  });
});
