import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

/** expect.poll waits 1 s by default, too short for a page's first answers on a busy machine. */
const POLL = { timeout: 15_000 };
const MODERATION_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Feature {
  id: string;
  properties: { name: string; address: string; country_name: string };
}

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let contributor: Page;
let staff: Page;
const pageErrors: string[] = [];

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, email);
  return page;
}

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${server.url}${path}`, WEB_CLIENT)).json() as Promise<T>;

/** Picks a country in the country autocomplete by its name. */
async function chooseCountry(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Country' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** The staff member opens the newest pending SLC event of `name` from the queue. */
async function openQueueRecord(name: string) {
  await staff.goto(`${server.url}/dashboard/moderation-queue?status=PENDING&source=SLC`);
  await staff.getByRole('heading', { name: 'Moderation Queue' }).waitFor();
  await staff.getByRole('cell', { name, exact: true }).first().click();
  await staff.getByRole('heading', { name: 'Contribution Record' }).waitFor();
  await staff.getByTestId('moderation-status').filter({ hasText: 'Pending' }).waitFor();
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  contributor = await signedInPage('contributor@example.com');
  staff = await signedInPage('admin@example.com');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('single-location contributions', () => {
  it('asks anonymous visitors to log in', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/contribute/single-location`);
    await page.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in to contribute to Open Supply Hub' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent('/contribute/single-location')}`,
    );
    await page.goto(`${server.url}/dashboard/moderation-queue`);
    await page.getByRole('link', { name: 'Sign in to view the dashboard' }).waitFor();
    // Contributors who are not superusers do not have the queue.
    await contributor.goto(`${server.url}/dashboard/moderation-queue`);
    await contributor.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('keeps the search tab in the query and checks the OS ID and name/address inputs', async () => {
    const page = contributor;
    await page.goto(`${server.url}/contribute/single-location`);
    await page.getByRole('tab', { name: 'Search by Name and Address', selected: true }).waitFor();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('Production Location Name').fill('Anything');
    await page.getByRole('textbox', { name: 'Address' }).fill('Somewhere 1');
    expect(await search.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Country' }).focus();
    await page.getByRole('combobox', { name: 'Country' }).blur();
    await page
      .getByText('The country is missing from your search. Select the correct country from the drop down menu.')
      .waitFor();

    await page.getByRole('tab', { name: 'Search by OS ID' }).click();
    await page.waitForURL(/\?tab=os-id$/);
    await page.getByText('Know the OS ID for your location?').waitFor();
    const id = page.getByRole('textbox', { name: 'OS ID' });
    await id.fill('bd2024001abcd');
    expect(await id.inputValue()).toBe('BD2024001ABCD');
    expect(await page.getByRole('button', { name: 'Search by ID' }).isDisabled()).toBe(true);
    await id.fill('bd2024001abcdefxyz');
    expect(await id.inputValue()).toBe('BD2024001ABCDEF');
    await page.getByRole('button', { name: 'Search by ID' }).click();
    await page.getByText("We didn't find a production location with that ID.").waitFor();
    await page.getByRole('link', { name: 'Search for another ID' }).click();
    await page.waitForURL(/\/contribute\/single-location\?tab=os-id$/);
  });

  it('shows the current and the previous OS ID for a merged ID', async () => {
    // The public facility detail names a facility's older IDs.
    let merged: { os_id: string; historical_os_id: string[] } | undefined;
    for (let next: string | null = '/api/facilities/?pageSize=100'; next && !merged;) {
      const answer: { features: { id: string }[]; nextPageURL: string | null } = await api(next);
      for (const { id } of answer.features) {
        const detail = await api<{ properties: { os_id: string; historical_os_ids: string[] } }>(
          `/api/facilities/${id}/`,
        );
        if (detail.properties.historical_os_ids.length > 0) {
          merged = { os_id: detail.properties.os_id, historical_os_id: detail.properties.historical_os_ids };
          break;
        }
      }
      next = answer.nextPageURL;
    }
    expect(merged).toBeDefined();
    const old = merged!.historical_os_id[0]!;
    await contributor.goto(`${server.url}/contribute/single-location/search/id/${old}`);
    await contributor.getByText('Is this your production location?').waitFor();
    expect(await contributor.getByTestId('current-os-id').textContent()).toBe(`Current OS ID: ${merged!.os_id}`);
    expect(await contributor.getByTestId('previous-os-id').textContent()).toBe(`Previous OS ID: ${old}`);
    await contributor.getByTestId('previous-os-id').hover();
    await contributor.getByRole('tooltip', { name: 'This ID was merged into the current ID' }).waitFor();
    expect(await contributor.getByRole('link', { name: 'Yes, add data and claim' }).getAttribute('href')).toBe(
      `/contribute/single-location/${merged!.os_id}/info/`,
    );
    // The form opened on the old ID edits the current location (an update of an old ID would be refused).
    await contributor.goto(`${server.url}/contribute/single-location/${old.toLowerCase()}/info/`);
    await contributor.waitForURL(`${server.url}/contribute/single-location/${merged!.os_id}/info/`);
    await contributor.getByRole('button', { name: 'Update' }).waitFor();
  });

  it('finds an existing location by name and address and adds data to it; staff confirm the match', async () => {
    const page = contributor;
    const [facility] = (await api<{ features: Feature[] }>('/api/facilities/?statuses=unclaimed&pageSize=1'))
      .features as [Feature];
    const { name, address, country_name: country } = facility.properties;

    await page.goto(`${server.url}/contribute/single-location`);
    await page.getByLabel('Production Location Name').fill(name);
    await page.getByRole('textbox', { name: 'Address' }).fill(address);
    await chooseCountry(page, country);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Search results' }).waitFor();
    await page.getByText('Sort By: Best match').waitFor();
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ results$/);

    // The dialog for a location not in the list can send the user back to search again.
    await page.getByRole('button', { name: "I don't see my Location" }).click();
    await page
      .getByText('Are you sure you have reviewed the entire list and could not find the production location?')
      .waitFor();
    await page.getByRole('button', { name: 'No, I would like to try searching again' }).click();
    await page.waitForURL(/\/contribute\/single-location\?tab=name-address$/);
    await page.goBack();
    // ... or on to the create route, which starts empty: Submit waits for a valid form.
    await page.getByRole('button', { name: "I don't see my Location" }).click();
    await page.getByRole('button', { name: 'Yes, add a new production location' }).click();
    await page.getByRole('heading', { name: 'Add a production location' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contribute/single-location/info/');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Location Name').inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.goBack();
    await page
      .getByRole('link', { name: `Select ${name}` })
      .first()
      .click();
    await page.waitForURL(`${server.url}/contribute/single-location/${facility.id}/info/`);

    // Edit mode: prefilled, Update; the additional information with Apparel's coupled dropdowns.
    expect(await page.getByLabel('Location Name').inputValue()).toBe(name);
    await page.getByText('The fields below are prefilled').waitFor();
    await page.getByLabel('Additional information').check();
    await page.getByRole('combobox', { name: 'Sector(s)' }).fill('Apparel');
    await page.getByRole('option', { name: 'Apparel', exact: true }).click();
    await page.getByRole('combobox', { name: 'Processing Type(s)' }).click();
    await page.getByRole('option', { name: 'Sewing', exact: true }).click();
    await page.getByRole('combobox', { name: 'Location Type(s)' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Final Product Assembly']);
    await page.getByRole('option', { name: 'Final Product Assembly' }).click();
    await page.getByRole('combobox', { name: 'Product Type(s)' }).fill('Jackets');
    await page.getByRole('combobox', { name: 'Product Type(s)' }).press('Enter');
    const workers = page.getByRole('textbox', { name: 'Number of Workers' });
    const update = page.getByRole('button', { name: 'Update' });
    for (const bad of ['0', '10-3', 'abc']) {
      await workers.fill(bad);
      await workers.blur();
      await page
        .getByText('Enter a single positive number (e.g., 5) or a valid range (e.g., 3–10)', { exact: false })
        .waitFor();
      expect(await update.isDisabled()).toBe(true);
    }
    await workers.fill('150-200');
    await page.getByRole('textbox', { name: 'Parent Company' }).fill('ABC Textiles Limited');

    // Turning the block off clears it; on again, it is empty.
    await page.getByLabel('Additional information').uncheck();
    await page.getByLabel('Additional information').check();
    expect(await workers.inputValue()).toBe('');
    await page.getByRole('combobox', { name: 'Sector(s)' }).fill('Apparel');
    await page.getByRole('option', { name: 'Apparel', exact: true }).click();
    await page.getByRole('combobox', { name: 'Product Type(s)' }).fill('Jackets');
    await page.getByRole('combobox', { name: 'Product Type(s)' }).press('Enter');
    await workers.fill('150-200');

    // The confirmation is kept under the moderation id while the server's copy cannot be read.
    await page.route('**/api/v1/moderation-events/*/', (route) => route.fulfill({ status: 500, body: '{}' }));
    await update.click();
    await page.getByText('Your contribution has been added successfully!').waitFor();
    await page.waitForURL(MODERATION_ID);
    const moderationId = MODERATION_ID.exec(page.url())![0];
    expect(page.url()).toBe(`${server.url}/contribute/single-location/${facility.id}/info/${moderationId}`);
    const dialog = page.getByRole('dialog', { name: 'Thanks for adding data for this production location!' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('dialog-os-id').textContent()).toBe(facility.id);
    await dialog.getByText('Jackets').waitFor();
    await dialog.getByText('150 - 200').waitFor();
    const stored = JSON.parse(
      (await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(moderationId)})`))!,
    ) as { cleaned_data: { name: string; product_type: string[] } };
    expect(stored.cleaned_data).toMatchObject({ name, product_type: ['Jackets'] });
    const claim = dialog.getByRole('link', { name: 'Continue to Claim' });
    expect(await claim.getAttribute('href')).toBe(`/facilities/${facility.id}/claim`);
    expect(await claim.getAttribute('target')).toBe('_blank');

    // Once the event is read from the server the stored copy goes.
    await page.unroute('**/api/v1/moderation-events/*/');
    await page.reload();
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(moderationId)})`), POLL)
      .toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/`);

    await openQueueRecord(name);
    expect(staff.url()).toBe(`${server.url}/dashboard/moderation-queue/${moderationId}`);
    await staff.getByRole('button', { name: `Confirm match ${facility.id}` }).click();
    // One click only asks; the dialog names the location the contribution goes to.
    const confirmMatch = staff.getByRole('dialog', { name: 'Confirm this match?' });
    await confirmMatch.getByText(`The contribution will be added to ${name} (${facility.id}).`).waitFor();
    expect(await staff.getByTestId('moderation-status').textContent()).toBe('Pending');
    await confirmMatch.getByRole('button', { name: 'Confirm' }).click();
    await staff.getByText('Updating moderation event...').waitFor();
    await staff.getByTestId('moderation-status').filter({ hasText: 'Approved' }).waitFor();
    await staff.getByText('Matched', { exact: true }).waitFor();
    for (const label of [`Confirm match ${facility.id}`, 'Create New Location', 'Reject Contribution']) {
      expect(await staff.getByRole('button', { name: label }).isDisabled()).toBe(true);
    }
  });

  it('adds a new location, which staff approve in the queue and anyone then finds by its new OS ID', async () => {
    const page = contributor;
    const name = 'Zephyrine Quixotic Looms';
    const address = 'Plot 7, Tongi Industrial Area, Gazipur';
    await page.goto(`${server.url}/contribute/single-location?tab=name-address`);
    await page.getByLabel('Production Location Name').fill(name);
    await page.getByRole('textbox', { name: 'Address' }).fill(address);
    await chooseCountry(page, 'Bangladesh');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Search returned no results').waitFor();
    await page.getByRole('link', { name: 'Search again' }).waitFor();
    await page.getByRole('link', { name: 'Add a new Location' }).click();
    await page.getByRole('heading', { name: 'Add a production location' }).waitFor();
    // The form starts from what was searched.
    expect(await page.getByLabel('Location Name').inputValue()).toBe(name);
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(address);
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Bangladesh');
    const submit = page.getByRole('button', { name: 'Submit' });

    // The add-location rules, message by message.
    const nameField = page.getByLabel('Location Name');
    for (const [value, message] of [
      ['12345', 'Name cannot be a number.'],
      [` ${name}`, 'Remove spaces at start and end of text.'],
      ['', 'Name is required.'],
    ] as const) {
      await nameField.fill(value);
      await nameField.blur();
      await page.getByText(message, { exact: true }).waitFor();
      expect(await submit.isDisabled()).toBe(true);
    }
    await nameField.fill(name);
    await page.getByLabel('Additional information').check();
    await page.getByRole('combobox', { name: 'Sector(s)' }).fill('Footwear');
    await page.getByRole('option', { name: 'Footwear', exact: true }).click();
    // Not Apparel: the type fields take any text.
    await page.getByRole('combobox', { name: 'Location Type(s)' }).fill('Sample Room');
    await page.getByRole('combobox', { name: 'Location Type(s)' }).press('Enter');
    await page.getByRole('textbox', { name: 'Number of Workers' }).fill('45');
    await submit.click();
    await page.getByText('Your contribution has been added successfully!').waitFor();
    await page.waitForURL(MODERATION_ID);
    const dialog = page.getByRole('dialog', { name: 'Thanks for adding data for this production location!' });
    await dialog
      .getByText(
        'Your submission is being reviewed. You will receive an email confirming the OS ID once the review is complete.',
      )
      .waitFor();
    expect(await dialog.getByTestId('dialog-os-id').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Continue to Claim' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Submit another Location' }).click();
    await page.waitForURL(`${server.url}/contribute/single-location`);

    // The queue: date rules, the Excel export of the table's columns, then the record.
    await staff.goto(`${server.url}/dashboard/moderation-queue`);
    await staff.getByLabel('After Date').fill('2030-02-01');
    await staff.getByLabel('Before Date').fill('2030-01-01');
    await staff
      .getByText("The 'After Date' should be earlier than or the same as the 'Before Date'. Please adjust the dates.")
      .waitFor();
    await staff.getByLabel('After Date').fill('');
    await staff.getByLabel('Before Date').fill('');

    // Sorting by a column keeps its order in the query string.
    await staff.goto(`${server.url}/dashboard/moderation-queue?status=PENDING&source=SLC`);
    await staff.getByRole('button', { name: 'Location Name' }).click();
    await staff.waitForURL(/sort_by=name&order_by=asc/);
    await expect
      .poll(async () => {
        const names = await staff.locator('tbody tr td:nth-child(2)').allTextContents();
        return (
          names.length > 1 &&
          names.every((value, i) => i === 0 || names[i - 1]!.localeCompare(value, 'en', { sensitivity: 'base' }) <= 0)
        );
      }, POLL)
      .toBe(true);

    await openQueueRecord(name);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      (async () => {
        await staff.goBack();
        await staff.getByRole('button', { name: 'Download Excel' }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe('moderation_events.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Created Date',
      'Location Name',
      'Country',
      'Contributor',
      'Source Type',
      'Moderation Status',
      'Moderation Decision Date',
      'Last Updated',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(
      rows.some(
        (row) =>
          row[2] === name && row[3] === 'Bangladesh' && row[5] === 'SLC' && row[6] === 'Pending' && row[7] === 'N/A',
      ),
    ).toBe(true);
    expect(rows.every((row) => row[6] === 'Pending' && row[5] === 'SLC')).toBe(true);

    await staff.getByRole('cell', { name, exact: true }).first().click();
    await staff.getByTestId('moderation-status').filter({ hasText: 'Pending' }).waitFor();
    await staff.getByRole('button', { name: 'Create New Location' }).click();
    const confirmCreate = staff.getByRole('dialog', { name: 'Create a new production location?' });
    await confirmCreate
      .getByText('The contribution will become a new production location with an OS ID of its own.')
      .waitFor();
    await confirmCreate.getByRole('button', { name: 'Cancel' }).click();
    await confirmCreate.waitFor({ state: 'detached' });
    expect(await staff.getByTestId('moderation-status').textContent()).toBe('Pending');
    await staff.getByRole('button', { name: 'Create New Location' }).click();
    await confirmCreate.getByRole('button', { name: 'Create New Location' }).click();
    await staff.getByText('Updating moderation event...').waitFor();
    await staff.getByTestId('moderation-status').filter({ hasText: 'Approved' }).waitFor();
    const osId = (await staff.getByTestId('record-os-id').textContent())!;
    expect(osId).toMatch(/^BD\d{7}[0-9A-Z]{6}$/);
    expect(await staff.getByRole('button', { name: 'Create New Location' }).isDisabled()).toBe(true);

    // The public search finds it by its new OS ID.
    await page.goto(server.url);
    const text = page.getByRole('textbox', { name: 'Facility name, address or OS ID' });
    await text.fill(osId);
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.waitForURL(`${server.url}/facilities/${osId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('keeps the queue pages it has loaded: going back a page asks nothing again', async () => {
    // With the two contributions above, enough for a second page of 25 (and under 30 writes a minute).
    for (let i = 1; i <= 24; i++) {
      const answer = await staff.request.post(`${server.url}/api/v1/production-locations/`, {
        headers: { 'X-Client-Key': 'registry-web' },
        data: {
          name: `Paging Test Garments Unit ${i}`,
          address: `Shed ${i}, Tongi Industrial Area, Gazipur`,
          country: 'BD',
        },
      });
      expect(answer.status()).toBe(202);
    }
    const calls: string[] = [];
    staff.on('request', (request) => {
      if (request.url().includes('/api/v1/moderation-events/?'))
        calls.push(new URL(request.url()).searchParams.get('from')!);
    });
    await staff.goto(`${server.url}/dashboard/moderation-queue`);
    const firstRows = staff.locator('tbody tr');
    await expect.poll(() => firstRows.count(), POLL).toBe(25);
    const firstPage = await firstRows.allTextContents();
    await staff.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(async () => (await firstRows.allTextContents())[0], POLL).not.toBe(firstPage[0]);
    await staff.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => firstRows.allTextContents(), POLL).toEqual(firstPage);
    expect(calls).toEqual(['0', '25']);
  });

  it('under maintenance the submit button is disabled with a tooltip', async () => {
    const page = contributor;
    await page.route('**/api-feature-flags/', (route) => route.fulfill({ json: { disable_list_uploading: true } }));
    await page.goto(
      `${server.url}/contribute/single-location/info/?${new URLSearchParams({ name: 'Maintenance Test Mill', address: 'Tongi, Gazipur', country: 'BD' })}`,
    );
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    await expect.poll(() => submit.isDisabled(), POLL).toBe(true);
    await submit.locator('..').hover();
    await page
      .getByRole('tooltip', {
        name: 'Open Supply Hub is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.',
      })
      .waitFor();
    await page.unroute('**/api-feature-flags/');
  });

  it('rejecting needs a message of 30 characters', async () => {
    const name = 'Hillside Knitting Cooperative';
    const form = `${server.url}/contribute/single-location/info/?${new URLSearchParams({ name, address: 'Ward 4, Ashulia, Savar, Dhaka', country: 'BD' })}`;
    await contributor.goto(form);
    await contributor.getByRole('button', { name: 'Submit' }).click();
    await contributor.waitForURL(MODERATION_ID);
    await contributor.getByRole('dialog', { name: 'Thanks for adding data for this production location!' }).waitFor();
    // Going back from the confirmation leads to the search screen, not to the form just sent.
    await contributor.goBack();
    await contributor.waitForURL(`${server.url}/contribute/single-location`);
    await contributor.getByRole('tab', { name: 'Search by Name and Address', selected: true }).waitFor();

    // The same body again within a minute is refused; the panel shows the answer and copies its data.
    await contributor.goto(form);
    await contributor.getByRole('button', { name: 'Submit' }).click();
    const panel = contributor.getByTestId('submission-error');
    await panel.getByText('Data submission failed.').waitFor();
    await panel.getByText('Duplicate request submitted, please try again later.', { exact: true }).waitFor();
    expect(await panel.getByRole('textbox', { name: 'Error data' }).inputValue()).toContain(
      '"detail": "Duplicate request submitted, please try again later."',
    );
    await panel.getByRole('button', { name: 'Copy Error Data' }).click();
    await contributor.getByText('Copied error data to clipboard').waitFor();
    expect(await contributor.evaluate<string>('navigator.clipboard.readText()')).toContain(
      'Duplicate request submitted',
    );
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    await openQueueRecord(name);
    await staff.getByRole('button', { name: 'Reject Contribution' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject Contribution' });
    await dialog.getByLabel('Reason for rejection').fill('Too short a reason     ');
    expect(await dialog.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Reject' }).locator('..').hover();
    await staff.getByRole('tooltip', { name: 'Please provide a message with at least 30 characters.' }).waitFor();
    await dialog.getByLabel('Reason for rejection').fill('The address given is a residential building, not a factory.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await staff.getByTestId('moderation-status').filter({ hasText: 'Rejected' }).waitFor();
    await staff.getByText('The address given is a residential building, not a factory.').waitFor();
    expect(await staff.getByRole('button', { name: 'Create New Location' }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
