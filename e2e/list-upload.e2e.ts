import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A small demo data set (its contributor account logs in) and lists processed without waiting for approval.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300', AUTO_APPROVE_LISTS: 'true' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ROWS = 250;
const csv = [
  'country,name,address,sector',
  ...Array.from(
    { length: ROWS },
    (_, i) => `Bangladesh,Browser Test Mill ${i},"Plot ${i}, Road ${i % 40}, Gazipur",Apparel`,
  ),
].join('\n');

describe('list upload', () => {
  it('asks signed-out visitors to log in and brings them back to the upload page', async () => {
    await page.goto(`${server.url}/contribute/multiple-locations`);
    await page.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    await page.getByRole('link', { name: 'Log in to contribute to Open Supply Hub' }).click();
    await page.getByLabel('Email').fill('contributor@example.com');
    await page.getByLabel('Password').fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Upload a List of Production Locations' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contribute/multiple-locations');
  });

  it('checks the form with the shared rules before sending', async () => {
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Missing required Facility List Name.').waitFor();
    await page.getByText('Missing required Facility List File.').waitFor();
    await page.getByText('If you continue to have trouble submitting your list, please email').waitFor();
    await page.getByRole('link', { name: 'support@example.com' }).waitFor();
  });

  it('uploads a CSV, shows the progress as it changes and the list as processed', async () => {
    await page.getByLabel('Facility List Name').fill('Browser Test List');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('suppliers.csv').waitFor();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Your facility list has been uploaded successfully!').waitFor();
    await page.getByRole('heading', { name: 'Thank you for submitting your list!' }).waitFor();
    // No reload from here on: the page asks the server for the progress by itself.
    const steps = new Set<string>();
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      steps.add((await page.getByTestId('list-step').textContent()) ?? '');
      if (steps.has('Your list has been processed.')) break;
      await page.waitForTimeout(200);
    }
    expect(steps.has('Your list has been processed.')).toBe(true);
    expect(steps.size).toBeGreaterThan(1);
    await page.getByText(`Parsed: ${ROWS} of ${ROWS} rows`).waitFor();
    await page.getByText(`Geocoded: ${ROWS} of ${ROWS} rows`).waitFor();
    await page.getByText(`Matched: ${ROWS} of ${ROWS} rows`).waitFor();

    type ListSummary = { name: string; status_counts: Record<'NEW_FACILITY' | 'MATCHED' | 'POTENTIAL_MATCH', number> };
    const lists = (await (await page.request.get(`${server.url}/api/facility-lists/`)).json()) as ListSummary[];
    const uploaded = lists.find((list) => list.name === 'Browser Test List')!;
    expect(
      uploaded.status_counts.NEW_FACILITY + uploaded.status_counts.MATCHED + uploaded.status_counts.POTENTIAL_MATCH,
    ).toBe(ROWS);
  });

  it('counts a row that could not be read out of the summary, and leads to it', async () => {
    const rows = [
      'country,name,address',
      ...Array.from({ length: 29 }, (_, i) => `Bangladesh,Summary Test Mill ${i},"Plot ${i}, Tongi, Gazipur"`),
      'Atlantis,Lost Summary Mill,"Plot 1, Atlantis"',
    ].join('\n');
    await page.goto(`${server.url}/contribute/multiple-locations`);
    await page.getByLabel('Facility List Name').fill('One Bad Row');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'one-bad-row.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Thank you for submitting your list!' }).waitFor();
    await page.getByText('Your list has been processed.').waitFor({ timeout: 100_000 });
    await page.getByText('Parsed: 29 of 30 rows').waitFor();
    await page.getByText('Geocoded: 29 of 29 rows').waitFor();
    await page.getByText('Matched: 29 of 29 rows').waitFor();
    const failures = page.getByTestId('list-failures');
    expect(await failures.textContent()).toBe('Some items failed to be processed. See the row that failed');
    await failures.getByRole('link', { name: 'See the row that failed' }).click();
    await page.getByText('Lost Summary Mill').waitFor();
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual([
      'ERROR',
      'ERROR_PARSING',
      'ERROR_GEOCODING',
      'ERROR_MATCHING',
    ]);
  });

  it('shows the contribute landing with both ways to add data', async () => {
    await page.goto(`${server.url}/contribute`);
    await page.getByRole('link', { name: 'Upload Multiple Locations' }).waitFor();
    await page.getByRole('link', { name: 'Add a Single Location' }).waitFor();
    await page.getByText('Have messy data?').waitFor();
  });
});
