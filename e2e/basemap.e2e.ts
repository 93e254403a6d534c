import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basemapFixture, FLORENCE } from '../apps/server/src/test/basemap-fixture.ts';
import { launchBrowser } from './browser.ts';
import { jumpTo, mapState, renderedValues, settledMap } from './map-state.ts';
import { apiLogIn, startServer, type TestServer } from './server.ts';

/**
 * The street map of a PMTiles file (BASEMAP_PMTILES), with the Florence sample of the PMTiles
 * spec (shared/fixtures/basemap: this test fails without it). E2E_SCREENSHOTS=<folder> saves the
 * views at zoom 15 and 10 there (docs/screenshots holds them).
 */
let server: TestServer;
let browser: Browser;
let page: Page;
let osId: string;
const pageErrors: string[] = [];
const basemapRequests: string[] = [];
const NAME = 'Signoria Leather Workshop';

/** A facility at Piazza della Signoria: contributed by the demo admin and created from its moderation event. */
async function florenceFacility(): Promise<string> {
  const cookie = await apiLogIn(server, 'admin@example.com');
  const headers = { cookie, 'x-client-key': 'e2e', 'content-type': 'application/json' };
  const submitted = await fetch(`${server.url}/api/v1/production-locations/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: NAME,
      address: 'Piazza della Signoria 5, 50122 Firenze',
      country: 'IT',
      coordinates: { lat: FLORENCE.lat, lng: FLORENCE.lng },
    }),
  });
  expect(submitted.status).toBe(202);
  const { moderation_id } = (await submitted.json()) as { moderation_id: string };
  const created = await fetch(`${server.url}/api/v1/moderation-events/${moderation_id}/production-locations/`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { os_id: string }).os_id;
}

/** The map once the layers asked for have drawn features (the street tiles take a moment to arrive). */
async function drawn(scope: Locator, layer: string, property: string): Promise<unknown[]> {
  let values: unknown[] = [];
  await expect
    .poll(async () => {
      values = await renderedValues(scope, layer, property);
      return values.length;
    })
    .toBeGreaterThan(0);
  return values;
}

const screenshot = async (scope: Locator, name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await scope.screenshot({ path: path.resolve(folder, name) });
};

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150', BASEMAP_PMTILES: basemapFixture() });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // Errors and warnings (a style MapLibre cannot evaluate warns), not the software GL driver's notes.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('[.WebGL'))
      pageErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/tile/basemap/')) basemapRequests.push(request.url());
  });
  osId = await florenceFacility();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('street map from BASEMAP_PMTILES', () => {
  it('draws the streets and their names around a facility in Florence at zoom 15, crediting OpenStreetMap', async () => {
    await page.goto(`${server.url}/facilities/${osId}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const map = page.getByTestId('facility-map');
    const view = await settledMap(map);
    expect(view.zoom).toBe(15);
    expect(view.tiles.streets).toEqual([expect.stringMatching(/\/tile\/basemap\/\{z\}\/\{x\}\/\{y\}\.mvt\?v=.+$/)]);
    // Zoom 15 is past the file's deepest zoom (14): its zoom-14 tiles are drawn larger.
    expect(new Set(await drawn(map, 'streets-roads_minor', 'pmap:kind'))).toEqual(new Set(['minor_road']));
    expect(new Set(await drawn(map, 'streets-roads_other', 'pmap:kind'))).toEqual(new Set(['other']));
    expect(await drawn(map, 'streets-buildings', 'height')).not.toHaveLength(0);
    expect(await drawn(map, 'streets-water', 'natural')).toContain('water');
    const streetNames = await drawn(map, 'streets-roads_labels_minor', 'name');
    expect(streetNames).toEqual(expect.arrayContaining(['Via della Condotta', "Borgo de' Greci", 'Via Vinegia']));
    await map.getByText('Protomaps © OpenStreetMap').waitFor();
    // The facility's marker stays over the streets.
    await page.getByRole('img', { name: `${NAME} location` }).waitFor();
    expect(basemapRequests.every((url) => /\/tile\/basemap\/14\/\d+\/\d+\.mvt\?v=/.test(url))).toBe(true);
    await screenshot(map, 'basemap-z15.png');

    // Zoom 10: the roads between the towns around Florence, and no blank.
    await jumpTo(map, [FLORENCE.lng, FLORENCE.lat], 10);
    await settledMap(map);
    expect(await drawn(map, 'streets-roads_major', 'pmap:kind')).toEqual(expect.arrayContaining(['major_road']));
    await drawn(map, 'streets-earth', 'pmap:kind');
    await screenshot(map, 'basemap-z10.png');
    expect(pageErrors).toEqual([]);
  });

  it("shows today's offline map at zoom 4 outside the file, with place names above the grid", async () => {
    await page.goto(server.url);
    const map = page.getByTestId('search-map');
    await settledMap(map);
    // The world view asks for the file's tiles of its zoom (Florence's); Dhaka's view asks for none.
    basemapRequests.length = 0;
    // Dhaka: far outside the file's bounds.
    await jumpTo(map, [90.41, 23.81], 4);
    await settledMap(map);
    expect(await drawn(map, 'land', 'name')).toEqual(expect.arrayContaining(['Bangladesh']));
    expect(await drawn(map, 'place-labels', 'name')).toEqual(expect.arrayContaining(['Dhaka']));
    expect(await renderedValues(map, 'streets-earth', 'pmap:kind')).toEqual([]);
    expect(basemapRequests).toEqual([]);
    // The grid lies over the street map's shapes and beneath every name.
    const { layers } = (await mapState(map))!;
    expect(layers.indexOf('facility-grid')).toBeGreaterThan(layers.indexOf('streets-roads_major'));
    expect(layers.indexOf('facility-grid')).toBeLessThan(layers.indexOf('streets-roads_labels_minor'));
    expect(layers.indexOf('facility-grid')).toBeLessThan(layers.indexOf('place-labels'));
    expect(layers.indexOf('facility-markers')).toBeGreaterThan(layers.indexOf('place-labels'));
    expect(pageErrors).toEqual([]);
  });
});
