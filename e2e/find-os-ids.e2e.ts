import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilityMatchMessages } from '@registry/core/facility-match-api';
import { seriousViolations } from './axe.ts';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, WEB_CLIENT, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;
let known: { os_id: string; name: string; address: string; country_code: string; lat: number; lng: number };

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '300' });
  browser = await launchBrowser();
  // CSP bypassed only so axe-core's script can be injected.
  page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true, bypassCSP: true });
  type Feature = { properties: Omit<typeof known, 'lat' | 'lng'>; geometry: { coordinates: [number, number] } };
  const search = (await (
    await fetch(`${server.url}/api/facilities/?pageSize=1&sort_by=name_asc`, WEB_CLIENT)
  ).json()) as { features: Feature[] };
  const [feature] = search.features;
  known = { ...feature!.properties, lng: feature!.geometry.coordinates[0], lat: feature!.geometry.coordinates[1] };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Find OS IDs', () => {
  it('is in the signed-in account menu and says nothing is published', async () => {
    await logInThroughForm(page, server.url, 'contributor@example.com');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Find OS IDs' }).click();
    await page.getByRole('heading', { name: 'Find OS IDs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/find-os-ids');
    await page.getByText(facilityMatchMessages.nothingPublished).waitFor();
  });

  it('matches an uploaded file, shows each row’s best match and downloads it back with the OS IDs', async () => {
    const facilitiesBefore = (await (await page.request.get(`${server.url}/api/facilities/count/`)).json()).count;
    const csv = [
      'Our Code,country,name,address,lat,lng',
      `K-1,${known.country_code},${csvCell(known.name)},${csvCell(known.address)},${known.lat},${known.lng}`,
      'K-2,Bangladesh,Zorbavik Quillery Works,"77 Nowhere Lane, Dhaka",,',
      'K-3,Atlantis,Lost Mill,Main Street 1,,',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('suppliers.csv').waitFor();
    await page.getByRole('button', { name: 'Find OS IDs' }).click();
    await page.getByTestId('match-summary').waitFor();
    expect(await page.getByTestId('match-summary').textContent()).toBe(
      'Matched: 1 · Potential match: 0 · No match: 1 · Error: 1',
    );

    const rows = page.getByTestId('match-row');
    expect(await rows.count()).toBe(3);
    const first = rows.nth(0);
    await first.getByText('Matched').waitFor();
    await first.getByRole('link', { name: known.os_id }).waitFor();
    expect(await first.getByRole('cell').nth(4).textContent()).toBe(known.name);
    expect(await first.getByRole('cell').nth(6).textContent()).toBe('1.00');
    expect(await first.getByRole('cell').nth(7).textContent()).toContain('For: same name');
    await rows.nth(1).getByText('No match').waitFor();
    await rows.nth(2).getByText("Could not find a country code for 'Atlantis'.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the file with OS IDs' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('suppliers-os-ids.csv');
    const lines = (await fs.readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Our Code,country,name,address,lat,lng,os_id,match_status,confidence');
    expect(lines[1]!.endsWith(`,${known.os_id},MATCHED,1`)).toBe(true);
    expect(lines[2]).toBe('K-2,Bangladesh,Zorbavik Quillery Works,"77 Nowhere Lane, Dhaka",,,,NEW_FACILITY,');
    expect(lines[3]).toBe('K-3,Atlantis,Lost Mill,Main Street 1,,,,ERROR,');

    // Nothing was published: the registry has the facilities it had.
    expect((await (await page.request.get(`${server.url}/api/facilities/count/`)).json()).count).toBe(facilitiesBefore);

    await first.getByRole('link', { name: known.os_id }).click();
    await page.waitForURL(`${server.url}/facilities/${known.os_id}`);
    await page.getByRole('heading', { name: known.name }).waitFor();
  });

  it('matches a file of more than 1,000 rows in the background, with its progress, and downloads it back', async () => {
    const rows = 1_050;
    const csv = [
      'country,name,address',
      ...Array.from({ length: rows }, (_, i) => `Bangladesh,Background Mill ${i},"${i + 1} Tongi Road, Gazipur"`),
    ].join('\n');
    await page.goto(`${server.url}/find-os-ids`);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Find OS IDs' }).click();
    await page.getByText(/^Matching many\.csv: \d+ of 1050 rows$/).waitFor();
    // No reload: the page asks for the job's progress until its file is ready.
    const link = page.getByRole('link', { name: 'Download the file with OS IDs' });
    await link.waitFor({ timeout: 120_000 });
    await page.getByText('Matching many.csv: 1050 of 1050 rows').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('many-os-ids.csv');
    const lines = (await fs.readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(rows + 1);
    expect(lines[0]).toBe('country,name,address,os_id,match_status,confidence');
    expect(lines[1]).toMatch(
      /^Bangladesh,Background Mill 0,"1 Tongi Road, Gazipur",[A-Z0-9]*,(MATCHED|POTENTIAL_MATCH|NEW_FACILITY),[\d.]*$/,
    );
  }, 180_000);
});
