import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

// The dashboard's Contributors screen: staff find a contributor, set its embed level, groups,
// moderation mode and verification, see each saved, and undo (on the screen and on the audit log).

interface Row {
  name: string;
  embed_level: number | null;
  groups: string[];
  is_moderation_mode: boolean;
  is_verified: boolean;
}

const PARTNER = 'Demo Data Partner';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let staff: Page;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** The partner's settings as the server has them (the staff page's session). */
async function stored(): Promise<Row> {
  const response = await staff.request.get(`${server.url}/api/staff/contributors/?q=${encodeURIComponent(PARTNER)}`);
  const body = (await response.json()) as { results: Row[] };
  return body.results[0]!;
}

const control = (label: string) => staff.getByLabel(`${label}${PARTNER}`, { exact: true });
const embedLevel = () => control('Embed level of ');
const apiGroup = () => control('api_user group of ');
const moderation = () => control('Moderation mode of ');
const verified = () => control('Verified: ');

/** Waits until the control shows the state (the list refetches after each save). */
async function waitChecked(locator: ReturnType<Page['getByLabel']>, checked: boolean) {
  await expect.poll(() => locator.isChecked(), { timeout: 10_000 }).toBe(checked);
}

async function saved(text: string) {
  await staff
    .getByRole('alert')
    .filter({ hasText: `Saved: ${PARTNER}: ${text}` })
    .waitFor();
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '120' });
  browser = await launchBrowser();
  staff = await newPage();
  await logInThroughForm(staff, server.url, 'admin@example.com');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('dashboard: Contributors', () => {
  it('asks anonymous visitors to sign in and shows not-found to users who are not superusers', async () => {
    const anonymous = await newPage();
    await anonymous.goto(`${server.url}/dashboard/contributors`);
    await anonymous.getByRole('link', { name: 'Sign in to view the dashboard' }).waitFor();
    const moderator = await newPage();
    await logInThroughForm(moderator, server.url, 'moderator@example.com');
    await moderator.goto(`${server.url}/dashboard/contributors`);
    await moderator.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('finds a contributor from the dashboard home by name', async () => {
    await staff.goto(`${server.url}/dashboard`);
    await staff.getByRole('link', { name: 'Contributors' }).click();
    await staff.waitForURL(`${server.url}/dashboard/contributors`);
    await staff.getByLabel('Search contributors').fill('data partner');
    await staff.getByRole('button', { name: 'Search' }).click();
    // The search and the page are in the URL (a reload or the back button keeps them).
    await staff.waitForURL(`${server.url}/dashboard/contributors?q=data+partner&page=1&rowsPerPage=20`);
    const rows = staff.getByRole('table', { name: 'Contributors' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('api@example.com');
    // The demo API user: no embed, in the API group, verified, not a moderator.
    expect(await embedLevel().inputValue()).toBe('');
    expect(await apiGroup().isChecked()).toBe(true);
    expect(await moderation().isChecked()).toBe(false);
    expect(await verified().isChecked()).toBe(true);
  });

  it('saves each setting as it is changed, and keeps it after a reload', async () => {
    await embedLevel().selectOption('2');
    await saved('Embed level none → 2');
    await apiGroup().uncheck();
    await saved('Groups api_user → none');
    await waitChecked(apiGroup(), false);
    await moderation().check();
    await saved('Moderation mode no → yes');
    await waitChecked(moderation(), true);
    await verified().uncheck();
    await saved('Verified yes → no');
    await waitChecked(verified(), false);
    expect(await stored()).toMatchObject({
      name: PARTNER,
      embed_level: 2,
      groups: [],
      is_moderation_mode: true,
      is_verified: false,
    });

    await staff.reload();
    await expect.poll(() => embedLevel().inputValue()).toBe('2');
    expect(await apiGroup().isChecked()).toBe(false);
    expect(await moderation().isChecked()).toBe(true);
    expect(await verified().isChecked()).toBe(false);
  });

  it('undoes the last change on the screen and an earlier one on the audit log', async () => {
    await apiGroup().check();
    await saved('Groups none → api_user');
    await staff.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
    await staff.getByText('The change was undone').waitFor();
    await waitChecked(apiGroup(), false);
    expect((await stored()).groups).toEqual([]);

    // The verification change is the newest one still in force: undo it on the audit log.
    await staff.goto(`${server.url}/dashboard/audit`);
    const entry = staff.getByRole('row').filter({ hasText: `${PARTNER}: Verified yes → no` });
    await entry.waitFor();
    expect(await entry.getByRole('cell', { name: 'Contributor settings' }).count()).toBe(1);
    await entry.getByRole('button', { name: 'Undo' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Undo this action?' });
    await dialog.getByText("the contributor's settings go back to what they were before it.").waitFor();
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await staff.getByText('The action was undone').waitFor();
    await entry.getByText('Undone by admin@example.com').waitFor();
    expect(await stored()).toMatchObject({ embed_level: 2, groups: [], is_moderation_mode: true, is_verified: true });

    await staff.goto(`${server.url}/dashboard/contributors?q=${encodeURIComponent(PARTNER)}`);
    await waitChecked(verified(), true);
    expect(pageErrors).toEqual([]);
  });
});
