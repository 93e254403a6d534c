import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let claimant: Page;
let staff: Page;
let facility: { id: string; name: string };
const pageErrors: string[] = [];

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, email);
  return page;
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  // An unclaimed facility with no pending claim.
  const search = (await (
    await fetch(`${server.url}/api/facilities/?statuses=unclaimed&pageSize=1`, WEB_CLIENT)
  ).json()) as {
    features: { id: string; properties: { name: string } }[];
  };
  facility = { id: search.features[0]!.id, name: search.features[0]!.properties.name };
  claimant = await signedInPage('contributor@example.com');
  staff = await signedInPage('admin@example.com');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('claims', () => {
  it('an anonymous visitor is asked to log in', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/facilities/${facility.id}/claim`);
    await page.getByRole('heading', { name: 'Claim this production location' }).waitFor();
    await page.getByText('Log in to claim a production location on Open Supply Hub').waitFor();
  });

  it('claims a facility with a business document through the wizard', async () => {
    const page = claimant;
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByRole('link', { name: 'I want to claim this production location' }).click();
    await page.getByRole('heading', { name: facility.name, level: 1 }).waitFor();
    // Next shows only once the agreement is yes.
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByLabel('I am an owner or senior manager and would like to submit a claim request').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Supporting Documentation' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Some required fields are missing or some fields are invalid.').waitFor();
    await page.getByLabel('Your name').fill('Rahim Uddin');
    await page.getByLabel('Your title').fill('Managing Director');
    await page
      .getByLabel('Business documents')
      .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByText('virus.exe could not be uploaded because it is not in a supported format.').waitFor();
    await page
      .getByLabel('Business documents')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('licence.pdf').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Additional Data' }).waitFor();
    await page.getByLabel('Number of workers (e.g. 150 or 100-200)').fill('0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText('The value of zero is not valid. Enter a positive whole number or a valid range (e.g., 1-5).')
      .waitFor();
    await page.getByLabel('Number of workers (e.g. 150 or 100-200)').fill('150-200');
    // Year picker: 25 years a page from this year down to 1000; a year alone is January 1.
    const year = new Date().getFullYear();
    await page.getByRole('button', { name: 'Pick Opening date' }).click();
    const picker = page.getByRole('dialog', { name: 'Opening date picker' });
    expect(await picker.getByRole('button', { name: /^\d{4}$/ }).count()).toBe(25);
    const earlier = picker.getByRole('button', { name: 'Earlier years' });
    while (await earlier.isEnabled()) await earlier.click();
    await picker.getByText('Reached minimum year (1000)').waitFor();
    await picker.getByRole('button', { name: '1000', exact: true }).waitFor();
    while (await picker.getByRole('button', { name: 'Later years' }).isEnabled())
      await picker.getByRole('button', { name: 'Later years' }).click();
    await picker.getByRole('button', { name: String(year), exact: true }).click();
    await picker.getByRole('button', { name: 'Year only' }).click();
    expect(await page.getByLabel('Opening date', { exact: true }).inputValue()).toBe(`${year}-01-01`);
    await page.getByRole('checkbox', { name: 'Electricity' }).check();
    await page.getByLabel('Electricity (MWh)').fill('350');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for submitting your claim request!').waitFor();
    await page.getByText('You will receive a notification once it has been reviewed.').waitFor();
    expect(await page.getByRole('link', { name: 'View My Approved Claims' }).getAttribute('href')).toBe('/claimed');

    await page.goto(`${server.url}/facilities/${facility.id}`);
    expect(await page.getByTestId('claim-banner').textContent()).toContain(
      'There is a pending claim for this production location',
    );
  });

  it('staff approve the claim in the dashboard', async () => {
    const page = staff;
    await page.goto(`${server.url}/dashboard/claims?statuses=PENDING`);
    await page.getByRole('heading', { name: 'Facility Claims' }).waitFor();
    // The filtered list as a workbook made in the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('facility_claims.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Claim ID',
      'Facility Name',
      'Organization Name',
      'Country',
      'Created',
      'Claim Decision',
      'Status',
      'Last Updated',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(
      rows.some(
        (row) => row[2] === facility.name && row[3] === 'Demo Brand Co.' && row[6] === 'N/A' && row[7] === 'PENDING',
      ),
    ).toBe(true);
    expect(rows.every((row) => row[7] === 'PENDING')).toBe(true);
    await page.getByRole('cell', { name: facility.name, exact: true }).click();
    await page.getByTestId('claim-status').filter({ hasText: 'Pending' }).waitFor();
    await page.getByText('Rahim Uddin').waitFor();
    expect(await page.getByRole('link', { name: 'licence.pdf' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Approve Claim' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Approve Claim' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Licence verified');
    await dialog.getByRole('button', { name: 'Approve Claim' }).click();
    await page.getByTestId('claim-status').filter({ hasText: 'Approved' }).waitFor();
    await page.getByText('Status changed to APPROVED. Reason: Licence verified').waitFor();
    // Once the dialog has closed (the page is hidden from assistive technology while it is open).
    await page.getByRole('button', { name: 'Revoke Claim' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve Claim' }).count()).toBe(0);

    // The decision is in the audit log like every other staff action.
    const claimId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.goto(`${server.url}/dashboard/audit`);
    const entry = page
      .getByRole('table', { name: 'Staff actions' })
      .getByRole('row')
      .filter({ hasText: 'Approve claim' });
    await entry.waitFor();
    expect((await entry.getByRole('cell').allTextContents()).slice(1, 5)).toEqual([
      'admin@example.com',
      'Approve claim',
      `Claim ${claimId}`,
      `Status PENDING → APPROVED; facility ${facility.id}`,
    ]);
  });

  it('the claimant edits the claimed profile, and the public fields show on the facility page', async () => {
    const page = claimant;
    await page.goto(`${server.url}/claimed`);
    await page.getByRole('cell', { name: facility.name, exact: true }).click();
    await page.getByRole('heading', { name: 'Claimed Facility Details' }).waitFor();
    // The claim gave no name in English: the editor starts from the facility's own, not blank.
    expect(await page.getByLabel('Name (English)').inputValue()).toBe(facility.name);
    await page.getByLabel('Website', { exact: true }).fill('not a url');
    await page.getByText('Enter a valid URL.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('Name (English)').fill('Rainbow Knit Garments Ltd');
    await page.getByLabel('Website', { exact: true }).fill('https://factory.example.com');
    await page.getByLabel('Description').fill('Knitting and dyeing since 1998.');
    await page.getByLabel('Phone number', { exact: true }).fill('+880 2 555 0101');
    await page.getByLabel('Phone number publicly visible').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Claimed facility profile was saved').waitFor();

    await page.goto(`${server.url}/facilities/${facility.id}`);
    expect(await page.getByTestId('claim-banner').textContent()).toContain(
      'This production location has been claimed by an owner or manager',
    );
    await page.getByText('Knitting and dyeing since 1998.').waitFor();
    await page.getByText('+880 2 555 0101').waitFor();
    // The website stayed private.
    expect(await page.getByText('https://factory.example.com').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Name in English' }).textContent()).toBe(
      'Name in EnglishRainbow Knit Garments Ltd',
    );
    // The owner's name in English heads the page; the registry's name is among the other names.
    await page.getByRole('heading', { name: 'Rainbow Knit Garments Ltd', level: 1 }).waitFor();
    // The editor shows the saved name when loaded again from the server.
    await page.goBack();
    await page.reload();
    await page.getByRole('heading', { name: 'Claimed Facility Details' }).waitFor();
    expect(await page.getByLabel('Name (English)').inputValue()).toBe('Rainbow Knit Garments Ltd');

    // The claimant is not offered to dispute their own claim (spec part 2 §6).
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('menuitem', { name: 'Report as Duplicate' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Dispute Claim' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });

  it('offers Dispute Claim on a claimed facility to a user who did not claim it', async () => {
    await staff.goto(`${server.url}/facilities/${facility.id}`);
    await staff.getByRole('button', { name: 'Report' }).click();
    const dispute = staff.getByRole('menuitem', { name: 'Dispute Claim' });
    expect(await dispute.getAttribute('href')).toBe(
      `mailto:claims@opensupplyhub.org?subject=${encodeURIComponent(`Disputing Claim on Facility ID: ${facility.id}`)}`,
    );
    await staff.keyboard.press('Escape');
  });
});
