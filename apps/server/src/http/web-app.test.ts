import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A built web app as Vite leaves it: index.html, hashed assets with their .br and .gz copies. */
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const screens = [${Array.from({ length: 400 }, (_, i) => `"screen ${i}"`).join(',')}];\n`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const script = path.join(dist, 'assets/index-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app’s files', () => {
  it('sends the brotli copy of a script to a browser that accepts br, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect([gzip.headers['content-encoding'], gzip.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect([plain.headers['content-encoding'], plain.headers.vary, plain.body]).toEqual([
      undefined,
      'accept-encoding',
      SCRIPT,
    ]);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never compresses a precompressed file twice, and keeps the security headers on it', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('index.html for every client route', () => {
  it('is revalidated on every visit: no-cache with an ETag, and a 304 while it is unchanged', async () => {
    const first = await get('/facilities?countries=BD', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(INDEX_HTML);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const again = await get('/facilities/BD2024001000017', { 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers.etag, again.headers['cache-control']]).toEqual([
      304,
      '',
      etag,
      'no-cache',
    ]);
    const other = await get('/', { 'if-none-match': '"an-older-build"' });
    expect([other.statusCode, other.body]).toEqual([200, INDEX_HTML]);
  });

  it('served as /index.html itself is revalidated too, never cached for a year', async () => {
    const response = await get('/index.html');
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('is not the answer for an unknown API path', async () => {
    const response = await get('/api/no-such-thing/');
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Not found.' }]);
  });
});
