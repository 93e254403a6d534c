import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { apiLogIn, apiUploadList, startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** Uploads a list as the demo contributor through the API; it waits for approval. */
async function uploadPendingList(name: string) {
  const csv = 'country,name,address\nBD,Dhaka Knit Ltd,Road 5 Dhaka\n';
  await apiUploadList(server, await apiLogIn(server, 'contributor@example.com'), {
    name,
    csv,
    fileName: 'spring.csv',
    description: 'Spring suppliers',
  });
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  await uploadPendingList('Dashboard Review Upload');
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('contributor lists dashboard', () => {
  it('shows every column and keeps the filters and page size in the URL', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Contributor Lists' }).click();
    await page.getByRole('heading', { name: 'Contributor Lists', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual([
        'Date Created',
        'Name',
        'Description',
        'File Name',
        'Total',
        'Matched',
        'Error',
        'Potential Match',
        'Active',
        'Status',
      ]);
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('combobox', { name: 'Rows per page:' }).textContent()).toBe('20');
    // The seeded lists are whole and processed: no 'Processing: N rows' bar, their status instead.
    const rows = page.getByRole('table', { name: 'Contributor lists' }).locator('tbody tr');
    expect(await rows.count()).toBe(20);
    expect(await page.getByRole('progressbar', { name: 'Processing progress' }).count()).toBe(0);
    expect(await page.getByText(/^Processing: /).count()).toBe(0);
    const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild!.textContent));
    expect(statuses.filter((status) => status !== 'ApproveReject')).toEqual(
      Array(statuses.filter((status) => status !== 'ApproveReject').length).fill('Approved'),
    );
    type Listed = { id: number; item_count: number; progress: { step: string; rows: { total: number | null } } };
    const all = (await (
      await page.request.get(`${server.url}/api/admin-facility-lists/?status=APPROVED&pageSize=100`)
    ).json()) as { data: Listed[] };
    expect(all.data.filter((list) => list.progress.step !== 'done' || list.progress.rows.total === null)).toEqual([]);
    const seeded = all.data.find((list) => list.item_count > 0)!;
    await page.goto(`${server.url}/lists/${seeded.id}`);
    await page.getByTestId('list-row-2').waitFor();
    expect(await page.getByText('Reading the rows of the file…').count()).toBe(0);
    expect(await page.getByTestId('list-progress').count()).toBe(0);
    await page.goto(`${server.url}/dashboard/lists`);
    await page.getByRole('row').nth(1).waitFor();

    await page.getByRole('combobox', { name: 'List Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await page.waitForURL(/status=PENDING/);
    const row = page.getByRole('row').filter({ hasText: 'Dashboard Review Upload' });
    await row.waitFor();
    // Only pending lists are left (the demo lists are all processed): the header and this one.
    await expect.poll(() => page.getByRole('table', { name: 'Contributor lists' }).locator('tbody tr').count()).toBe(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Dashboard Review Upload',
      'Spring suppliers',
      'spring.csv',
      expect.any(String),
      '0',
      '0',
      '0',
      'Yes',
      'ApproveReject',
    ]);

    // A bookmarked URL restores the filters and the page size.
    await page.goto(`${server.url}/dashboard/lists?status=PENDING&rowsPerPage=50`);
    await page.getByRole('row').filter({ hasText: 'Dashboard Review Upload' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'List Status' }).textContent()).toBe('Pending');
    expect(await page.getByRole('combobox', { name: 'Rows per page:' }).textContent()).toBe('50');
  });

  it('rejects a pending list with a reason, shown under More information', async () => {
    await page.goto(`${server.url}/dashboard/lists?status=PENDING`);
    const row = page.getByRole('row').filter({ hasText: 'Dashboard Review Upload' });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Please send the full address column.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('This contributor has no lists.').waitFor();

    await page.goto(`${server.url}/dashboard/lists?status=REJECTED`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Dashboard Review Upload' })
      .getByRole('button', { name: 'More information' })
      .click();
    await page.getByRole('dialog').getByText('Please send the full address column.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
