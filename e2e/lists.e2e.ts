import fs from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiLogIn, apiUploadList, startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;
/** The superuser's session: it approves the lists the tests process (and decides on pending ones). */
let adminCookie: string;

beforeAll(async () => {
  // Lists wait for approval as they do in production; only exact matches are automatic, so
  // near names become potential matches for the contributor to decide.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300', MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  adminCookie = await apiLogIn(server, 'admin@example.com');
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

// 23 rows: one exactly like a known facility, one of an unknown country, 21 new places far apart.
const WORDS = [
  'Aurora',
  'Basalt',
  'Cinder',
  'Dune',
  'Ember',
  'Fjord',
  'Glacier',
  'Harbour',
  'Iris',
  'Juniper',
  'Krill',
  'Lava',
  'Moss',
  'Nordic',
  'Orca',
  'Puffin',
  'Quartz',
  'Raven',
  'Saga',
  'Tundra',
  'Zephyrine',
];
const PAGED_CSV = [
  'country,name,address,lat,lng',
  `Iceland,Lotus Garments Unit,"Bscic Industrial Estate, Reykjavik",${at}`,
  'Narnia,Wardrobe Works,Lamp Post Lane,,',
  ...WORDS.map(
    (word, i) => `Iceland,${word} Textiles,"${i + 1} ${word} Street, Akureyri",${(65 + i * 0.05).toFixed(2)},-18.1`,
  ),
  '',
].join('\n');

interface ListItemJson {
  id: number;
  row_index: number;
  status: string;
  matched_facility: { os_id: string } | null;
  matches: { id: number; os_id: string; status: string; confidence: number }[];
}

/** Uploads a list as the signed-in contributor; it waits for approval. */
async function uploadPending(name: string, csv: string): Promise<number> {
  const response = await page.request.post(`${server.url}/api/facility-lists/`, {
    headers: { 'X-Client-Key': 'e2e' },
    multipart: { name, file: { name: `${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Waits until the list's file is read and `step` is reached. */
async function waitForStep(id: number, step: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (await (await page.request.get(`${server.url}/api/facility-lists/${id}/`)).json()) as {
      progress: { step: string };
    };
    if (list.progress.step === step) return;
    if (Date.now() > deadline) throw new Error(`list ${id} did not reach ${step}: ${JSON.stringify(list)}`);
    await page.waitForTimeout(250);
  }
}

/** Uploads a list, has the superuser approve it once read, and waits until it is processed. */
async function uploadAndProcess(name: string, csv: string): Promise<number> {
  const id = await uploadPending(name, csv);
  await waitForStep(id, 'approval');
  const approved = await fetch(`${server.url}/api/facility-lists/${id}/approve/`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'x-client-key': 'e2e' },
  });
  expect(approved.status).toBe(200);
  await waitForStep(id, 'done');
  return id;
}

const itemsOf = async (listId: number) =>
  (
    (await (await page.request.get(`${server.url}/api/facility-lists/${listId}/items/`)).json()) as {
      results: ListItemJson[];
    }
  ).results;

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
    expect((await itemsOf(listId)).map((item) => item.status)).toEqual([
      'MATCHED',
      'POTENTIAL_MATCH',
      'POTENTIAL_MATCH',
      'POTENTIAL_MATCH',
      'NEW_FACILITY',
    ]);
    await page.reload();
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row('Known Suppliers').getByTestId('list-status').filter({ hasText: 'Approved' }).waitFor();
    await row('Review Suppliers').getByTestId('list-status').filter({ hasText: 'Action required' }).waitFor();
    await page.getByRole('link', { name: 'Upload a new list' }).waitFor();
    await page.getByRole('link', { name: 'View my facilities' }).waitFor();
    expect(await page.getByRole('link', { name: 'View my facilities' }).getAttribute('href')).toMatch(
      /^\/facilities\?contributors=\d+$/,
    );
    await row('Review Suppliers').getByRole('cell').nth(2).click();
    await page.getByRole('heading', { name: 'Review Suppliers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/lists/${listId}`);
    await page.getByText('Some potential matches require your feedback.').waitFor();
    await page.getByText('Showing 5 of 5 items.').waitFor();
  });

  it('shows a failure to fetch the lists as a bullet list', async () => {
    const listsUrl = `${server.url}/api/facility-lists/`;
    await page.route(listsUrl, (route) => route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }));
    await page.goto(`${server.url}/lists`);
    await page
      .getByRole('alert')
      .getByRole('listitem')
      .filter({ hasText: /^An error prevented fetching facility lists$/ })
      .waitFor();
    await page.unroute(listsUrl);
    await page.goto(`${server.url}/lists/${listId}`);
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
    // What the matcher weighed, in one line under the facility's name.
    await block.getByText('For: same address, nearby.').first().waitFor();
    await block.getByRole('checkbox', { name: `Select match ${delta.matches[0]!.os_id}` }).check();
    await block.locator('xpath=..').getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The confirmed row leaves the filtered page when the rows are fetched again.
    await page.getByText('Showing 2 of 5 items.').waitFor();
    const confirmed = (await itemsOf(listId))[1]!;
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED_MATCH',
      matched_facility: { os_id: delta.matches[0]!.os_id },
    });
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
    const search = (await (
      await page.request.get(`${server.url}/api/facilities/?q=${encodeURIComponent('Orchid Sweaters')}`)
    ).json()) as {
      features: { properties: { os_id: string } }[];
    };
    expect(search.features.map((feature) => feature.properties.os_id)).toContain(osId);
  });

  it('downloads the formatted file with every row, and the submitted file as it was', async () => {
    await page.getByRole('button', { name: 'Show all items' }).click();
    await page.getByText('Showing 5 of 5 items.').waitFor();
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Formatted File' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${listId}_Review_Suppliers_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(0, 7)).toEqual([
      'row_index',
      'status',
      'country_code',
      'country_name',
      'name',
      'address',
      'matched_facility_os_id',
    ]);
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

    const [submitted] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Submitted File' }).click(),
    ]);
    expect(submitted.suggestedFilename()).toBe('Review Suppliers.csv');
    expect(fs.readFileSync((await submitted.path())!, 'utf8')).toBe(REVIEW_CSV);
  });

  it("merges a row's two candidates on the contributor's own list; the merged OS ID then leads to the target", async () => {
    // The seeded demo list of this contributor: some rows were offered two facilities.
    const lists = (await (await page.request.get(`${server.url}/api/facility-lists/`)).json()) as {
      id: number;
      name: string;
    }[];
    const seeded = lists.find((list) => list.name === 'Spring 2026 Supplier List')!;
    const row = (await itemsOf(seeded.id)).find(
      (item) => item.status === 'POTENTIAL_MATCH' && new Set(item.matches.map((m) => m.os_id)).size === 2,
    )!;
    // The higher-confidence match is the target.
    const [first, second] = [...row.matches].sort((a, b) => b.confidence - a.confidence) as [
      ListItemJson['matches'][number],
      ListItemJson['matches'][number],
    ];
    await page.goto(`${server.url}/lists/${seeded.id}`);
    const block = page.getByRole('table', { name: `Potential matches of row ${row.row_index + 2}` });
    const merge = block.locator('xpath=..').getByRole('button', { name: 'Merge', exact: true });
    await block.getByRole('checkbox', { name: `Select match ${first.os_id}` }).check();
    expect(await merge.isDisabled()).toBe(true);
    await block.getByRole('checkbox', { name: `Select match ${second.os_id}` }).check();
    await merge.click();
    const dialog = page.getByRole('dialog', { name: 'Merge these facilities?' });
    await dialog.getByText(`${second.os_id} will be merged into ${first.os_id}.`).waitFor();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('Facilities were merged').waitFor();
    const merged = (await (await page.request.get(`${server.url}/api/facilities/${second.os_id}/`)).json()) as {
      properties: { os_id: string };
    };
    expect(merged.properties.os_id).toBe(first.os_id);
    // The row stays the contributor's to decide, now with its one facility.
    const after = (await itemsOf(seeded.id)).find((item) => item.id === row.id)!;
    expect(after.matches.map((m) => m.os_id)).toEqual([first.os_id]);
  });

  describe('a longer list', () => {
    let pagedId: number;
    const detailRowOf = (rowNumber: number) =>
      page.getByTestId(`list-row-${rowNumber}`).locator('xpath=following-sibling::tr[1]');

    it('keeps the page, rows per page and search term in the URL', async () => {
      pagedId = await uploadAndProcess('Paged Suppliers', PAGED_CSV);
      const statuses = (await itemsOf(pagedId)).map((item) => item.status);
      expect(statuses).toEqual(['MATCHED', 'ERROR_PARSING', ...WORDS.map(() => 'NEW_FACILITY')]);
      await page.goto(`${server.url}/lists/${pagedId}`);
      await page.getByText('Showing 23 of 23 items.').waitFor();
      await page.getByTestId('list-status-panel').getByText('Some items failed to be processed.').waitFor();
      // Row numbers are row_index + 2 (the header is line 1 of the file); 20 rows a page by default.
      await page.getByTestId('list-row-21').waitFor();
      expect(await page.locator('[data-testid^="list-row-"]').count()).toBe(20);
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.getByTestId('list-row-24').waitFor();
      expect(await page.locator('[data-testid^="list-row-"]').count()).toBe(3);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');

      await page.getByRole('combobox', { name: 'Rows per page:' }).click();
      await page.getByRole('option', { name: '50' }).click();
      await page.getByTestId('list-row-2').waitFor();
      expect(await page.locator('[data-testid^="list-row-"]').count()).toBe(23);
      const url = new URL(page.url());
      expect([url.searchParams.get('page'), url.searchParams.get('rowsPerPage')]).toEqual(['1', '50']);
      // The table is at least 1200 px wide (it scrolls sideways on narrower screens).
      expect((await page.getByRole('table', { name: 'List items' }).boundingBox())!.width).toBeGreaterThanOrEqual(1200);

      await page.getByRole('textbox', { name: 'Search', exact: true }).fill('no such mill');
      await page.getByText('No matching items.').waitFor();
      await page.getByText('Showing 0 of 23 items.').waitFor();
      expect(new URL(page.url()).searchParams.get('search')).toBe('no such mill');
      // A bookmarked URL restores the same view.
      await page.goto(`${server.url}/lists/${pagedId}?page=2&rowsPerPage=20&search=Textiles`);
      await page.getByText('Showing 21 of 23 items.').waitFor();
      await page.getByTestId('list-row-24').waitFor();
      expect(await page.locator('[data-testid^="list-row-"]').count()).toBe(1);
      await page.getByRole('button', { name: 'Show all items' }).click();
      await page.getByText('Showing 23 of 23 items.').waitFor();
    });

    it('opens each kind of row: errors under an Errors sub-row, a new facility, a matched row removed through its dialog', async () => {
      const items = await itemsOf(pagedId);
      await page.goto(`${server.url}/lists/${pagedId}?rowsPerPage=50`);
      // An error row shows its errors without a click.
      await detailRowOf(3).getByText('Errors').waitFor();
      await detailRowOf(3).getByText("Could not find a country code for 'Narnia'.").waitFor();

      await page.getByTestId('list-row-4').click();
      await detailRowOf(4)
        .getByText(`New production location ${items[2]!.matched_facility!.os_id}: Aurora Textiles`)
        .waitFor();
      expect(await page.getByTestId('list-row-4').getByRole('cell').nth(4).textContent()).toBe('NEW_FACILITY');

      const lotus = items[0]!.matched_facility!.os_id;
      await page.getByTestId('list-row-2').click();
      await detailRowOf(2).getByText(`Matched to ${lotus}: Lotus Garments Unit`).waitFor();
      await detailRowOf(2).getByRole('button', { name: 'Remove' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
      await dialog.getByText(`Row 2 will no longer count as a source of ${lotus}.`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const status = page.getByTestId('list-row-2').getByRole('cell').nth(4);
      await status.filter({ hasText: /^REMOVED$/ }).waitFor();
      const decoration = await status.evaluate(
        (cell) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { textDecorationLine: string } }).getComputedStyle(
            cell,
          ).textDecorationLine,
      );
      expect(decoration).toBe('line-through');
      await detailRowOf(2).getByText(`This row was removed: it no longer counts for ${lotus}.`).waitFor();
      expect((await itemsOf(pagedId))[0]!.status).toBe('ITEM_REMOVED');
    });

    it('says a list without rows yet is being processed, with Refresh and Go to the main page', async () => {
      const listUrl = `${server.url}/api/facility-lists/${pagedId}/`;
      // The list as the server answers before its file is read (the worker reads a small file too fast to catch that moment).
      const beforeParsing = async (route: Route) => {
        const response = await route.fetch();
        const list = (await response.json()) as { status_counts: Record<string, number>; progress: object };
        const noRows = Object.fromEntries(Object.keys(list.status_counts).map((status) => [status, 0]));
        await route.fulfill({
          response,
          json: {
            ...list,
            item_count: 0,
            statuses: [],
            status_counts: noRows,
            progress: { ...list.progress, step: 'parse' },
          },
        });
      };
      await page.route(listUrl, beforeParsing);
      await page.goto(`${server.url}/lists/${pagedId}`);
      const dialog = page.getByRole('dialog', { name: 'Your list is being processed' });
      await dialog.waitFor();
      await page.unroute(listUrl);
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Showing 23 of 23 items.').waitFor();

      await page.route(listUrl, beforeParsing);
      await page.reload();
      await dialog.getByRole('button', { name: 'Go to the main page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.unroute(listUrl);
    });

    it('shows a read list without rows as empty, with no processing dialog and no approval controls for its owner', async () => {
      const empty = await uploadPending('Header Only', 'country,name,address\n');
      await waitForStep(empty, 'approval');
      await page.goto(`${server.url}/lists/${empty}`);
      await page.getByText('No matching items.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Approve List' }).count()).toBe(0);
    });

    it("reads a country only by its name, codes and aliases: Sp'ain is an error, not Spain", async () => {
      const id = await uploadPending(
        'Country Spellings',
        "country,name,address\nSp'ain,Iberia Knits,Calle Mayor 1\nA'ustralia,Outback Weaving,1 George St\nSPAIN,Castile Mills,Gran Via 2\n",
      );
      await waitForStep(id, 'approval');
      expect((await itemsOf(id)).map((item) => item.status)).toEqual(['ERROR_PARSING', 'ERROR_PARSING', 'PARSED']);
      await page.goto(`${server.url}/lists/${id}`);
      await detailRowOf(2).getByText("Could not find a country code for 'Sp'ain'.", { exact: true }).waitFor();
      await detailRowOf(3).getByText("Could not find a country code for 'A'ustralia'.", { exact: true }).waitFor();
      expect(await page.getByTestId('list-row-2').getByRole('cell').nth(4).textContent()).toBe('ERROR_PARSING');
    });
  });

  it('shows the list read-only to an admin while the contributor decides', async () => {
    expect((await page.request.post(`${server.url}/user-logout/`, { headers: { 'X-Client-Key': 'e2e' } })).ok()).toBe(
      true,
    );
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

  it('offers a superuser Approve List and Reject List (with a reason) on a pending list; a rejected list shows the reason', async () => {
    const contributor = await apiLogIn(server, 'contributor@example.com');
    const toReject = await apiUploadList(server, contributor, {
      name: 'Pending Reject',
      csv: KNOWN_CSV,
      fileName: 'reject.csv',
    });
    const toApprove = await apiUploadList(server, contributor, {
      name: 'Pending Approve',
      csv: KNOWN_CSV,
      fileName: 'approve.csv',
    });
    await waitForStep(toReject, 'approval');
    await waitForStep(toApprove, 'approval');

    await page.goto(`${server.url}/lists/${toReject}`);
    await page.getByRole('button', { name: 'Approve List' }).waitFor();
    await page.getByRole('button', { name: 'Reject List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject List' });
    expect(await dialog.getByRole('button', { name: 'Reject List' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Please add the street addresses.');
    await dialog.getByRole('button', { name: 'Reject List' }).click();
    await page.getByText('This list was rejected and will not be processed.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve List' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More information' }).click();
    await page
      .getByRole('dialog', { name: 'Why this list was rejected' })
      .getByText('Please add the street addresses.')
      .waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/lists/${toApprove}`);
    await page.getByRole('button', { name: 'Approve List' }).click();
    // One click only asks: Cancel leaves the list pending, the dialog's Approve List approves it.
    const confirm = page.getByRole('dialog', { name: 'Approve this list?' });
    await confirm
      .getByText(
        'Pending Approve will be processed: its rows are geocoded and matched to production locations, and its contributor is told. This cannot be undone.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(
      (
        (await (
          await fetch(`${server.url}/api/facility-lists/${toApprove}/`, { headers: { cookie: contributor } })
        ).json()) as { status: string }
      ).status,
    ).toBe('PENDING');
    await page.getByRole('button', { name: 'Approve List' }).click();
    await confirm.getByRole('button', { name: 'Approve List' }).click();
    await page.getByRole('button', { name: 'Approve List' }).waitFor({ state: 'detached' });
    await waitForStep(toApprove, 'done');
    const lists = (await (
      await fetch(`${server.url}/api/facility-lists/`, { headers: { cookie: contributor } })
    ).json()) as { id: number; display_status: string }[];
    expect(
      lists.filter((list) => [toReject, toApprove].includes(list.id)).map((list) => [list.id, list.display_status]),
    ).toEqual(
      expect.arrayContaining([
        [toReject, 'Rejected'],
        [toApprove, expect.stringMatching(/^(Approved|Action required)$/)],
      ]),
    );
  });

  it("answers another contributor's list with 'No list was found for that ID', public or not", async () => {
    const cookie = await apiLogIn(server, 'api@example.com');
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.url }]);
    const stranger = await context.newPage();
    await stranger.goto(`${server.url}/lists/${listId}`);
    await stranger.getByText('No list was found for that ID').waitFor();
    expect(await stranger.getByRole('button', { name: 'Download Formatted File' }).count()).toBe(0);
    await context.close();
  });
});
