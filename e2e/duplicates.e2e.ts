import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES } from '@registry/core/facility-duplicates-api';
import { FACILITY_ADMIN_TOASTS } from '@registry/core/facility-admin';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { apiCall, apiLogIn, apiUploadList, startServer, waitForListStep, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let admin: string;
let contributor: string;

// Iceland and Greenland: the small demo data set has nothing there to pair with by accident.
const KNOWN_CSV = [
  'country,name,address,lat,lng',
  'Iceland,Glacier Knitwear Factory,"12 Hafnarbraut Road, Reykjavik",64.14,-21.94',
  'Iceland,Basalt Denim Mills,"7 Skeifan Street, Kopavogur",64.11,-21.88',
  'Greenland,Aurora Sweaters Limited,"3 Aqqusinersuaq Road, Nuuk",64.18,-51.72',
  '',
].join('\n');
// The same places as another list writes them: a word left out, the street abbreviated, no town.
const REWRITTEN_CSV = [
  'country,name,address,lat,lng',
  'Iceland,Glacier Knitwear,12 Hafnarbraut Rd,64.14,-21.94',
  'Iceland,Basalt Denim,7 Skeifan St,64.11,-21.88',
  'Greenland,Aurora Sweaters,3 Aqqusinersuaq Rd,64.18,-51.72',
  '',
].join('\n');

const call = (cookie: string, path: string, method = 'GET') => apiCall(server, cookie, path, method);
const waitForStep = (cookie: string, id: number, step: string) => waitForListStep(server, cookie, id, step);

/** A list of the contributor's, approved by staff and processed; its rows. */
async function processList(name: string, csv: string) {
  const id = await apiUploadList(server, contributor, { name, csv, fileName: `${name}.csv` });
  await waitForStep(contributor, id, 'approval');
  expect((await call(admin, `/api/facility-lists/${id}/approve/`, 'POST')).status).toBe(200);
  await waitForStep(contributor, id, 'done');
  return (
    (await (await call(contributor, `/api/facility-lists/${id}/items/`)).json()) as {
      results: { status: string; matches: { id: number; status: string }[] }[];
    }
  ).results;
}

async function staffPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, 'admin@example.com');
  return page;
}

beforeAll(async () => {
  // Only a facility named and placed exactly as the row is matched automatically: the rewritten rows become potential matches, which the
  // contributor rejects, so each makes a new facility: a duplicate for the finder.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150', MATCH_AUTOMATIC_THRESHOLD: '1' });
  browser = await launchBrowser();
  admin = await apiLogIn(server, 'admin@example.com');
  contributor = await apiLogIn(server, 'contributor@example.com');
  await processList('Known Suppliers', KNOWN_CSV);
  const rewritten = await processList('Rewritten Suppliers', REWRITTEN_CSV);
  expect(rewritten.map((row) => row.status)).toEqual(['POTENTIAL_MATCH', 'POTENTIAL_MATCH', 'POTENTIAL_MATCH']);
  for (const row of rewritten)
    for (const match of row.matches.filter((m) => m.status === 'PENDING'))
      expect((await call(contributor, `/api/facility-matches/${match.id}/reject/`, 'POST')).status).toBe(200);
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('Possible duplicates in the dashboard', () => {
  let page: Page;
  const pairList = () => page.getByRole('list', { name: 'Possible duplicates' });
  const selected = () => page.getByLabel('Selected pair');

  it('runs a full pass from the screen and lists the planted duplicates, best first', async () => {
    page = await staffPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Possible Duplicates' }).click();
    await page.getByRole('heading', { name: 'Possible Duplicates' }).waitFor();
    await page.getByLabel('Minimum confidence').click();
    await page.getByRole('option', { name: '60 %', exact: true }).click();
    await page.getByRole('button', { name: 'Run a full pass' }).click();
    await page.getByText(DUPLICATE_MESSAGES.passStarted).waitFor();
    await page
      .getByText(/^Last full pass finished .*: \d+ facilities compared, \d+ pairs found\.$/)
      .waitFor({ timeout: 60_000 });
    for (const name of ['Glacier Knitwear Factory', 'Basalt Denim Mills', 'Aurora Sweaters Limited'])
      await pairList()
        .getByRole('button', { name: new RegExp(name) })
        .waitFor();
  });

  it('filters by country and shows both facilities side by side', async () => {
    await page.getByLabel('Country').click();
    await page.getByRole('option', { name: 'Greenland', exact: true }).click();
    await page
      .getByTestId('duplicate-count')
      .filter({ hasText: /^1 possible duplicate$/ })
      .waitFor();
    const pair = selected();
    await pair.getByRole('link', { name: 'Aurora Sweaters Limited', exact: true }).waitFor();
    await pair.getByRole('link', { name: 'Aurora Sweaters', exact: true }).waitFor();
    await pair.getByRole('region', { name: 'Facility A' }).waitFor();
    await pair.getByRole('region', { name: 'Facility B' }).waitFor();
    await pair.getByText('3 Aqqusinersuaq Rd', { exact: true }).waitFor();
    expect(await pair.getByText('Claim: Not claimed').count()).toBe(2);
    await pair.getByTestId('pair-map').waitFor();
  });

  it('merges the pair with the usual toast; the pair leaves the list', async () => {
    await selected().getByRole('button', { name: 'Merge B into A' }).click();
    await page
      .getByRole('dialog')
      .getByText(/will be merged into Aurora Sweaters/)
      .waitFor();
    await page.getByRole('button', { name: 'Confirm merge' }).click();
    await page.getByText(FACILITY_ADMIN_TOASTS.merged).waitFor();
    await page.getByText('No possible duplicates with these filters.').waitFor();
  });

  it('dismisses a pair as not a duplicate, remembered after a reload', async () => {
    await page.getByLabel('Country').click();
    await page.getByRole('option', { name: 'Iceland', exact: true }).click();
    await page
      .getByTestId('duplicate-count')
      .filter({ hasText: /^2 possible duplicates$/ })
      .waitFor();
    await pairList()
      .getByRole('button', { name: /Basalt Denim Mills/ })
      .click();
    await selected().getByRole('button', { name: 'Not a duplicate' }).click();
    await page.getByText(DUPLICATE_MESSAGES.dismissedToast).waitFor();
    await page
      .getByTestId('duplicate-count')
      .filter({ hasText: /^1 possible duplicate$/ })
      .waitFor();
    await page.reload();
    await pairList()
      .getByRole('button', { name: /Glacier Knitwear Factory/ })
      .waitFor();
    expect(
      await pairList()
        .getByRole('button', { name: /Basalt Denim Mills/ })
        .count(),
    ).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
