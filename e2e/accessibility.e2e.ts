import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

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
    await logInThroughForm(page, server.url, email);
  }
  return page;
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  const search = (await (
    await fetch(`${server.url}/api/facilities/?statuses=unclaimed&pageSize=1`, WEB_CLIENT)
  ).json()) as { features: { id: string }[] };
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
    await page
      .getByRole('status')
      .filter({ hasText: /facilit/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // With the drawer's filters shown in the sidebar: the count badge and the chips.
    await page.goto(`${server.url}/facilities?sectors=Apparel&statuses=claimed`);
    await page.getByRole('list', { name: 'Applied search filters' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('facility page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/facilities/${facilityId}`);
    await page.getByText(facilityId).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('menuitem', { name: 'Report as Duplicate' }).click();
    await page.getByRole('dialog', { name: 'Report as Duplicate' }).waitFor();
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

describe('accessibility of the newer screens (axe-core)', () => {
  it('list detail', async () => {
    const page = await newPage('contributor@example.com');
    const lists = (await (await page.request.get(`${server.url}/api/facility-lists/`)).json()) as {
      id: number;
      name: string;
    }[];
    await page.goto(`${server.url}/lists/${lists[0]!.id}`);
    await page.getByRole('heading', { name: lists[0]!.name }).waitFor();
    await page.getByText(/^Showing \d+ of \d+ items\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('dashboard home', async () => {
    const page = await newPage('admin@example.com');
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Contributor Lists' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** What has the keyboard focus: enough to recognise a control. */
async function focused(page: Page) {
  return (await page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el) return null;
    const labelled = el.id ? document.querySelector('label[for="' + el.id + '"]') : null;
    return { tag: el.tagName, text: (el.textContent || '').trim(), label: (el.getAttribute('aria-label') || (labelled ? labelled.textContent : '') || '').replace(/\\s*\\*$/, '').trim(), href: el.getAttribute('href') };
  })()`)) as { tag: string; text: string; label: string; href: string | null } | null;
}

/** Presses Tab until the focused element passes `wanted` (at most `max` presses). */
async function tabTo(
  page: Page,
  what: string,
  wanted: (el: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await focused(page);
    if (el && wanted(el)) return;
  }
  throw new Error(`${what} was not reached with Tab in ${max} presses`);
}

describe('keyboard only', () => {
  it('searches and opens a facility', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    await tabTo(page, 'the search box', (el) => el.tag === 'INPUT' && el.label === 'Facility name, address or OS ID');
    await page.keyboard.type('a');
    await tabTo(page, 'Find Facilities', (el) => el.tag === 'BUTTON' && /find facilities/i.test(el.text));
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /facilit/ })
      .waitFor();
    await tabTo(page, 'a result', (el) => el.tag === 'A' && /^\/facilities\/[A-Z0-9]{15}/.test(el.href ?? ''), 120);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/facilities\/[A-Z0-9]{15}/);
  });

  it('uploads a list', async () => {
    const page = await newPage('contributor@example.com');
    await page.goto(`${server.url}/contribute/multiple-locations`);
    await page.getByLabel('Facility List Name').waitFor();
    await tabTo(page, 'the list name', (el) => el.tag === 'INPUT' && el.label === 'Facility List Name');
    await page.keyboard.type('Keyboard List');
    await tabTo(page, 'the file button', (el) => el.tag === 'BUTTON' && /select facility list file/i.test(el.text));
    const chooser = page.waitForEvent('filechooser');
    // Waiting turns on the browser's file chooser interception by a message of its own, unawaited:
    // a round trip first, so the key cannot open the dialog before it is intercepted.
    await page.evaluate('0');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'keyboard.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('country,name,address\nIndia,Keyboard Mill,"12 MG Road, Pune"\n'),
    });
    await page.getByText('keyboard.csv').waitFor();
    await tabTo(page, 'Submit', (el) => el.tag === 'BUTTON' && /submit/i.test(el.text));
    await page.keyboard.press('Enter');
    await page.getByText('Your facility list has been uploaded successfully!').waitFor();
  });
});
