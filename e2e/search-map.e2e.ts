import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { jumpTo, renderedValues, settledMap, type MapState } from './map-state.ts';
import { apiLogIn, apiUploadList, startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface SearchAnswer {
  count: number;
  extent: [number, number, number, number] | null;
  features: { properties: { os_id: string; name: string } }[];
}

let server: TestServer;
let browser: Browser;
let page: Page;
let tileRequests: string[] = [];

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${server.url}${path}`, WEB_CLIENT)).json() as Promise<T>;
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
    .poll(
      async () =>
        (
          (await (await fetch(`${server.url}/api/facility-lists/${id}/`, { headers: { cookie } })).json()) as {
            progress: { step: string };
          }
        ).progress.step,
      { timeout: 60_000 },
    )
    .toBe('done');
}

beforeAll(async () => {
  // As the default install does for words in 2,000+ facilities, words in 5+ of these 400 are
  // searched, and their map drawn, from the search memory once it is read.
  server = await startServer({
    DEMO_SEED: 'true',
    DEMO_FACILITIES: '400',
    SEARCH_MEMORY_MIN_POSTINGS: '5',
    AUTO_APPROVE_LISTS: 'true',
  });
  browser = await launchBrowser({ motion: 'full' });
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
    const gridRequests = () =>
      tileRequests.map((url) => new URL(url)).filter((url) => url.pathname.startsWith('/tile/facilitygrid/'));
    await expect.poll(() => gridRequests().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const grid = gridRequests();
    for (const url of grid) {
      // Zoom 2 and, once Zoom to Search has fitted India, the zooms of its extent: grid zooms all.
      expect(url.pathname).toMatch(new RegExp(`^/tile/facilitygrid/${key}/([2-9]|1[01])/\\d+/\\d+\\.pbf$`));
      expect(url.searchParams.getAll('countries')).toEqual(['IN']);
    }
  });

  it("draws the offline base map: land, borders, country names and the gazetteer's places from zoom 2 to 16", async () => {
    tileRequests = [];
    await page.goto(`${server.url}/facilities`);
    const world = await settledMap(map());
    expect(world.zoom).toBe(2);
    expect(world.center.map((value) => Math.round(value))).toEqual([5, 34]);
    expect(world.layers.slice(0, 4)).toEqual(['sea', 'land', 'region-borders', 'country-borders']);
    // The grid's squares are drawn under every place name, never over it.
    const at = (id: string) => world.layers.indexOf(id);
    expect(at('facility-grid')).toBeGreaterThan(at('country-borders'));
    expect(at('country-labels')).toBeGreaterThan(at('facility-grid'));
    expect(at('place-labels')).toBeGreaterThan(at('country-labels'));
    expect(world.tiles.places).toEqual([`${server.url}/tile/places/{z}/{x}/{y}.pbf`]);
    await expect
      .poll(() => renderedValues(map(), 'country-labels', 'name'), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Brazil', 'Egypt', 'France']));

    // Zoom 4 over Bangladesh: its capital and the region's big cities, from place tiles of zoom 4.
    await jumpTo(map(), [90.4, 23.7], 4);
    await expect
      .poll(() => renderedValues(map(), 'place-labels', 'name'), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Dhaka', 'Kolkata']));
    expect(tileRequests.some((url) => /\/tile\/places\/4\/\d+\/\d+\.pbf$/.test(url))).toBe(true);
    // ...and the borders of the first-level regions (India's states, Bangladesh's divisions), one feature a tile.
    await expect
      .poll(async () => (await renderedValues(map(), 'region-borders', 'any')).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    // Zoom 10: the towns around Dhaka.
    await jumpTo(map(), [90.4, 23.75], 10);
    await expect
      .poll(() => renderedValues(map(), 'place-labels', 'name'), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Dhaka', 'Nārāyanganj']));
    // Zoom 15 at Ashulia, where the gazetteer has no place: a note says which towns are around, how far, which way.
    const nearby = map().getByRole('note', { name: 'Nearby places' });
    await jumpTo(map(), [90.2667, 23.8917], 15);
    await nearby.waitFor({ timeout: 20_000 });
    expect(await nearby.textContent()).toMatch(
      /^Tungi 14 km E · \S.* \d+(\.\d)? km [NESW]{1,2} · \S.* \d+(\.\d)? km [NESW]{1,2}$/,
    );
    // Zoom 16, east of Verona: a village of 632 people is named (from tiles of zoom 16), and no note is needed.
    await jumpTo(map(), [11.222, 45.4296], 16);
    await expect
      .poll(() => renderedValues(map(), 'place-labels', 'name'), { timeout: 20_000 })
      .toContain('San Vittore');
    await nearby.waitFor({ state: 'detached' });
  });

  it('follows a search to its results with Zoom to Search (on by default); switched off, the map stays', async () => {
    const bangladesh = (await api<SearchAnswer>('/api/facilities/?countries=BD&pageSize=1')).extent!;
    await page.goto(`${server.url}/facilities?countries=BD`);
    const toggle = map().getByLabel('Zoom to Search');
    expect(await toggle.isChecked()).toBe(true);
    const fitted = async (extent: [number, number, number, number]) => {
      const state = await settledMap(map());
      const [west, south, east, north] = state.bounds;
      const inside = west <= extent[0] && south <= extent[1] && east >= extent[2] && north >= extent[3];
      // Fitted, not merely inside: the extent spans most of the view one way or the other.
      const fills = Math.max((extent[2] - extent[0]) / (east - west), (extent[3] - extent[1]) / (north - south)) > 0.6;
      return inside && fills && state.zoom <= 15;
    };
    await expect.poll(() => fitted(bangladesh), { timeout: 20_000 }).toBe(true);

    await toggle.uncheck();
    const before: MapState = await settledMap(map());
    // A wider search (India too) with the toggle off leaves the view where it was.
    const both = await api<SearchAnswer>('/api/facilities/?countries=BD&countries=IN&pageSize=1');
    const india = (await api<[string, string][]>('/api/countries/')).find(([code]) => code === 'IN')![1];
    const box = page.getByRole('combobox', { name: 'Country Name', exact: true });
    await box.click();
    await box.fill(india);
    await page.getByRole('option', { name: india, exact: true }).click();
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(/countries=IN/);
    await page
      .getByRole('status')
      .filter({ hasText: countText(both.count) })
      .waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await settledMap(map());
    expect(after.zoom).toBeCloseTo(before.zoom, 5);
    expect(after.center[0]).toBeCloseTo(before.center[0], 5);
    expect(after.center[1]).toBeCloseTo(before.center[1], 5);

    // Switched back on, the map fits the current results.
    await toggle.check();
    await expect.poll(() => fitted(both.extent!), { timeout: 20_000 }).toBe(true);
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
    await expect
      .poll(() => tileRequests.some((url) => new URL(url).pathname.startsWith('/tile/facilities/')), {
        timeout: 20_000,
      })
      .toBe(true);
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });

    // The map centres the facility; click its marker there until the card opens.
    const centre = await canvasPoint();
    await expect
      .poll(
        async () => {
          await page.mouse.click(centre.x, centre.y);
          return card
            .getByTestId('facility-card-os-id')
            .textContent({ timeout: 1000 })
            .catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(facility.os_id);
    await card.getByText(facility.name).waitFor();
    // The card's static map picture loads (drawn by the server, offline).
    const picture = card.getByRole('img', { name: `Map of where ${facility.name} is` });
    await expect
      .poll(
        () =>
          picture.evaluate((element) => {
            const img = element as unknown as { complete: boolean; naturalWidth: number }; // the e2e project has no DOM types
            return img.complete && img.naturalWidth;
          }),
        { timeout: 10_000 },
      )
      .toBe(300);
    await card.getByRole('link', { name: 'View facility details' }).click();
    await page.waitForURL(`${server.url}/facilities/${facility.os_id}`);
    await page.getByRole('heading', { level: 1, name: facility.name }).waitFor();
  });

  it('draws one larger marker for facilities at one point, which lists them to choose from', async () => {
    // Three different facilities that a list placed on one point (a town's centre, say).
    const names = ['Grandi Knitwear', 'Hafnar Textiles', 'Vesturbugt Outerwear'];
    const rows = names.map(
      (name, i) =>
        `Iceland,${name},${i + 2} ${['Grandagardur', 'Hafnarstraeti', 'Myrargata'][i]} Reykjavik,64.1518,-21.9502`,
    );
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
          return shared
            .getByRole('heading')
            .textContent({ timeout: 1000 })
            .catch(() => null);
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
    await page
      .getByRole('status')
      .filter({ hasText: countText(total) })
      .waitFor();
    await map().getByRole('button', { name: 'Draw Area' }).click();
    const corners = [
      await canvasPoint(-160, -140),
      await canvasPoint(160, -140),
      await canvasPoint(160, 140),
      await canvasPoint(-160, 140),
    ];
    for (const corner of corners) await page.mouse.click(corner.x, corner.y);
    await page.mouse.click(corners[0]!.x, corners[0]!.y); // the first corner again closes the area
    await page.waitForURL(/boundary=/);
    const boundary = JSON.parse(new URL(page.url()).searchParams.get('boundary')!) as {
      type: string;
      coordinates: number[][][];
    };
    expect(boundary.type).toBe('Polygon');
    expect(boundary.coordinates[0]).toHaveLength(5);
    expect(boundary.coordinates[0]![0]).toEqual(boundary.coordinates[0]![4]);
    const inside = await api<SearchAnswer>(
      `/api/facilities/?boundary=${encodeURIComponent(JSON.stringify(boundary))}&pageSize=1`,
    );
    expect(inside.count).toBeGreaterThan(0);
    expect(inside.count).toBeLessThan(total);
    await page
      .getByRole('status')
      .filter({ hasText: countText(inside.count) })
      .waitFor();

    await map().getByRole('button', { name: 'Clear Area' }).click();
    await page.waitForURL(`${server.url}/facilities`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(total) })
      .waitFor();
  });

  it("says 'Missing tile cache key' when the server gives none", async () => {
    await page.route('**/api/current_tile_cache_key', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '""' }),
    );
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
