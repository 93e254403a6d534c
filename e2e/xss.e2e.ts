import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

/**
 * Script payloads stored through the API in places the web app shows (an organisation name, a
 * list row's name, a report reason, a claim's contact name) appear as text: no
 * dialog opens, no injected element exists, and the pages load nothing their CSP refuses.
 */
const DEMO_PASSWORD = 'Demo-Password-1';
const CLIENT = { 'x-client-key': 'xss-e2e' };
const hostile = (label: string) =>
  `<img src=x onerror="window.__xss=(window.__xss||0)+1;alert('${label}')"><script>alert('${label}')</script>${label}`;
const ORG = hostile('Hostile Org');
const ROW = hostile('Hostile Mill');
const REASON = hostile('Hostile Reason');
const CLAIMANT = hostile('Hostile Claimant');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const dialogs: string[] = [];
const cspViolations: string[] = [];
let contributorId: number;
let osId: string;
let claimId: number;

async function session(email: string) {
  const response = await fetch(`${server.url}/user-login/`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('registry_session='))!
    .split(';')[0]!;
  return { cookie, user: (await response.json()) as { id: number; contributor_id: number } };
}

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...CLIENT, cookie, ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  await page.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (e) => console.error('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
  });
  return page;
}

async function signedInPage(email: string): Promise<Page> {
  const page = await newPage();
  await logInThroughForm(page, server.url, email);
  return page;
}

/** The payload is on the page as text, and nothing it carries ran or became an element. */
async function expectShownAsText(page: Page, payload: string) {
  await page.getByText(payload).first().waitFor();
  const injected = await page.evaluate(`({
    ran: window.__xss ?? 0,
    elements: document.querySelectorAll('img[src="x"], [onerror]').length,
    inlineScripts: [...document.querySelectorAll('script')].filter((s) => (s.textContent ?? '').includes('alert(')).length,
  })`);
  expect(injected).toEqual({ ran: 0, elements: 0, inlineScripts: 0 });
  expect(dialogs).toEqual([]);
}

/** A demo facility that is open and has no report or claim yet. */
async function findOpenFacility(): Promise<string> {
  const results = (await (await fetch(`${server.url}/api/facilities/?pageSize=50`, WEB_CLIENT)).json()) as {
    features: { id: string }[];
  };
  for (const { id } of results.features) {
    const detail = (await (await fetch(`${server.url}/api/facilities/${id}/`, WEB_CLIENT)).json()) as {
      properties: { is_closed: boolean; activity_reports: unknown[]; claim_info: unknown };
    };
    if (
      !detail.properties.is_closed &&
      detail.properties.activity_reports.length === 0 &&
      !detail.properties.claim_info
    )
      return id;
  }
  throw new Error('no open, unclaimed facility without reports in the demo data');
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150', AUTO_APPROVE_LISTS: 'true' });
  browser = await launchBrowser();
  const contributor = await session('contributor@example.com');
  contributorId = contributor.user.id;
  await api(contributor.cookie, 'PUT', `/user-profile/${contributorId}/`, {
    name: ORG,
    description: 'A brand.',
    contributor_type: 'Brand / Retailer',
  });

  // A list row with markup in its name: the row is refused (ERROR_PARSING) and shown as sent.
  const csv = `country,name,address,lat,lng\nBangladesh,"${ROW.replace(/"/g, '""')}","Plot 99, Hostile Road, Chittagong",22.35,91.81\n`;
  const form = new FormData();
  form.append('name', 'Hostile rows');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'hostile.csv');
  const list = (await api(contributor.cookie, 'POST', '/api/facility-lists/', form)) as { id: number };
  const deadline = Date.now() + 60_000;
  while (
    (
      (await api(contributor.cookie, 'GET', `/api/facility-lists/${list.id}/items/`)) as {
        results: { status: string }[];
      }
    ).results[0]?.status !== 'ERROR_PARSING'
  ) {
    if (Date.now() > deadline) throw new Error('the hostile list row was not parsed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  osId = await findOpenFacility();
  await api(contributor.cookie, 'POST', `/api/facilities/${osId}/report/`, {
    reason_for_report: REASON,
    closure_state: 'CLOSED',
  });
  const claim = new FormData();
  for (const [key, value] of Object.entries({
    agreement: 'yes',
    your_name: CLAIMANT,
    your_title: 'Director',
    business_website: 'https://hostile.example.com',
  }))
    claim.append(key, value);
  claim.append('files', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
  claimId = ((await api(contributor.cookie, 'POST', `/api/facilities/${osId}/claim/`, claim)) as { id: number }).id;
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('stored script payloads are shown as text', () => {
  it('the organisation name on the profile page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/profile/${contributorId}`);
    await expectShownAsText(page, ORG);
  });

  it("the list row on the owner's list page", async () => {
    const page = await signedInPage('contributor@example.com');
    await page.goto(`${server.url}/lists`);
    await page.getByText('Hostile rows').first().click();
    await expectShownAsText(page, ROW);
  });

  it("the report reason and the claimant's name on the staff dashboard", async () => {
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/dashboard/activityreports`);
    await expectShownAsText(page, REASON);
    await page.goto(`${server.url}/dashboard/claims/${claimId}`);
    await expectShownAsText(page, CLAIMANT);
  });

  it('no page loaded anything its Content-Security-Policy refused (these pages, the search map, a facility page, an embedded map)', async () => {
    const page = await newPage();
    for (const path of ['/', `/facilities/${osId}`, `/facilities?embed=1&contributors=${contributorId}`]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.locator('canvas').first().waitFor();
    }
    expect(cspViolations).toEqual([]);
  });
});
