import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { keepScreenshot } from './screenshots.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

/** The claim wizard walked in each language on a 390 px phone, up to its thanks (issue 44). */

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let facilities: { id: string; name: string }[];
const pageErrors: string[] = [];

const catalog = (code: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../apps/web/src/locales/${code}.json`), 'utf8')) as Record<
    string,
    string
  >;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  const search = (await (
    await fetch(`${server.url}/api/facilities/?statuses=unclaimed&pageSize=5`, WEB_CLIENT)
  ).json()) as { features: { id: string; properties: { name: string } }[] };
  facilities = search.features.map((feature) => ({ id: feature.id, name: feature.properties.name }));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** Signed in (through the English form), then the language menu's choice is `code` (its cookie). */
async function claimantIn(code: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, server.url, 'contributor@example.com');
  await context.addCookies([{ name: 'lang', value: code, url: server.url }]);
  await page.setViewportSize({ width: 390, height: 800 });
  return page;
}

const width = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

describe('the claim wizard in every language', () => {
  it.each(['bn', 'zh-Hans', 'hi', 'pt', 'tr'].map((code, index) => ({ code, index })))(
    'walks it in $code on a 390 px phone, nothing wider than the screen',
    async ({ code, index }) => {
      const t = catalog(code);
      const facility = facilities[index]!;
      const page = await claimantIn(code);
      await page.goto(`${server.url}/facilities/${facility.id}/claim`);
      await page.getByRole('heading', { name: t['Claim a Production Location']!, level: 2 }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(code);
      expect(await width(page)).toBeLessThanOrEqual(390);
      await page
        .getByRole('radio', { name: t['I am an owner or senior manager and would like to submit a claim request']! })
        .check();
      await page.getByRole('button', { name: t.Next! }).click();

      await page.getByRole('heading', { name: t['Supporting Documentation']!, level: 2 }).waitFor();
      await page.getByRole('button', { name: t.Next! }).click();
      await page.getByText(t['Some required fields are missing or some fields are invalid.']!).waitFor();
      expect(await page.getByText(t['This field is required.']!).count()).toBe(2);
      expect(await width(page)).toBeLessThanOrEqual(390);
      await page.getByRole('textbox', { name: t['Your name']! }).fill('Rahima Akter');
      await page.getByRole('textbox', { name: t['Your title']! }).fill('Managing Director');
      await page.getByRole('textbox', { name: t['Business website']! }).fill('https://factory.example');
      await page.getByRole('button', { name: t.Next! }).click();

      await page.getByRole('heading', { name: t['Additional Data']!, level: 2 }).waitFor();
      await page.getByText(t['Energy consumption by source']!).waitFor();
      expect(await width(page)).toBeLessThanOrEqual(390);
      await keepScreenshot(page, `language-${code}-claim`);
      await page.getByRole('button', { name: t.Submit! }).click();
      const thanks = page.getByRole('dialog', { name: t['Thank you for submitting your claim request!']! });
      await thanks.getByText(t['You will receive a notification once it has been reviewed.']!).waitFor();
      await thanks.getByRole('link', { name: t['View My Approved Claims']! }).waitFor();
      expect(await width(page)).toBeLessThanOrEqual(390);
      expect(pageErrors).toEqual([]);
    },
  );
});
