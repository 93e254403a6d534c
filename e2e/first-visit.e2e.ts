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
  browser = await launchBrowser({ motion: 'full' });
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
  it('of / downloads at most 220 KiB before the app renders, all of it compressed, and no map code', async () => {
    const upFront = await upFrontTransfer(server.url);
    expect(upFront.totalKiB).toBeLessThanOrEqual(220);
    expect(upFront.files.filter((file) => file.url !== '/' && file.encoding !== 'br')).toEqual([]);
    expect(upFront.files.filter((file) => MAP_FILE.test(file.url))).toEqual([]);
    for (const { url } of upFront.files)
      expect([url, MAP_CODE.test(await (await fetch(`${server.url}${url}`)).text())]).toEqual([url, false]);
  });

  it('of a page without a map loads no map code; the search page loads it', async () => {
    const login = await assetsFetched('/auth/login', 'Log In');
    expect(login.filter((file) => MAP_FILE.test(file))).toEqual([]);
    const search = await assetsFetched('/', 'No facilities to display');
    expect(search.some((file) => /\/assets\/maplibre-gl-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it("starts the search page's API calls before the app's code arrives, and the app takes each one instead of asking again", async () => {
    const page: Page = await browser.newPage();
    // The app's code held back, as a phone network holds it: the early script's calls leave meanwhile.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    let appArrived = false;
    page.on('response', (response) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(response.url())) appArrived = true;
    });
    const before: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname.startsWith('/assets/') ||
        request.resourceType() === 'document' ||
        url.pathname.startsWith('/tile/')
      )
        return;
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
      if (!appArrived) before.push(`${url.pathname}${url.search}`);
    });
    // A link whose filters are in another order and spelling than the app's own.
    await page.goto(`${server.url}/facilities?sort_by=name_desc&countries=CN,VN`);
    await page.getByText('No facilities matching this search').waitFor();
    await page.waitForLoadState('networkidle');
    expect(before).toEqual([
      '/user-session/',
      '/api-feature-flags/',
      '/api/client-config/',
      '/api/current_tile_cache_key',
      '/api/facilities/?countries=CN&countries=VN&sort_by=name_desc&number_of_public_contributors=true&pageSize=50',
    ]);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    // Every early call taken by the app: none left over (a path the app asks for otherwise would be).
    expect(await page.evaluate('Object.keys(window.earlyResponses ?? { missing: true })')).toEqual([]);
    await page.close();
  });

  it('gets brotli and gzip copies of every compressible built file, each the file itself once decompressed', () => {
    const compressible = fs
      .readdirSync(assets)
      .filter((file) => /\.(js|css|json)$/.test(file) && fs.statSync(path.join(assets, file)).size >= 1024);
    expect(compressible.length).toBeGreaterThan(10);
    for (const file of compressible) {
      const content = fs.readFileSync(path.join(assets, file));
      expect([
        file,
        zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, `${file}.br`))).equals(content),
      ]).toEqual([file, true]);
      expect([file, zlib.gunzipSync(fs.readFileSync(path.join(assets, `${file}.gz`))).equals(content)]).toEqual([
        file,
        true,
      ]);
    }
  });
});
