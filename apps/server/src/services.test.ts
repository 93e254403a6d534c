import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createServices } from './services.ts';
import { openTestDatabase } from './test/test-database.ts';

const SPACING_MS = 400;
// Between the adapter's send and the server's arrival: a new connection takes up to ~30 ms here.
const ARRIVAL_JITTER_MS = 50;

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
    response.end(
      JSON.stringify([
        { lat: '22.3569', lon: '91.7832', display_name: 'CEPZ, Chattogram, Bangladesh', place_rank: 30 },
      ]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('services', () => {
  it('space Nominatim requests across every caller of every process', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      GEOCODER: 'nominatim',
      NOMINATIM_URL: baseUrl,
      NOMINATIM_MIN_INTERVAL_MS: String(SPACING_MS),
    });
    // The worker's services and those of an HTTP process (WEB_PROCESSES), on the same database.
    const worker = createServices(config, database.db);
    const web = createServices(config, database.db);
    // Three modules at once (the list pipeline, the v1 API, a claim), each with its own addresses.
    const caller = (services: typeof worker, name: string) => async () => {
      for (const n of [1, 2]) await services.geocoder.geocode({ address: `${name} road ${n}`, countryCode: 'BD' });
    };
    await Promise.all([caller(worker, 'list')(), caller(web, 'api')(), caller(web, 'claim')()]);
    expect(requestTimes).toHaveLength(6);
    const gaps = requestTimes.slice(1).map((time, i) => time - requestTimes[i]!);
    // The adapter spaces the sends; an arrival after a new connection comes a little later.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(SPACING_MS - ARRIVAL_JITTER_MS);
    expect(requestTimes.at(-1)! - requestTimes[0]!).toBeGreaterThanOrEqual(5 * SPACING_MS - ARRIVAL_JITTER_MS);
    const cached = await database.db.selectFrom('geocode_cache').select('cache_key').orderBy('cache_key').execute();
    expect(cached.map((row) => row.cache_key)).toEqual(
      ['api', 'claim', 'list'].flatMap((name) => [`nominatim:BD:${name} road 1`, `nominatim:BD:${name} road 2`]),
    );
  });

  it('build the geocoder, matcher, mailer, file storage and moderation service once', () => {
    const services = createServices(loadConfig({ NODE_ENV: 'test' }), database.db);
    expect(Object.keys(services).sort()).toEqual(['files', 'geocoder', 'mailer', 'matcher', 'moderation']);
  });
});
