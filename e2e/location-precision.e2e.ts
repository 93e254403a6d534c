import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COARSE_LOCATION_REASON } from '@registry/core/geocode-precision';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { apiCall, apiLogIn, apiUploadList, startServer, waitForListStep, type TestServer } from './server.ts';

// Rows without coordinates, placed by the offline gazetteer: a town it knows (from the
// countrystatecity supplement), and a town name shared by a prefecture in Gansu and a county in
// Jiangxi that nothing in the address tells apart, which only places the row in the country.
const CSV = [
  'country,name,address',
  'China,Jintan Knitting Works,"No. 99 Jinhu Road, Jintan City, Jiangsu Province"',
  'China,Longnan Garment Factory,"Building 3, Industrial Park, Longnan"',
  '',
].join('\n');
const TOWN_SENTENCE = 'Location approximate: town centre of Jintan, China';
const COUNTRY_SENTENCE = 'Location approximate: centre of China';

interface Item {
  name: string;
  status: string;
  geocoded_location_type: string | null;
  matched_facility: { os_id: string } | null;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let items: Item[];
let listId: number;
const pageErrors: string[] = [];

const call = (cookie: string, path: string, method = 'GET') => apiCall(server, cookie, path, method);
const waitForStep = (cookie: string, id: number, step: string) => waitForListStep(server, cookie, id, step);

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '50' });
  const contributor = await apiLogIn(server, 'contributor@example.com');
  const admin = await apiLogIn(server, 'admin@example.com');
  listId = await apiUploadList(server, contributor, {
    name: 'Precision Suppliers',
    csv: CSV,
    fileName: 'precision.csv',
  });
  await waitForStep(contributor, listId, 'approval');
  expect((await call(admin, `/api/facility-lists/${listId}/approve/`, 'POST')).status).toBe(200);
  await waitForStep(contributor, listId, 'done');
  items = ((await (await call(contributor, `/api/facility-lists/${listId}/items/`)).json()) as { results: Item[] })
    .results;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, 'contributor@example.com');
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const itemOf = (name: string) => items.find((item) => item.name === name)!;

describe('Location precision sentences', () => {
  it('stores each row with the precision the gazetteer could give', () => {
    expect(items.map(({ name, status, geocoded_location_type }) => ({ name, status, geocoded_location_type }))).toEqual(
      [
        { name: 'Jintan Knitting Works', status: 'NEW_FACILITY', geocoded_location_type: 'locality' },
        { name: 'Longnan Garment Factory', status: 'NEW_FACILITY', geocoded_location_type: 'country' },
      ],
    );
  });

  it("says on the facility page how approximate the point is: a town's centre, or only the country's", async () => {
    await page.goto(`${server.url}/facilities/${itemOf('Jintan Knitting Works').matched_facility!.os_id}`);
    await page.getByRole('heading', { name: 'Jintan Knitting Works' }).waitFor();
    expect(await page.getByTestId('location-precision').textContent()).toBe(TOWN_SENTENCE);

    await page.goto(`${server.url}/facilities/${itemOf('Longnan Garment Factory').matched_facility!.os_id}`);
    await page.getByRole('heading', { name: 'Longnan Garment Factory' }).waitFor();
    expect(await page.getByTestId('location-precision').textContent()).toBe(COUNTRY_SENTENCE);
  });

  it("notes each row's precision on the list page, flagging the country's centre with its reason", async () => {
    await page.goto(`${server.url}/lists/${listId}`);
    const notes = page.getByTestId('location-note');
    await notes.first().waitFor();
    expect(await notes.allTextContents()).toEqual([
      TOWN_SENTENCE,
      `Check the location: ${COUNTRY_SENTENCE}. ${COARSE_LOCATION_REASON}`,
    ]);
    expect(pageErrors).toEqual([]);
  });
});
