import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

// The download button's three states (spec part 1 §4): the login-required dialog for anonymous
// visitors, the CSV / Excel menu within the allowance, 'Purchase More Downloads' above it (a
// disabled Download where purchasing is not configured).
const ALLOWANCE = 60;

interface SearchAnswer {
  count: number;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A country whose search lists several facilities but fewer than the allowance. */
let smallCountry: { code: string; count: number };

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${server.url}${path}`, WEB_CLIENT)).json() as Promise<T>;
const downloadButton = () => page.getByRole('button', { name: /^(Download|Purchase More Downloads)$/ });

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300', DOWNLOAD_FREE_ALLOWANCE: String(ALLOWANCE) });
  const countries = await api<[string, string][]>('/api/countries/');
  for (const [code] of countries) {
    const { count } = await api<SearchAnswer>(`/api/facilities/count/?countries=${code}`);
    if (count >= 3 && count <= 20) {
      smallCountry = { code, count };
      break;
    }
  }
  expect(smallCountry).toBeDefined();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('download button', () => {
  it('asks anonymous visitors to log in or register', async () => {
    await page.goto(`${server.url}/facilities?countries=${smallCountry.code}`);
    await downloadButton().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('You must log in with an Open Supply Hub account before downloading your search results.')
      .waitFor();
    expect(await dialog.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register');
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/facilities?countries=${smallCountry.code}`)}`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('offers CSV and Excel within the allowance and downloads every row of the search', async () => {
    await logInThroughForm(page, server.url, 'contributor@example.com');

    await page.goto(`${server.url}/facilities?countries=${smallCountry.code}`);
    await downloadButton().click();
    await page.getByRole('menuitem', { name: 'Excel' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('facilities.csv');
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]!.split(',').slice(0, 7)).toEqual([
      'os_id',
      'name',
      'address',
      'country_code',
      'country_name',
      'lat',
      'lng',
    ]);
    expect(csv.length - 1).toBe(smallCountry.count);
  });

  it('says the repeat rule in the menu and charges nothing for the Excel file of the same search', async () => {
    const remaining = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/download-allowance/', { headers: { 'X-Client-Key': 'e2e' } });
        return ((await response.json()) as { free_remaining: number }).free_remaining;
      });
    expect(await remaining()).toBe(ALLOWANCE - smallCountry.count);
    await downloadButton().click();
    await page
      .getByRole('menu')
      .getByText(
        'Downloading the same search again within a day, in either format, does not use more of your allowance.',
      )
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('facilities.xlsx');
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(0);
    expect(await remaining()).toBe(ALLOWANCE - smallCountry.count);
  });

  it('charges nothing for a bare link to the file (the session cookie without the client header)', async () => {
    const response = await page.evaluate(async (code) => {
      const answer = await fetch(`/api/facilities-downloads/?format=csv&countries=${code}&sectors=Apparel`);
      return { status: answer.status, body: await answer.json() };
    }, smallCountry.code);
    expect(response).toEqual({
      status: 403,
      body: { detail: 'CSRF check failed: the X-Client-Key header is missing.' },
    });
  });

  it('above the allowance where purchasing is not configured: Download says why in a dialog', async () => {
    const { count } = await api<SearchAnswer>('/api/facilities/count/');
    expect(count).toBeGreaterThan(ALLOWANCE);
    await page.goto(`${server.url}/facilities`);
    const button = page.getByRole('button', { name: 'Download' });
    await button.waitFor();
    expect(await page.getByRole('button', { name: 'Purchase More Downloads' }).count()).toBe(0);
    const available = ALLOWANCE - smallCountry.count;
    const reason = `You are trying to download ${count} production locations but this account only has ${available} available. Purchasing additional downloads is not available on this server.`;
    await button.locator('xpath=..').hover();
    await page.getByRole('tooltip').getByText(reason).waitFor();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Download not available' });
    await dialog.getByText(reason, { exact: true }).waitFor();
    // Nothing was offered, so nothing was charged.
    expect(await page.getByRole('menu').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const allowance = await page.request.get(`${server.url}/api/download-allowance/`, WEB_CLIENT);
    expect(((await allowance.json()) as { allowed_records_number: number }).allowed_records_number).toBe(available);
  });

  it('turns into Purchase More Downloads above the allowance where purchasing is configured', async () => {
    // The server of this test has no Stripe account: its allowance answer is shown as one with purchasing on.
    await page.route('**/api/download-allowance/', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...answer, purchasing_enabled: true } });
    });
    await page.goto(`${server.url}/facilities`);
    const button = page.getByRole('button', { name: 'Purchase More Downloads' });
    await button.waitFor();
    expect(await button.isEnabled()).toBe(true);
    await button.locator('xpath=..').hover();
    await page
      .getByRole('tooltip')
      .getByText(/Purchase additional downloads to continue\.$/)
      .waitFor();
    await page.unroute('**/api/download-allowance/');
  });
});
