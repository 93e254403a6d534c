import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface Feature {
  properties: { os_id: string; name: string; address: string; country_code: string; country_name: string };
}
interface SearchAnswer {
  count: number;
  features: Feature[];
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${server.url}${path}`, WEB_CLIENT)).json() as Promise<T>;
const results = () => page.getByRole('list', { name: 'Facilities' }).locator('li');
const countText = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'facility' : 'facilities'}`;

async function chooseOption(label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  // As the default install does for words in 2,000+ facilities, words in 5+ of these 400 are
  // searched, and their map drawn, from the search memory once it is read.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '400', SEARCH_MEMORY_MIN_POSTINGS: '5' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('search page', () => {
  it('opens on the landing form with nothing searched yet', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    await page.getByText('No facilities to display').waitFor();
    await page.getByRole('button', { name: 'Search for facilities' }).click();
    expect(
      await page.evaluate<string | null>('document.activeElement && document.activeElement.getAttribute("type")'),
    ).toBe('text');
    await page.getByRole('button', { name: 'Find Facilities' }).waitFor();
    await page.getByRole('button', { name: 'Reset Search' }).waitFor();
  });

  it('searches by text with the Enter key, trimming the text', async () => {
    const all = await api<SearchAnswer>('/api/facilities/?pageSize=100');
    // A word shared by several facility names, so the search keeps a list rather than opening one facility.
    const words = all.features.flatMap((f) => f.properties.name.split(/\s+/)).filter((w) => /^[A-Za-z]{5,}$/.test(w));
    const word = words.find((w) => words.filter((x) => x === w).length >= 3)!;
    const expected = await api<SearchAnswer>(`/api/facilities/?q=${encodeURIComponent(word)}`);
    expect(expected.count).toBeGreaterThan(1);

    await page.goto(server.url);
    const text = page.getByRole('textbox', { name: 'Facility name, address or OS ID' });
    await text.fill(`  ${word.toLowerCase()}  `);
    await text.press('Enter');
    await page.waitForURL(`${server.url}/facilities?q=${word.toLowerCase()}`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(expected.count) })
      .waitFor();
    const names = await results().locator('a').allTextContents();
    expect(names).toEqual(expected.features.map((f) => f.properties.name).slice(0, names.length));
  });

  it('filters the loaded results by name, address or country without a new search', async () => {
    const first = (await results().first().locator('a').textContent())!;
    const filter = page.getByRole('textbox', { name: 'Filter results' });
    await filter.fill(first.toUpperCase());
    await expect.poll(() => results().locator('a').allTextContents()).toEqual(expect.arrayContaining([first]));
    const shown = await results().locator('a').allTextContents();
    expect(shown.every((name) => name.toUpperCase().includes(first.toUpperCase()))).toBe(true);
    await filter.fill('no facility is called this');
    await page.getByText('No facilities matching this search').waitFor();
  });

  it('goes straight to the facility page when a search finds exactly one facility', async () => {
    const [facility] = (await api<SearchAnswer>('/api/facilities/?pageSize=1&sort_by=name_desc')).features;
    await page.goto(server.url);
    const text = page.getByRole('textbox', { name: 'Facility name, address or OS ID' });
    await text.fill(facility!.properties.os_id);
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(`${server.url}/facilities/${facility!.properties.os_id}`);
    await page.getByRole('heading', { level: 1, name: facility!.properties.name }).waitFor();
    // Back returns to the search rather than bouncing to the facility again.
    await page.goBack();
    await page.waitForURL(/\/facilities\?q=/);
    await page
      .getByRole('status')
      .filter({ hasText: countText(1) })
      .waitFor();
    expect(page.url()).toContain('/facilities?q=');
  });

  it('filters by country', async () => {
    const countries = await api<[string, string][]>('/api/countries/');
    const counts = await Promise.all(
      ['CN', 'IN', 'BD', 'VN', 'TR'].map(async (code) => ({
        code,
        count: (await api<SearchAnswer>(`/api/facilities/?countries=${code}&pageSize=1`)).count,
      })),
    );
    const { code, count } = counts.sort((a, b) => b.count - a.count)[0]!;
    expect(count).toBeGreaterThan(1);
    const name = countries.find(([value]) => value === code)![1];

    await page.goto(server.url);
    await chooseOption('Country Name', name);
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(`${server.url}/facilities?countries=${code}`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(count) })
      .waitFor();
    // The rows below the fold follow the first ones a frame later.
    await expect.poll(() => results().count()).toBe(Math.min(count, 50));
    const lines = await results().locator('p').allTextContents();
    expect(lines.filter((line) => line.startsWith(name)).length).toBe(Math.min(count, 50));
  });

  it('filters by contributor, with the list selector and the shared-facilities switch', async () => {
    const contributors = await api<[number, string][]>('/api/contributors/');
    const withCounts = await Promise.all(
      contributors.slice(0, 12).map(async ([id, name]) => ({
        id,
        name,
        count: (await api<SearchAnswer>(`/api/facilities/?contributors=${id}&pageSize=1`)).count,
      })),
    );
    const [top, second] = withCounts.sort((a, b) => b.count - a.count);
    expect(top!.count).toBeGreaterThan(1);

    await page.goto(server.url);
    expect(await page.getByRole('combobox', { name: 'Contributor List' }).count()).toBe(0);
    await chooseOption('Contributor', top!.name);
    await page.getByRole('combobox', { name: 'Contributor List' }).waitFor();
    expect(await page.getByLabel('Show only shared facilities').count()).toBe(0);
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(`${server.url}/facilities?contributors=${top!.id}`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(top!.count) })
      .waitFor();

    // Two contributors: 'Show only shared facilities' appears and asks for facilities of both.
    await chooseOption('Contributor', second!.name);
    await page.getByLabel('Show only shared facilities').check();
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(/combine_contributors=AND/);
    const shared = await api<SearchAnswer>(
      `/api/facilities/?contributors=${top!.id}&contributors=${second!.id}&combine_contributors=AND&pageSize=1`,
    );
    await page
      .getByRole('status')
      .filter({ hasText: shared.count === 0 ? undefined : countText(shared.count) })
      .or(page.getByText('No facilities matching this search'))
      .first()
      .waitFor();
  });

  it('restores a shared link and steps back through searches', async () => {
    const code = 'IN';
    const expected = await api<SearchAnswer>(`/api/facilities/?countries=${code}&sort_by=name_desc`);
    await page.goto(`${server.url}/facilities?countries=${code}`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(expected.count) })
      .waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Z to A' }).click();
    await page.waitForURL(`${server.url}/facilities?countries=${code}&sort_by=name_desc`);
    await expect.poll(() => results().first().locator('a').textContent()).toBe(expected.features[0]!.properties.name);

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Copied link').waitFor();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toBe(page.url());

    const other = await context.newPage();
    await other.goto(link);
    await other
      .getByRole('status')
      .filter({ hasText: countText(expected.count) })
      .waitFor();
    await other.getByRole('button', { name: 'India' }).waitFor(); // the country chip in the form
    expect(await other.getByRole('list', { name: 'Facilities' }).locator('li a').first().textContent()).toBe(
      expected.features[0]!.properties.name,
    );
    await other.reload();
    await other
      .getByRole('status')
      .filter({ hasText: countText(expected.count) })
      .waitFor();
    await other.close();

    await page.goBack();
    await page.waitForURL(`${server.url}/facilities?countries=${code}`);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain('Default');
  });

  it('loads the next page 100 px before the end of the list', async () => {
    const all = await api<SearchAnswer>('/api/facilities/?pageSize=1');
    expect(all.count).toBeGreaterThan(100);
    await page.goto(`${server.url}/facilities`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(all.count) })
      .waitFor();
    await expect.poll(() => results().count()).toBe(50);
    await page
      .getByTestId('facility-results')
      .evaluate((list) => list.scrollTo(0, list.scrollHeight - list.clientHeight - 90));
    await expect.poll(() => results().count()).toBe(100);
  });

  it('paints the rows in sight first, the rest of the page a frame later', async () => {
    const fresh = await context.newPage();
    // Every frame until all 50 rows are there: how many rows the document has, and whether they
    // reach the bottom of the list's box (the rows a visitor sees), from the first frame with one.
    await fresh.addInitScript(`
      window.resultFrames = [];
      const check = () => {
        const rows = document.querySelectorAll('[aria-label="Facilities"] li');
        const box = document.querySelector('[data-testid="facility-results"]');
        if (rows.length && box)
          window.resultFrames.push({
            rows: rows.length,
            filled: rows[rows.length - 1].getBoundingClientRect().bottom >= box.getBoundingClientRect().bottom,
          });
        if (rows.length < 50) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    `);
    await fresh.goto(`${server.url}/facilities`);
    // Until a frame has all 50 (the rows' count alone may reach 50 before that frame comes).
    type Frame = { rows: number; filled: boolean };
    const frames = (await (
      await fresh.waitForFunction(
        () => {
          // A function, not text: the page's Content-Security-Policy allows no eval.
          const recorded = (globalThis as unknown as { resultFrames: Frame[] }).resultFrames;
          return recorded.at(-1)?.rows === 50 && recorded;
        },
        undefined,
        { timeout: 30_000 },
      )
    ).jsonValue()) as Frame[];
    await fresh.close();
    expect(frames[0]!.rows).toBeLessThan(50);
    expect(frames[0]!.filled).toBe(true);
  });

  it('opens a facility from the result list, and Back restores the list where it was', async () => {
    const item = results().nth(20).locator('a');
    await item.scrollIntoViewIfNeeded();
    const list = page.getByTestId('facility-results');
    const scrollTop = await list.evaluate((element) => element.scrollTop);
    expect(scrollTop).toBeGreaterThan(100);
    const name = (await item.textContent())!;
    const href = (await item.getAttribute('href'))!;
    expect(href).toMatch(/^\/facilities\/[A-Z0-9]{15}$/);
    await item.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.goBack();
    await page.waitForURL(`${server.url}/facilities`);
    await expect
      .poll(() => page.getByTestId('facility-results').evaluate((element) => element.scrollTop))
      .toBe(scrollTop);
    expect(await results().count()).toBe(100);
  });

  it('shows the empty and error states with their texts', async () => {
    await page.goto(`${server.url}/facilities?q=zzqqxxnothingmatches`);
    await page.getByText('No facilities matching this search').waitFor();

    await page.route('**/api/facilities/?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/facilities?countries=BD`);
    await page.getByText('An error prevented fetching facilities').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Try another search' }).click();
    expect(
      await page.evaluate<string | null>('document.activeElement && document.activeElement.getAttribute("type")'),
    ).toBe('text');
    await page.unroute('**/api/facilities/?**');
  });

  it('keeps every filter of the More Search Filters drawer in the URL', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'More Search Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Find facilities' });
    await drawer.getByRole('heading', { name: 'Find facilities' }).waitFor();
    // Sector options load when the field first gets focus, not with the page.
    const sectorCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/sectors/') && sectorCalls.push(request.url()));
    await drawer.getByRole('combobox', { name: 'Contributor Type' }).waitFor();
    expect(sectorCalls).toEqual([]);
    await drawer.getByRole('combobox', { name: 'Sector' }).focus();
    await expect.poll(() => sectorCalls.length).toBe(1);
    await drawer.getByRole('combobox', { name: 'Sector' }).click();
    await page.getByRole('option', { name: 'Apparel', exact: true }).click();
    await drawer.getByRole('combobox', { name: 'Processing Type' }).fill('Sewing');
    await page.getByRole('option', { name: 'Sewing', exact: true }).click();
    // Facility types narrow to those that do the chosen processing type.
    await drawer.getByRole('combobox', { name: 'Facility Type' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Final Product Assembly']);
    await drawer.getByRole('heading', { name: 'Find facilities' }).click();
    const company = drawer.getByRole('combobox', { name: 'Parent Company' });
    expect(await company.getAttribute('placeholder')).toBe('e.g. ABC Textiles Limited');
    await company.fill('Typed Holdings, Ltd.');
    await company.press('Enter');
    expect(await drawer.getByRole('combobox', { name: 'Product Type' }).getAttribute('placeholder')).toBe(
      'e.g. Jackets',
    );
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/\/facilities\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.getAll('sectors')).toEqual(['Apparel']);
    expect(params.getAll('processing_type')).toEqual(['Sewing']);
    expect(params.getAll('parent_company')).toEqual(['Typed Holdings, Ltd.']);
    const expected = await api<SearchAnswer>(`/api/facilities/?${params.toString()}&pageSize=1`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(expected.count) })
      .or(page.getByText('No facilities matching this search'))
      .first()
      .waitFor();

    // The sidebar keeps the drawer's choices in sight: a count on its button and a chip for each.
    const sidebar = page.getByRole('complementary', { name: 'Search filters' });
    await sidebar.getByRole('button', { name: 'More Search Filters (3 applied)' }).waitFor();
    const chips = sidebar.getByRole('list', { name: 'Applied search filters' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual([
      'Sector: Apparel',
      'Parent Company: Typed Holdings, Ltd.',
      'Processing Type: Sewing',
    ]);
    // Deleting a chip searches again without it.
    await chips.filter({ hasText: 'Parent Company' }).locator('.MuiChip-deleteIcon').click();
    await page.waitForURL((url) => !url.searchParams.has('parent_company'));
    const narrowed = new URL(page.url()).searchParams;
    expect([narrowed.getAll('sectors'), narrowed.getAll('processing_type')]).toEqual([['Apparel'], ['Sewing']]);
    await sidebar.getByRole('button', { name: 'More Search Filters (2 applied)' }).waitFor();
    expect(await chips.allTextContents()).toEqual(['Sector: Apparel', 'Processing Type: Sewing']);
    const wider = await api<SearchAnswer>(`/api/facilities/?${narrowed.toString()}&pageSize=1`);
    await page
      .getByRole('status')
      .filter({ hasText: countText(wider.count) })
      .or(page.getByText('No facilities matching this search'))
      .first()
      .waitFor();
  });

  it("resets the drawer's filters with Reset and the whole search with Reset Search", async () => {
    await page.goto(`${server.url}/facilities?countries=IN&sectors=Apparel&number_of_workers=1001-5000`);
    await page.getByRole('button', { name: 'More Search Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Find facilities' });
    await drawer.getByRole('button', { name: 'Apparel' }).waitFor();
    await drawer.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await drawer.getByRole('button', { name: 'Apparel' }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: '1001-5000' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(`${server.url}/facilities?countries=IN`);
    // No count and no chips once the drawer's filters are gone (the drawer closes first).
    await page.getByRole('button', { name: 'More Search Filters', exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Applied search filters' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Reset Search' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('No facilities to display').waitFor();
    expect(await page.getByRole('button', { name: 'India' }).count()).toBe(0);
  });

  it('offers LIST and MAP tabs and a FILTERS drawer on small screens', async () => {
    await page.setViewportSize({ width: 650, height: 800 });
    await page.goto(`${server.url}/facilities?countries=IN`);
    await page.getByRole('tab', { name: 'List' }).waitFor();
    await page.getByRole('status').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Explore global supply chain data' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    await page.keyboard.press('Escape');
    // 'Show on map' switches to the MAP tab and centres the facility there, where its marker is.
    const facility = (await api<SearchAnswer>('/api/facilities/?countries=IN&pageSize=1')).features[0]!.properties;
    await page.getByRole('button', { name: `Show ${facility.name} on the map` }).click();
    expect(await page.getByRole('tab', { name: 'Map' }).getAttribute('aria-selected')).toBe('true');
    const card = page.getByRole('region', { name: 'Selected facility' });
    await card.getByTestId('facility-card-os-id').filter({ hasText: facility.os_id }).waitFor();
    // A click on the map would stop its flight to the facility: wait until it has arrived.
    await page.locator('[data-testid="search-map"][aria-busy="false"]').waitFor();
    await card.getByRole('button', { name: 'Close' }).click();
    const box = (await page.getByTestId('search-map').locator('canvas').boundingBox())!;
    await expect
      .poll(
        async () => {
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          return card
            .getByTestId('facility-card-os-id')
            .textContent({ timeout: 1000 })
            .catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(facility.os_id);

    // The text search stays in sight above the tabs, without opening the drawer. A pasted name with
    // one result opens its page, as the sidebar's search does.
    const query = facility.name.split(' ')[0]!;
    const matching = await api<SearchAnswer>(`/api/facilities/?q=${encodeURIComponent(query)}&countries=IN&pageSize=1`);
    const quick = page.getByRole('search', { name: 'Search facilities' });
    await quick.getByLabel('Facility name, address or OS ID').fill(query);
    await quick.getByRole('button', { name: 'Search' }).click();
    if (matching.count === 1) await page.waitForURL(`${server.url}/facilities/${facility.os_id}`);
    else {
      await page.waitForURL((url) => url.searchParams.get('q') === query && url.searchParams.get('countries') === 'IN');
      await page.getByRole('tab', { name: 'List' }).click();
      await page.getByRole('link', { name: matching.features[0]!.properties.name, exact: true }).first().waitFor();
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  });
});
