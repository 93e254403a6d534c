import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { CLIENT_HEADERS } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The API's answers on the wire: brotli or gzip as the client accepts, from 1 KB. */
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database, { facilities: 120, env: 'test' });
  key = (
    await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })
  ).json<string>();
});
afterAll(() => t.close());

const SEARCH_PAGE = '/api/facilities/?number_of_public_contributors=true&pageSize=50';
// As the web app asks: its key header, which the API wants from callers without credentials.
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...CLIENT_HEADERS, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('API compression', () => {
  it('sends a page of 50 search results as brotli in at most 5 KB, the same JSON as uncompressed', async () => {
    const plain = await get(SEARCH_PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ features: unknown[] }>().features).toHaveLength(50);

    const br = await get(SEARCH_PAGE, 'gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(br.rawPayload.length).toBeLessThanOrEqual(5_000);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const gzip = await get(SEARCH_PAGE, 'gzip');
    expect([gzip.headers['content-encoding'], gzip.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).features).toHaveLength(50);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const count = await get('/api/facilities/count/?countries=BD', 'br, gzip');
    expect(count.rawPayload.length).toBeLessThan(1024);
    expect(count.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a vector tile too, the same protobuf once decompressed', async () => {
    const url = `/tile/facilitygrid/${key}/1/1/0.pbf`;
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, 'br, gzip');
    expect([br.statusCode, br.headers['content-type'], br.headers['content-encoding'], br.headers.vary]).toEqual([
      200,
      'application/x-protobuf',
      'br',
      'accept-encoding',
    ]);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
