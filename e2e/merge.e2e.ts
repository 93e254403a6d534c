import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface Found {
  id: string;
  properties: { name: string; country_code: string };
}

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let target: Found;
let merged: Found;

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, email);
  return page;
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  // Two facilities of one country: the country's search lists both.
  const all = (await (
    await fetch(`${server.url}/api/facilities/?pageSize=100&sort_by=name_asc`, WEB_CLIENT)
  ).json()) as { features: Found[] };
  const byCountry = new Map<string, Found[]>();
  for (const feature of all.features)
    byCountry.set(feature.properties.country_code, [
      ...(byCountry.get(feature.properties.country_code) ?? []),
      feature,
    ]);
  const pair = [...byCountry.values()].find((features) => features.length >= 2)!;
  [target, merged] = pair as [Found, Found];
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('moderator merge from the search results', () => {
  it('shows no merge controls to visitors who are not moderators', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/facilities?countries=${target.properties.country_code}`);
    await page.getByRole('link', { name: target.properties.name }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: /to merge$/ }).count()).toBe(0);
  });

  it('merges two selected facilities, and the old OS ID then leads to the target', async () => {
    const page = await signedInPage('moderator@example.com');
    await page.goto(`${server.url}/facilities?countries=${target.properties.country_code}`);
    const results = page.getByRole('list', { name: 'Facilities' });
    await results.getByRole('link', { name: merged.properties.name, exact: true }).waitFor();
    const mergeButton = page.getByRole('button', { name: 'Merge', exact: true });
    expect(await mergeButton.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: `Select ${target.properties.name} to merge` }).check();
    await page.getByRole('checkbox', { name: `Select ${merged.properties.name} to merge` }).check();
    await page.getByText('2 of 2 selected to merge').waitFor();
    // At most two: a third facility cannot be picked.
    const others = page.getByRole('checkbox', { name: /to merge$/ }).and(page.locator(':not(:checked)'));
    if ((await others.count()) > 0) expect(await others.first().isDisabled()).toBe(true);

    await mergeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Merge Two Facilities' });
    await dialog.getByTestId(`facility-card-${target.id}`).waitFor();
    await dialog.getByTestId(`facility-card-${merged.id}`).waitFor();

    // The same facility on both sides is refused with the spec's message.
    await dialog.getByLabel('Facility to merge', { exact: true }).fill(target.id);
    await dialog.getByRole('button', { name: 'Search Facility to merge' }).click();
    await dialog.getByText('That facility has already been added as the target facility.').waitFor();
    await dialog.getByLabel('Facility to merge', { exact: true }).fill(merged.id);
    await dialog.getByRole('button', { name: 'Search Facility to merge' }).click();
    await dialog.getByTestId(`facility-card-${merged.id}`).waitFor();

    // Flip swaps the two, and back.
    await dialog.getByRole('button', { name: 'Flip' }).click();
    expect(await dialog.getByLabel('Target facility', { exact: true }).inputValue()).toBe(merged.id);
    await dialog.getByRole('button', { name: 'Flip' }).click();
    expect(await dialog.getByLabel('Target facility', { exact: true }).inputValue()).toBe(target.id);
    await dialog.getByTestId(`facility-card-${merged.id}`).waitFor();

    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Merge these facilities?' })
      .getByRole('button', { name: 'Confirm merge' })
      .click();
    await page.getByText('Facilities were merged').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The search refreshes: the merged facility is gone from the results.
    await results.getByRole('link', { name: merged.properties.name, exact: true }).waitFor({ state: 'detached' });
    await results.getByRole('link', { name: target.properties.name, exact: true }).waitFor();

    await page.goto(`${server.url}/facilities/${merged.id}`);
    await page.getByRole('heading', { name: target.properties.name, level: 1 }).waitFor();
    await page.getByText(`The OS ID ${merged.id} was merged into the current ID ${target.id}.`).waitFor();

    // Searching for the old ID finds the target (its only result opens it).
    await page.goto(server.url);
    const text = page.getByRole('textbox', { name: 'Facility name, address or OS ID' });
    await text.fill(merged.id);
    await text.press('Enter');
    await page.waitForURL(`${server.url}/facilities/${target.id}`);
    await page.getByRole('heading', { name: target.properties.name, level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('staff undo the merge from the audit log', async () => {
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/dashboard/audit`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Merge' }).filter({ hasText: target.id });
    await row.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('dialog', { name: 'Undo this action?' }).getByRole('button', { name: 'Undo' }).click();
    await page.getByText('The action was undone').waitFor();
    await row.getByText('Undone by admin@example.com').waitFor();
    await page.goto(`${server.url}/facilities/${merged.id}`);
    await page.getByRole('heading', { name: merged.properties.name, level: 1 }).waitFor();
    expect(await page.getByTestId('historical-id-notice').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
