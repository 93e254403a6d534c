import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
});
// A page of its own for each test: a test that fails signed in leaves no session to the next.
beforeEach(async () => {
  page = await browser.newPage({
    viewport: { width: 1400, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
});
afterEach(async () => {
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(email: string, next = '/settings') {
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${server.url}${next}`);
}

async function logOut() {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

describe('settings and profile', () => {
  it('asks anonymous visitors to log in', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('link', { name: 'Log in to update your account settings' }).waitFor();
  });

  it('updates the profile from Settings and shows it on the public profile', async () => {
    await logIn('contributor@example.com');
    // Brand / Retailer demo account: no API group, embedded_map flag on.
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Profile', 'Embed']);
    const name = page.getByLabel('Organization Name');
    await name.waitFor();
    await name.fill('Demo Brand Renamed');
    await expect(page.getByLabel('Other Organization Type').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Updated profile!').waitFor();

    // A wrong current password is refused beside its field.
    await page.getByLabel('Current Password').fill('Not-The-Password-1');
    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-77');
    await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-77');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('The current password is incorrect.').waitFor();

    const session = await page.evaluate(() =>
      fetch('/user-session/').then((r) => r.json() as Promise<{ id: number; contributor_id: number }>),
    );
    await logOut();
    await page.goto(`${server.url}/profile/${session.id}`);
    await page.getByRole('heading', { name: 'Demo Brand Renamed' }).waitFor();
    await page.getByLabel('Verified organization').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    const mapLink = page.getByRole('link', { name: "View this organization's facilities on the map" });
    expect(await mapLink.getAttribute('href')).toBe(`/facilities?contributors=${session.contributor_id}`);
    await page.getByRole('link', { name: 'View facilities' }).first().waitFor();
    await page.getByRole('link', { name: 'Back to search results' }).waitFor();
  });

  it('gives API users the API tab: generate, copy and delete a token, and the call allowance; no embed package, the promo', async () => {
    await logIn('api@example.com');
    // Without an embed package the Embed tab is the promo page.
    await page.getByRole('tab', { name: 'Embed' }).click();
    await page.getByRole('link', { name: 'Get the embedded map' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Color', exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByText('Call allowance').waitFor();
    await page.getByText('10000', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate Token' }).click();
    const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token.length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Copy Token' }).click();
    await page.getByText('Copied Token to clipboard').waitFor();
    await page.getByRole('button', { name: 'Delete Token' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Generate Token' }).waitFor();
    await logOut();
  });

  it('keeps the cookie answer: the banner goes, the owner panel shows it', async () => {
    await page.goto(`${server.url}/`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Reject' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await logIn('contributor@example.com', '/');
    const session = await page.evaluate(() => fetch('/user-session/').then((r) => r.json() as Promise<{ id: number }>));
    await page.goto(`${server.url}/profile/${session.id}`);
    const panel = page.getByRole('region', { name: 'Cookie preferences' });
    await panel.getByText('You rejected analytics cookies.').waitFor();
    await panel.getByLabel('Allow analytics cookies').check();
    await panel.getByText('You accepted analytics cookies.').waitFor();
  });
});
