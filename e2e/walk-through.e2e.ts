import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { jumpTo, renderedValues, settledMap } from './map-state.ts';
import { apiLogIn, startServer, type TestServer, WEB_CLIENT } from './server.ts';

// The main screens walked at a desktop and a phone width: each fits the width, leads somewhere
// (navigation, or the embed's own controls), and every map on it draws land and names at each zoom.

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let facilityId: string;
let listId: number;
let embedContributor: number;

async function newPage(width: number, email?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  // Logged in by the session cookie: the form's own flow is the account tests' business.
  if (email) {
    const cookie = await apiLogIn(server, email);
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.url }]);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** On a phone the search page shows its list or its map: the map, please. */
async function showMap(page: Page, width: number): Promise<Locator> {
  if (width < 600) await page.getByRole('tab', { name: 'Map' }).click();
  const map = page.getByTestId('search-map');
  await map.waitFor();
  return map;
}

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function fits(page: Page, width: number) {
  // A string: the e2e project compiles without the DOM's types. Names the outermost elements
  // that reach past the screen, to say what is too wide.
  const wide = (await page.evaluate(`(() => {
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > ${width} + 0.5);
    const outermost = past.filter((element) => !past.includes(element.parentElement));
    return { scrollWidth: document.documentElement.scrollWidth, elements: outermost.map((e) => e.tagName + ' ' + e.className + ' ' + (e.textContent || '').slice(0, 40)) };
  })()`)) as { scrollWidth: number; elements: string[] };
  expect(wide.scrollWidth, wide.elements.join('\n')).toBeLessThanOrEqual(width);
}

/** The site's navigation is there: the home link, and the menu or the top links. */
async function canNavigate(page: Page, width: number) {
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Open Supply Hub' }).waitFor();
  if (width < 600) await banner.getByRole('button', { name: /menu/i }).waitFor();
  else
    await banner
      .getByRole('link', { name: 'Explore' })
      .or(banner.getByRole('button', { name: 'Explore' }))
      .first()
      .waitFor();
}

/** The map draws land (not an empty box) and, where the gazetteer has one in view, a place name. */
async function drawsLand(map: Locator) {
  await settledMap(map);
  await expect
    .poll(async () => (await renderedValues(map, 'land', 'name')).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300' });
  browser = await launchBrowser();
  const search = (await (
    await fetch(`${server.url}/api/facilities/?countries=BD&statuses=unclaimed&pageSize=1`, WEB_CLIENT)
  ).json()) as {
    features: { id: string }[];
  };
  facilityId = search.features[0]!.id;
  const cookie = await apiLogIn(server, 'contributor@example.com');
  const headers = { ...WEB_CLIENT.headers, cookie };
  const lists = (await (await fetch(`${server.url}/api/facility-lists/`, { headers })).json()) as
    { id: number }[] | { results: { id: number }[] };
  listId = (Array.isArray(lists) ? lists : lists.results)[0]!.id;
  embedContributor = (
    (await (await fetch(`${server.url}/user-session/`, { headers })).json()) as { contributor_id: number }
  ).contributor_id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe.each([1440, 390])('walk-through at %i px', (width) => {
  it('search page: the map reads at zoom 2, 10 and 15', async () => {
    const page = await newPage(width);
    await page.goto(`${server.url}/facilities`);
    await page
      .getByRole('status')
      .filter({ hasText: /facilit/ })
      .waitFor();
    await fits(page, width);
    await canNavigate(page, width);
    const map = await showMap(page, width);
    await drawsLand(map);
    // Dhaka at zoom 10: its name and its neighbours'.
    await jumpTo(map, [90.4, 23.75], 10);
    await drawsLand(map);
    await expect.poll(() => renderedValues(map, 'place-labels', 'name'), { timeout: 20_000 }).toContain('Dhaka');
    // Ashulia at zoom 15, where no place is in view: land, and a note naming the towns around.
    await jumpTo(map, [90.2667, 23.8917], 15);
    await drawsLand(map);
    await map.getByRole('note', { name: 'Nearby places' }).waitFor({ timeout: 20_000 });
  });

  it('facility page: its map centred on the facility, on land', async () => {
    const page = await newPage(width);
    await page.goto(`${server.url}/facilities/${facilityId}`);
    await page.getByText(facilityId).first().waitFor();
    await fits(page, width);
    await canNavigate(page, width);
    const map = page.getByTestId('facility-map');
    await map.scrollIntoViewIfNeeded();
    await drawsLand(map);
  });

  it('list detail, claim wizard and dashboard: each fits and leads on', async () => {
    const contributor = await newPage(width, 'contributor@example.com');
    await contributor.goto(`${server.url}/lists/${listId}`);
    await contributor.getByRole('table').first().waitFor();
    await fits(contributor, width);
    await canNavigate(contributor, width);

    await contributor.goto(`${server.url}/facilities/${facilityId}/claim`);
    await contributor.getByLabel('I am an owner or senior manager and would like to submit a claim request').check();
    await contributor.getByRole('button', { name: 'Next' }).click();
    await contributor.getByRole('heading', { name: 'Supporting Documentation' }).waitFor();
    await fits(contributor, width);
    await canNavigate(contributor, width);

    const staff = await newPage(width, 'admin@example.com');
    await staff.goto(`${server.url}/dashboard`);
    await staff.getByRole('link', { name: 'Contributors' }).first().waitFor();
    await fits(staff, width);
    await canNavigate(staff, width);
  });

  it('embedded map: draws the grid on land, with its search and results', async () => {
    const page = await newPage(width);
    await page.goto(`${server.url}/facilities?embed=1&contributors=${embedContributor}`);
    await page
      .getByRole('status')
      .filter({ hasText: /facilit/ })
      .waitFor();
    await fits(page, width);
    await drawsLand(await showMap(page, width));
    expect(pageErrors).toEqual([]);
  });
});
