import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_COLOR_BREAKPOINTS } from '../packages/core/src/map.ts';
import { gridColorRamp } from '../packages/core/src/embed-config.ts';
import { launchBrowser } from './browser.ts';
import { mapPaint, settledMap } from './map-state.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;
let otherSite: http.Server;
let otherOrigin: string;
let contributorId: number;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  page = await browser.newPage({
    viewport: { width: 1400, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // A second site (another origin: other host name and port) that embeds the map.
  otherSite = http.createServer((request, response) => {
    const src = `${server.url}/facilities?embed=1&contributors=${new URL(request.url ?? '/', 'http://x').searchParams.get('c')}`;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>Partner site</title><h1>Our suppliers</h1><iframe id="map" title="Supplier map" src="${src}" width="1200" height="800"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => otherSite?.close(resolve));
  await server?.stop();
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('embedded map', () => {
  it('follows a colour change in the configurator: preview and embedded page', async () => {
    await page.goto(`${server.url}/auth/login?next=${encodeURIComponent('/settings?tab=embed')}`);
    await page.getByLabel('Email').fill('contributor@example.com');
    await page.getByLabel('Password').fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Embed' }).waitFor();
    const session = await page.evaluate(() =>
      fetch('/user-session/').then((r) => r.json() as Promise<{ contributor_id: number; embed_level: number }>),
    );
    contributorId = session.contributor_id;
    expect(session.embed_level).toBe(3);

    const color = page.getByRole('textbox', { name: 'Color', exact: true });
    await color.waitFor({ timeout: 60_000 });
    await color.fill('#e91e63');
    await page.getByText('All changes saved.').waitFor();
    const saved = await page.evaluate(
      (id) => fetch(`/api/contributor-embed-configs/${id}/`).then((r) => r.json() as Promise<{ color: string }>),
      contributorId,
    );
    expect(saved.color).toBe('#e91e63');

    const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(code).toContain(`src="${server.url}/facilities?embed=1&contributors=${contributorId}"`);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByText('Copied code to clipboard').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(code);

    // A font from the list (level 3).
    await page.getByRole('combobox', { name: 'Font' }).click();
    await page.getByRole('option', { name: 'Georgia' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(
            (id) =>
              fetch(`/api/contributor-embed-configs/${id}/`)
                .then((r) => r.json() as Promise<{ font: string }>)
                .then((c) => c.font),
            contributorId,
          ),
        { timeout: 15_000 },
      )
      .toBe('Georgia');

    const preview = page.frameLocator('iframe[title="Embedded map preview"]');
    const previewButton = preview.getByRole('button', { name: 'Find Facilities' });
    await expect
      .poll(
        () =>
          previewButton.evaluate(
            (el) =>
              (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(
                el,
              ).backgroundColor,
          ),
        { timeout: 20_000 },
      )
      .toBe(rgb('#e91e63'));

    const embedded = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await embedded.goto(`${server.url}/facilities?embed=1&contributors=${contributorId}`);
    const button = embedded.getByRole('button', { name: 'Find Facilities' });
    await button.waitFor();
    const style = await button.evaluate((el) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string; fontFamily: string } }
      ).getComputedStyle(el),
    );
    expect(style.backgroundColor).toBe(rgb('#e91e63'));
    expect(style.fontFamily).toBe('Georgia, serif');
    // Embedded mode: no app header, a 'Powered by' footer, no Copy Link or contributor filter.
    await embedded.getByRole('img', { name: 'Powered by Open Supply Hub' }).waitFor();
    expect(await embedded.getByRole('link', { name: 'Add Data' }).count()).toBe(0);
    expect(await embedded.getByLabel('Contributor', { exact: true }).count()).toBe(0);
    await embedded
      .getByRole('status')
      .filter({ hasText: /facilit/ })
      .waitFor();
    expect(await embedded.getByRole('button', { name: 'Copy Link' }).count()).toBe(0);
    // The map's grid is drawn in shades of the configured colour, one per step of the ramp.
    const map = embedded.getByTestId('search-map');
    await settledMap(map);
    const [light, mid, dark, full] = gridColorRamp('#e91e63');
    expect(full).toBe('#e91e63');
    const [, second, third, fourth] = GRID_COLOR_BREAKPOINTS;
    expect(await mapPaint(map, 'facility-grid', 'fill-color')).toEqual([
      'step',
      ['get', 'count'],
      light,
      second,
      mid,
      third,
      dark,
      fourth,
      full,
    ]);
    // Its legend shows the same shades, not the registry's purple.
    const swatches = embedded.getByRole('group', { name: 'Legend' }).getByTestId('legend-swatch');
    const legendColors = await swatches.evaluateAll((els) =>
      els.map(
        (el) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el)
            .backgroundColor,
      ),
    );
    expect(legendColors).toEqual([light, mid, dark, full].map(rgb));
    await embedded.close();
  });

  it("shows and searches the contributor's own column once the configurator makes it visible and searchable", async () => {
    await page.getByRole('checkbox', { name: 'Show parent_company' }).check();
    await page.getByRole('textbox', { name: 'Display name of parent_company' }).fill('Group');
    await page.getByRole('checkbox', { name: 'Show supplier_code' }).check();
    await page.getByRole('checkbox', { name: 'Search supplier_code' }).check();
    await page.getByRole('textbox', { name: 'Display name of supplier_code' }).fill('Supplier code');
    // Saved automatically a second after the last change.
    const savedField = () =>
      page.evaluate(
        (id) =>
          fetch(`/api/contributor-embed-configs/${id}/`)
            .then(
              (r) =>
                r.json() as Promise<{
                  extended_fields: { column_name: string; display_name: string; searchable: boolean }[];
                }>,
            )
            .then((c) => c.extended_fields.find((f) => f.column_name === 'supplier_code')),
        contributorId,
      );
    await expect
      .poll(savedField, { timeout: 15_000 })
      .toMatchObject({ display_name: 'Supplier code', searchable: true });

    const first = await page.evaluate(
      (id) =>
        fetch(`/api/facilities/?contributors=${id}&sort_by=name_asc&pageSize=1`).then(
          (r) => r.json() as Promise<{ features: { properties: { os_id: string } }[] }>,
        ),
      contributorId,
    );
    const osId = first.features[0]!.properties.os_id;
    const detail = await page.evaluate(
      ({ id, os }) =>
        fetch(`/api/facilities/${os}/?embed=1&contributor=${id}`).then(
          (r) =>
            r.json() as Promise<{
              properties: { name: string; contributor_fields: { label: string; value: string }[] };
            }>,
        ),
      { id: contributorId, os: osId },
    );
    const code = detail.properties.contributor_fields.find((f) => f.label === 'Supplier code')!.value;
    expect(code).toMatch(/^SC-\d{6}$/);

    const embedded = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await embedded.goto(`${server.url}/facilities?embed=1&contributors=${contributorId}`);
    const box = embedded.getByRole('textbox', { name: 'Facility Name or OS ID' });
    await box.waitFor({ timeout: 30_000 });

    // The extended-field filters are the shown fields only, under their display names; no sector (hidden by default).
    await embedded.getByRole('button', { name: 'More Search Filters' }).click();
    const drawer = embedded.getByRole('dialog', { name: 'Find facilities' });
    await drawer.getByRole('combobox', { name: 'Group' }).waitFor();
    for (const label of [
      'Contributor Type',
      'Sector',
      'Parent Company',
      'Product Type',
      'Facility Type',
      'Processing Type',
      'Number of Workers',
      'Native Language Name',
    ]) {
      expect(await drawer.getByLabel(label, { exact: true }).count(), label).toBe(0);
    }
    await embedded.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await box.fill(code);
    await embedded.getByRole('button', { name: 'Find Facilities' }).click();
    // The code matches this one facility only.
    await embedded.getByRole('status').filter({ hasText: '1 facility' }).waitFor({ timeout: 30_000 });

    // The map's card leads to the facility page, still embedded.
    await embedded.getByRole('button', { name: `Show ${detail.properties.name} on the map` }).click();
    await embedded
      .getByRole('region', { name: 'Selected facility' })
      .getByRole('link', { name: 'View facility details' })
      .click();
    await embedded.waitForURL((url) => url.pathname === `/facilities/${osId}`);
    expect(new URL(embedded.url()).searchParams.get('embed')).toBe('1');
    await embedded.getByRole('img', { name: 'Powered by Open Supply Hub' }).waitFor();
    expect(await embedded.getByRole('link', { name: 'Add Data' }).count()).toBe(0);
    await embedded.goBack();

    // So does the result's link; the page shows the column, and no Copy Link.
    await embedded.getByRole('link', { name: detail.properties.name }).click();
    await embedded.waitForURL((url) => url.pathname === `/facilities/${osId}`);
    await embedded.getByText('Supplier code').waitFor();
    await embedded.getByText(code, { exact: true }).waitFor();
    expect(embedded.url()).toContain('embed=1');
    await embedded.getByRole('button', { name: 'Copy OS ID' }).waitFor();
    expect(await embedded.getByRole('button', { name: 'Copy Link' }).count()).toBe(0);
    // The way back: the embedded map of the same contributor.
    const back = embedded.getByRole('link', { name: 'Back to map' });
    expect(await back.getAttribute('href')).toBe(`/facilities?embed=1&contributors=${contributorId}`);
    await back.click();
    await embedded.waitForURL(`${server.url}/facilities?embed=1&contributors=${contributorId}`);
    await settledMap(embedded.getByTestId('search-map'));
    await embedded.getByRole('img', { name: 'Powered by Open Supply Hub' }).waitFor();
    await embedded.close();
  });

  it('keeps its sidebar down to the embed breakpoint of 600 px, LIST and MAP tabs below it', async () => {
    const embedded = await browser.newPage({ viewport: { width: 700, height: 700 } });
    await embedded.goto(`${server.url}/facilities?embed=1&contributors=${contributorId}`);
    await embedded.getByRole('complementary', { name: 'Search filters' }).waitFor();
    expect(await embedded.getByRole('tab', { name: 'List' }).count()).toBe(0);
    await embedded.setViewportSize({ width: 500, height: 700 });
    await embedded.getByRole('tab', { name: 'List' }).waitFor();
    expect(await embedded.getByRole('complementary', { name: 'Search filters' }).count()).toBe(0);
    await embedded.close();
  });

  it('names only its contributor on a facility page, and scrolls the page above the footer', async () => {
    type Source = { contributor_id: number; contributor_name: string; is_from_claim: boolean };
    // A facility of this contributor that another contributor also gave values for.
    const shared = await page.evaluate(async (id) => {
      const list = (await fetch(`/api/facilities/?contributors=${id}&pageSize=50`).then((r) => r.json())) as {
        features: { properties: { os_id: string } }[];
      };
      for (const { properties } of list.features) {
        const detail = (await fetch(`/api/facilities/${properties.os_id}/?embed=1&contributor=${id}`).then((r) =>
          r.json(),
        )) as { properties: { extended_fields: Record<string, Source[]> } };
        const sources = Object.values(detail.properties.extended_fields).flat();
        const own = sources.find((s) => s.contributor_id === id);
        const other = sources.find((s) => s.contributor_id !== id && !s.is_from_claim);
        if (own && other) return { osId: properties.os_id, own: own.contributor_name, other: other.contributor_name };
      }
      return null;
    }, contributorId);
    expect(shared).not.toBeNull();
    const { osId, own, other } = shared!;

    const embedded = await browser.newPage({ viewport: { width: 1200, height: 500 } });
    await embedded.goto(`${server.url}/facilities/${osId}?embed=1&contributors=${contributorId}`);
    await embedded.getByRole('link', { name: 'Back to map' }).waitFor({ timeout: 30_000 });
    const main = embedded.getByRole('main');
    await expect.poll(() => main.textContent()).toContain(own);
    expect(await main.textContent()).not.toContain(other);

    // The page is taller than the frame: scrolled to its end, all of it is above the footer, none under it.
    const footer = embedded.getByRole('contentinfo');
    await main.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const contentBottom = await main.evaluate((el) => el.firstElementChild!.getBoundingClientRect().bottom);
    expect(contentBottom).toBeLessThanOrEqual((await footer.boundingBox())!.y + 0.5);
    expect(await main.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await embedded.close();
  });

  it('shows the error screen when the contributor has no embedded map', async () => {
    const other = await browser.newPage();
    await other.goto(`${server.url}/facilities?embed=1&contributors=999999`);
    await other.getByText('An error prevented fetching embedded map configuration data').waitFor();
    await other.close();
  });

  it('works inside an iframe on another origin, and searches there', async () => {
    const facilities = await page.evaluate(
      (id) =>
        fetch(`/api/facilities/?contributors=${id}&pageSize=5`).then(
          (r) =>
            r.json() as Promise<{ count: number; features: { properties: { name: string; country_name: string } }[] }>,
        ),
      contributorId,
    );
    expect(facilities.count).toBeGreaterThan(0);
    const target = facilities.features[0]!.properties;

    // Only embed pages may be framed by other sites.
    const embedHeaders = await fetch(`${server.url}/facilities?embed=1&contributors=${contributorId}`).then(
      (r) => r.headers,
    );
    expect(embedHeaders.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embedHeaders.get('x-frame-options')).toBeNull();
    const plainHeaders = await fetch(`${server.url}/settings`).then((r) => r.headers);
    expect(plainHeaders.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(plainHeaders.get('x-frame-options')).toBe('SAMEORIGIN');

    const visitor = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    await visitor.goto(`${otherOrigin}/?c=${contributorId}`);
    await visitor.getByRole('heading', { name: 'Our suppliers' }).waitFor();
    const frame = visitor.frameLocator('#map');
    const box = frame.getByRole('textbox', { name: 'Facility Name or OS ID' });
    await box.waitFor({ timeout: 30_000 });
    await box.fill(target.name);
    await frame.getByRole('button', { name: 'Find Facilities' }).click();
    // One result opens its page (still embedded), several are listed; either way the facility shows.
    await frame.getByText(target.name).first().waitFor({ timeout: 30_000 });
    expect(await frame.getByRole('link', { name: 'Add Data' }).count()).toBe(0);
    const frameUrl = visitor
      .frames()
      .find((f) => f.url().startsWith(server.url))!
      .url();
    expect(frameUrl).toContain('embed=1');
    await visitor.close();
  });
});
