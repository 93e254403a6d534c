import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { apiLogIn, apiUploadList, startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let contributor: string;
const pageErrors: string[] = [];

const ROWS = 200;
/** Rows without coordinates: each is geocoded, then matched (new names, so new facilities or matches, never a wait for review). */
const csv = (name: string) =>
  [
    'country,name,address',
    ...Array.from({ length: ROWS }, (_, i) => `Bangladesh,${name} Mill ${i},"Plot ${i}, Road ${i % 30}, Gazipur"`),
  ].join('\n');

/** Uploads a list as the demo contributor and waits until its rows are read and it waits for approval. */
async function pendingList(name: string): Promise<number> {
  const id = await apiUploadList(server, contributor, { name, csv: csv(name), fileName: `${name}.csv` });
  await expect
    .poll(
      async () =>
        (
          (await (
            await fetch(`${server.url}/api/facility-lists/${id}/`, { headers: { cookie: contributor } })
          ).json()) as { progress: { step: string } }
        ).progress.step,
      {
        timeout: 60_000,
        interval: 250,
      },
    )
    .toBe('approval');
  return id;
}

/** The texts `locator` shows, read every 100 ms until one matches `last` (no reload: the page asks for the progress by itself). */
async function textsUntil(locator: Locator, last: RegExp): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const text = (await locator.textContent()) ?? '';
    if (seen.at(-1) !== text) seen.push(text);
    if (last.test(text)) return seen;
    await page.waitForTimeout(100);
  }
  throw new Error(`never saw ${last}; saw ${JSON.stringify(seen)}`);
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  contributor = await apiLogIn(server, 'contributor@example.com');
  browser = await launchBrowser();
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

describe('a list being processed', () => {
  it('on the dashboard: approved, its row shows rows done of rows instead of Approve/Reject, then Approved', async () => {
    await pendingList('Dashboard Progress');
    await page.goto(`${server.url}/dashboard/lists`);
    const row = page.getByRole('row').filter({ hasText: 'Dashboard Progress' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();

    const status = row.getByRole('cell').last();
    const seen = await textsUntil(status, /^Approved$/);
    // Once Approve and Reject have gone they never come back: the list's progress shows, then its status.
    const afterApproval = seen.slice(seen.findIndex((text) => text !== 'ApproveReject'));
    expect(afterApproval.length).toBeGreaterThan(1);
    expect(
      afterApproval.slice(0, -1).filter((text) => !new RegExp(`^Processing: \\d+ of ${ROWS} rows$`).test(text)),
    ).toEqual([]);
    expect(afterApproval.at(-1)).toBe('Approved');
    expect(await row.getByRole('button').count()).toBe(0);
    // The Total column counts every row; Matched and the rest add up to it once processed.
    expect(await row.getByRole('cell').nth(4).textContent()).toBe(String(ROWS));

    await page.reload();
    await status.filter({ hasText: /^Approved$/ }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('on its page: approved there, it shows the step, rows done of rows and rows per status until processed', async () => {
    const id = await pendingList('Page Progress');
    await page.goto(`${server.url}/lists/${id}`);
    await page.getByRole('button', { name: 'Approve List' }).click();
    await page
      .getByRole('dialog', { name: 'Approve this list?' })
      .getByRole('button', { name: 'Approve List' })
      .click();

    // The approval's answer shows at once: the step and the rows done, before the list is asked again.
    const panel = page.getByTestId('list-progress');
    await panel.waitFor();
    expect(await page.getByRole('button', { name: 'Approve List' }).count()).toBe(0);
    expect(
      await panel
        .getByText(/^(Finding the location of each row…|Matching the rows to production locations already known…)$/)
        .count(),
    ).toBe(1);
    expect(await panel.getByText(new RegExp(`^Processed: \\d+ of ${ROWS} rows$`)).count()).toBe(1);
    const perStatus = await panel
      .getByRole('list', { name: 'Rows per status' })
      .getByRole('listitem')
      .allTextContents();
    // Every row is in one of the counted statuses.
    const counted = perStatus.map((chip) => Number(/^[A-Z_]+: (\d+)$/.exec(chip)![1]));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(ROWS);

    // No reload: the page asks again until the list is processed, and the panel goes.
    await panel.waitFor({ state: 'detached', timeout: 150_000 });
    await page.getByText(`Showing ${ROWS} of ${ROWS} items.`).waitFor();
    expect(await page.getByRole('button', { name: 'Approve List' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
