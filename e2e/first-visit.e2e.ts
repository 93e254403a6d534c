import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';
import { upFrontTransfer } from './up-front.ts';

/** The built web app (npm run build:web): what a first visit downloads, and in which form. */
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/assets');
/** The map's code and data: MapLibre, its worker, the map components and the country shapes. */
const MAP_FILE = /\/assets\/(maplibre-gl|base-map|search-map|countries-(50|110)m)[-.]/;
/** Words of MapLibre's code and of react-map-gl's, in whatever chunk a build puts them. */
const MAP_CODE = /maplibregl|reuseMaps/;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The static files a page fetches until its text shows. */
async function assetsFetched(url: string, text: string): Promise<string[]> {
  const page: Page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}${url}`);
  await page.getByText(text, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return fetched;
}

describe('a first visit', () => {
  it('of / downloads at most 350 KiB before the app renders, all of it compressed, and no map code', async () => {
    const upFront = await upFrontTransfer(server.url);
    expect(upFront.totalKiB).toBeLessThanOrEqual(350);
    expect(upFront.files.filter((file) => file.url !== '/' && file.encoding !== 'br')).toEqual([]);
    expect(upFront.files.filter((file) => MAP_FILE.test(file.url))).toEqual([]);
    for (const { url } of upFront.files) expect([url, MAP_CODE.test(await (await fetch(`${server.url}${url}`)).text())]).toEqual([url, false]);
  });

  it('of a page without a map loads no map code; the search page loads it', async () => {
    const login = await assetsFetched('/auth/login', 'Log In');
    expect(login.filter((file) => MAP_FILE.test(file))).toEqual([]);
    const search = await assetsFetched('/', 'No facilities to display');
    expect(search.some((file) => /\/assets\/maplibre-gl-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('gets brotli and gzip copies of every compressible built file, each the file itself once decompressed', () => {
    const compressible = fs.readdirSync(assets).filter((file) => /\.(js|css|json)$/.test(file) && fs.statSync(path.join(assets, file)).size >= 1024);
    expect(compressible.length).toBeGreaterThan(10);
    for (const file of compressible) {
      const content = fs.readFileSync(path.join(assets, file));
      expect([file, zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, `${file}.br`))).equals(content)]).toEqual([file, true]);
      expect([file, zlib.gunzipSync(fs.readFileSync(path.join(assets, `${file}.gz`))).equals(content)]).toEqual([file, true]);
    }
  });
});
