import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiLogIn, apiUploadList, startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface SearchAnswer {
  count: number;
  features: { properties: { os_id: string; name: string } }[];
}

let server: TestServer;
let browser: Browser;
let page: Page;
let tileRequests: string[] = [];

const api = async <T>(path: string): Promise<T> => (await fetch(`${server.url}${path}`, WEB_CLIENT)).json() as Promise<T>;
const countText = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'facility' : 'facilities'}`;
const map = () => page.getByTestId('search-map');

/** The canvas' centre and a point `dx`, `dy` pixels from it, in page coordinates. */
async function canvasPoint(dx = 0, dy = 0) {
  const box = (await map().locator('canvas').boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

/** Uploads a list as the demo contributor and waits until it is processed (lists are approved at once here). */
async function uploadProcessedList(name: string, csv: string) {
  const cookie = await apiLogIn(server, 'contributor@example.com');
  const id = await apiUploadList(server, cookie, { name, csv, fileName: 'shared-point.csv' });
  await expect
    .poll(async () => ((await (await fetch(`${server.url}/api/facility-lists/${id}/`, { headers: { cookie } })).json()) as { progress: { step: string } }).progress.step, { timeout: 60_000 })
    .toBe('done');
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '400', AUTO_APPROVE_LISTS: 'true' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('request', (request: Request) => {
    if (request.url().includes('/tile/')) tileRequests.push(request.url());
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('search map', () => {
  it('draws grid tiles keyed by the tile cache key and filtered like the search, with the legend', async () => {
    const key = await api<string>('/api/current_tile_cache_key');
    tileRequests = [];
    await page.goto(`${server.url}/facilities?countries=IN`);
    await map().getByRole('group', { name: 'Legend' }).waitFor();
    await expect.poll(() => tileRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const grid = tileRequests.map((url) => new URL(url)).filter((url) => url.pathname.startsWith('/tile/facilitygrid/'));
    expect(grid.length).toBeGreaterThan(0);
    for (const url of grid) {
      expect(url.pathname).toMatch(new RegExp(`^/tile/facilitygrid/${key}/2/\\d+/\\d+\\.pbf$`));
      expect(url.searchParams.getAll('countries')).toEqual(['IN']);
    }
  });

  it('fits the map to the results with Zoom to Search', async () => {
    tileRequests = [];
    await map().getByLabel('Zoom to Search').check();
    // One country's extent is far smaller than the world: tiles of a closer zoom are asked for.
    await expect
      .poll(() => tileRequests.map((url) => Number(new URL(url).pathname.split('/')[4])).some((zoom) => zoom >= 4), { timeout: 20_000 })
      .toBe(true);
    await map().getByLabel('Zoom to Search').uncheck();
  });

  it('opens a facility from the map: a result pans the map to it, its marker opens the card', async () => {
    const expected = await api<SearchAnswer>('/api/facilities/?countries=IN');
    const facility = expected.features[0]!.properties;
    await page.goto(`${server.url}/facilities?countries=IN`);
    await page.getByRole('button', { name: `Show ${facility.name} on the map` }).click();
    const card = map().getByRole('region', { name: 'Selected facility' });
    await card.getByTestId('facility-card-os-id').filter({ hasText: facility.os_id }).waitFor();
    // At zoom 15 markers replace the grid and the legend goes away.
    await map().getByRole('group', { name: 'Legend' }).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => tileRequests.some((url) => new URL(url).pathname.startsWith('/tile/facilities/')), { timeout: 20_000 }).toBe(true);
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });

    // The map centres the facility; click its marker there until the card opens.
    const centre = await canvasPoint();
    await expect
      .poll(
        async () => {
          await page.mouse.click(centre.x, centre.y);
          return card.getByTestId('facility-card-os-id').textContent({ timeout: 1000 }).catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(facility.os_id);
    await card.getByText(facility.name).waitFor();
    // The card's static map picture loads (drawn by the server, offline).
    const picture = card.getByRole('img', { name: `Map of where ${facility.name} is` });
    await expect.poll(() => picture.evaluate((element) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number }; // the e2e project has no DOM types
      return img.complete && img.naturalWidth;
    }), { timeout: 10_000 }).toBe(300);
    await card.getByRole('link', { name: 'View facility details' }).click();
    await page.waitForURL(`${server.url}/facilities/${facility.os_id}`);
    await page.getByRole('heading', { level: 1, name: facility.name }).waitFor();
  });

  it('draws one larger marker for facilities at one point, which lists them to choose from', async () => {
    // Three different facilities that a list placed on one point (a town's centre, say).
    const names = ['Grandi Knitwear', 'Hafnar Textiles', 'Vesturbugt Outerwear'];
    const rows = names.map((name, i) => `Iceland,${name},${i + 2} ${['Grandagardur', 'Hafnarstraeti', 'Myrargata'][i]} Reykjavik,64.1518,-21.9502`);
    await uploadProcessedList('Shared point', ['country,name,address,lat,lng', ...rows].join('\n'));
    const expected = await api<SearchAnswer>('/api/facilities/?countries=IS');
    expect(expected.features.map((feature) => feature.properties.name).sort()).toEqual([...names].sort());

    await page.goto(`${server.url}/facilities?countries=IS`);
    await page.getByRole('button', { name: `Show ${names[0]} on the map` }).click();
    const card = map().getByRole('region', { name: 'Selected facility' });
    await card.getByText(names[0]!).waitFor();
    // The map has flown to the facility once markers replace the grid (and the legend goes).
    await map().getByRole('group', { name: 'Legend' }).waitFor({ state: 'detached', timeout: 20_000 });
    await card.getByRole('button', { name: 'Close' }).click();

    const shared = map().getByRole('region', { name: 'Facilities at this location' });
    const centre = await canvasPoint();
    await expect
      .poll(
        async () => {
          await page.mouse.click(centre.x, centre.y);
          return shared.getByRole('heading').textContent({ timeout: 1000 }).catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('3 facilities at this location');
    await shared.getByRole('button', { name: new RegExp(names[1]!) }).click();
    await shared.waitFor({ state: 'detached' });
    const chosen = expected.features.find((feature) => feature.properties.name === names[1])!.properties.os_id;
    await card.getByTestId('facility-card-os-id').filter({ hasText: chosen }).waitFor();
  });

  it('draws an area that restricts the results, and clears it', async () => {
    const total = (await api<SearchAnswer>('/api/facilities/?pageSize=1')).count;
    await page.goto(`${server.url}/facilities`);
    await page.getByRole('status').filter({ hasText: countText(total) }).waitFor();
    await map().getByRole('button', { name: 'Draw Area' }).click();
    const corners = [await canvasPoint(-160, -140), await canvasPoint(160, -140), await canvasPoint(160, 140), await canvasPoint(-160, 140)];
    for (const corner of corners) await page.mouse.click(corner.x, corner.y);
    await page.mouse.click(corners[0]!.x, corners[0]!.y); // the first corner again closes the area
    await page.waitForURL(/boundary=/);
    const boundary = JSON.parse(new URL(page.url()).searchParams.get('boundary')!) as { type: string; coordinates: number[][][] };
    expect(boundary.type).toBe('Polygon');
    expect(boundary.coordinates[0]).toHaveLength(5);
    expect(boundary.coordinates[0]![0]).toEqual(boundary.coordinates[0]![4]);
    const inside = await api<SearchAnswer>(`/api/facilities/?boundary=${encodeURIComponent(JSON.stringify(boundary))}&pageSize=1`);
    expect(inside.count).toBeGreaterThan(0);
    expect(inside.count).toBeLessThan(total);
    await page.getByRole('status').filter({ hasText: countText(inside.count) }).waitFor();

    await map().getByRole('button', { name: 'Clear Area' }).click();
    await page.waitForURL(`${server.url}/facilities`);
    await page.getByRole('status').filter({ hasText: countText(total) }).waitFor();
  });

  it("says 'Missing tile cache key' when the server gives none", async () => {
    await page.route('**/api/current_tile_cache_key', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '""' }));
    await page.goto(`${server.url}/facilities`);
    await map().getByText('Missing tile cache key').waitFor();
    await page.unroute('**/api/current_tile_cache_key');
  });

  it("says 'An error prevented loading the map.' when the map cannot start", async () => {
    const other = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // No WebGL: MapLibre cannot create its map.
    await other.addInitScript('HTMLCanvasElement.prototype.getContext = function () { return null; };');
    await other.goto(`${server.url}/facilities`);
    await other.getByText('An error prevented loading the map.').waitFor();
    await other.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    await other.close();
  });
});
