import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // Lists are processed without waiting for approval; only exact matches are automatic, so
  // near names become potential matches for the contributor to decide.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300', AUTO_APPROVE_LISTS: 'true', MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Iceland: the small demo data set has (almost) nothing there to match by accident.
const at = '64.14,-21.94';
const KNOWN_CSV = [
  'country,name,address,lat,lng',
  `Iceland,Delta Denim Washing Plant,"Tongi Industrial Area, Reykjavik",${at}`,
  `Iceland,Orchid Sweaters Factory,"Kashimpur Road, Konabari, Reykjavik",${at}`,
  `Iceland,Lotus Garments Unit,"Bscic Industrial Estate, Reykjavik",${at}`,
  '',
].join('\n');
const REVIEW_CSV = [
  'country,name,address,lat,lng',
  `Iceland,Delta Denim Washing Plant,"Tongi Industrial Area, Reykjavik",${at}`,
  `Iceland,Delta Denim Washing,"Tongi Industrial Area, Reykjavik",${at}`,
  `Iceland,Orchid Sweaters,"Kashimpur Road, Konabari, Reykjavik",${at}`,
  `Iceland,Lotus Garment,"Bscic Industrial Estate, Reykjavik",${at}`,
  `Iceland,Sunrise Leather Goods,"House 12, Road 7, Hafnarfjordur",64.07,-21.95`,
  '',
].join('\n');

interface ListItemJson {
  id: number;
  row_index: number;
  status: string;
  matched_facility: { os_id: string } | null;
  matches: { id: number; os_id: string; status: string }[];
}

async function uploadAndProcess(name: string, csv: string): Promise<number> {
  const response = await page.request.post(`${server.url}/api/facility-lists/`, {
    headers: { 'X-Client-Key': 'e2e' },
    multipart: { name, file: { name: `${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.status()).toBe(200);
  const id = ((await response.json()) as { id: number }).id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (await (await page.request.get(`${server.url}/api/facility-lists/${id}/`)).json()) as { progress: { step: string } };
    if (list.progress.step === 'done') return id;
    if (Date.now() > deadline) throw new Error(`list ${id} was not processed: ${JSON.stringify(list)}`);
    await page.waitForTimeout(250);
  }
}

const itemsOf = async (listId: number) =>
  ((await (await page.request.get(`${server.url}/api/facility-lists/${listId}/items/`)).json()) as { results: ListItemJson[] }).results;

describe('My Lists and list detail', () => {
  let listId: number;

  it('asks signed-out visitors to sign in', async () => {
    await page.goto(`${server.url}/lists`);
    await page.getByRole('link', { name: 'Sign in to view your Open Supply Hub lists' }).click();
    await page.getByLabel('Email').fill('contributor@example.com');
    await page.getByLabel('Password').fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'My Lists' }).waitFor();
  });

  it('shows each list with its displayed status and opens a processed list', async () => {
    await uploadAndProcess('Known Suppliers', KNOWN_CSV);
    listId = await uploadAndProcess('Review Suppliers', REVIEW_CSV);
    expect((await itemsOf(listId)).map((item) => item.status)).toEqual(['MATCHED', 'POTENTIAL_MATCH', 'POTENTIAL_MATCH', 'POTENTIAL_MATCH', 'NEW_FACILITY']);
    await page.reload();
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row('Known Suppliers').getByTestId('list-status').filter({ hasText: 'Approved' }).waitFor();
    await row('Review Suppliers').getByTestId('list-status').filter({ hasText: 'Action required' }).waitFor();
    await page.getByRole('link', { name: 'Upload a new list' }).waitFor();
    await page.getByRole('link', { name: 'View my facilities' }).waitFor();
    await row('Review Suppliers').getByRole('cell').nth(2).click();
    await page.getByRole('heading', { name: 'Review Suppliers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/lists/${listId}`);
    await page.getByText('Some potential matches require your feedback.').waitFor();
    await page.getByText('Showing 5 of 5 items.').waitFor();
  });

  it('filters by POTENTIAL_MATCH, keeping the filter in the URL', async () => {
    await page.getByLabel('Filter by status').click();
    await page.getByRole('option', { name: 'POTENTIAL_MATCH', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Showing 3 of 5 items.').waitFor();
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['POTENTIAL_MATCH']);
    await page.getByRole('button', { name: 'Show all items' }).waitFor();
  });

  it('confirms one potential match', async () => {
    const delta = (await itemsOf(listId))[1]!;
    const block = page.getByRole('table', { name: 'Potential matches of row 3' });
    await block.getByRole('checkbox', { name: `Select match ${delta.matches[0]!.os_id}` }).check();
    await block.locator('xpath=..').getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The confirmed row leaves the filtered page when the rows are fetched again.
    await page.getByText('Showing 2 of 5 items.').waitFor();
    const confirmed = (await itemsOf(listId))[1]!;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED_MATCH', matched_facility: { os_id: delta.matches[0]!.os_id } });
  });

  it('rejects another; the row becomes a new facility that search finds', async () => {
    const orchid = (await itemsOf(listId))[2]!;
    const block = page.getByRole('table', { name: 'Potential matches of row 4' });
    await block.getByRole('checkbox', { name: `Select match ${orchid.matches[0]!.os_id}` }).check();
    await block.locator('xpath=..').getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Showing 1 of 5 items.').waitFor();
    const created = (await itemsOf(listId))[2]!;
    expect(created.status).toBe('NEW_FACILITY');
    const osId = created.matched_facility!.os_id;
    const search = (await (await page.request.get(`${server.url}/api/facilities/?q=${encodeURIComponent('Orchid Sweaters')}`)).json()) as {
      features: { properties: { os_id: string } }[];
    };
    expect(search.features.map((feature) => feature.properties.os_id)).toContain(osId);
  });

  it('downloads the formatted file with every row, and the submitted file as it was', async () => {
    await page.getByRole('button', { name: 'Show all items' }).click();
    await page.getByText('Showing 5 of 5 items.').waitFor();
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Formatted File' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${listId}_Review_Suppliers_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = fs.readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 7)).toEqual(['row_index', 'status', 'country_code', 'country_name', 'name', 'address', 'matched_facility_os_id']);
    const rows = lines.slice(1).map((line) => line.split(',').slice(0, 5));
    expect(rows).toEqual([
      ['0', 'MATCHED', 'IS', 'Iceland', 'Delta Denim Washing Plant'],
      ['1', 'CONFIRMED_MATCH', 'IS', 'Iceland', 'Delta Denim Washing'],
      ['2', 'NEW_FACILITY', 'IS', 'Iceland', 'Orchid Sweaters'],
      ['3', 'POTENTIAL_MATCH', 'IS', 'Iceland', 'Lotus Garment'],
      ['4', 'NEW_FACILITY', 'IS', 'Iceland', 'Sunrise Leather Goods'],
    ]);
    // The rejected potential match of the Orchid row is left out; the pending Lotus match is in.
    const items = await itemsOf(listId);
    expect(lines.join('\n')).not.toContain(items[2]!.matches.find((match) => match.status === 'REJECTED')!.os_id);
    expect(lines[4]).toContain(items[3]!.matches[0]!.os_id);

    const [submitted] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Submitted File' }).click()]);
    expect(submitted.suggestedFilename()).toBe('Review Suppliers.csv');
    expect(fs.readFileSync((await submitted.path())!, 'utf8')).toBe(REVIEW_CSV);
  });

  it('shows the list read-only to an admin while the contributor decides', async () => {
    expect((await page.request.post(`${server.url}/user-logout/`, { headers: { 'X-Client-Key': 'e2e' } })).ok()).toBe(true);
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    await page.goto(`${server.url}/lists/${listId}?status=POTENTIAL_MATCH`);
    await page.getByText('This list has matches awaiting moderation from the contributor').waitFor();
    await page.getByRole('table', { name: 'Potential matches of row 5' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
  });
});
