import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/** axe-core on the main screens: no serious or critical WCAG 2.1 A/AA violation. */
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let facilityId: string;

async function newPage(email?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  if (email) {
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
  }
  return page;
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  const search = (await (await fetch(`${server.url}/api/facilities/?statuses=unclaimed&pageSize=1`)).json()) as { features: { id: string }[] };
  facilityId = search.features[0]!.id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('accessibility (axe-core)', () => {
  it('search page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Find Facilities' }).click();
    await page.getByRole('status').filter({ hasText: /facilit/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('facility page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/facilities/${facilityId}`);
    await page.getByText(facilityId).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('claim wizard', async () => {
    const page = await newPage('contributor@example.com');
    await page.goto(`${server.url}/facilities/${facilityId}`);
    await page.getByRole('link', { name: 'I want to claim this production location' }).click();
    await page.getByLabel('I am an owner or senior manager and would like to submit a claim request').check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Supporting Documentation' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
