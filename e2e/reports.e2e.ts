import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface Detail {
  id: string;
  properties: { name: string; is_closed: boolean; activity_reports: { status: string }[] };
}

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let facility: { id: string; name: string };

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

async function signedInPage(email: string): Promise<Page> {
  const page = await newPage();
  await logInThroughForm(page, server.url, email);
  return page;
}

/** An open facility without a report waiting for review. */
async function findOpenFacility() {
  const results = (await (await fetch(`${server.url}/api/facilities/?pageSize=50`, WEB_CLIENT)).json()) as {
    features: { id: string }[];
  };
  for (const { id } of results.features) {
    const detail = (await (await fetch(`${server.url}/api/facilities/${id}/`, WEB_CLIENT)).json()) as Detail;
    if (!detail.properties.is_closed && detail.properties.activity_reports.length === 0)
      return { id, name: detail.properties.name };
  }
  throw new Error('no open facility without reports in the demo data');
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  facility = await findOpenFacility();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('facility status reports', () => {
  it('an anonymous visitor is offered Log In instead of the form', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('menuitem', { name: 'Report as Closed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report as Closed' });
    await dialog.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await dialog.getByLabel('Reason').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/facilities/${facility.id}`)}`,
    );
  });

  it('a contributor reports the facility closed; the page then shows the pending report', async () => {
    const page = await signedInPage('contributor@example.com');
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByRole('heading', { name: facility.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('menuitem', { name: 'Report as Closed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report as Closed' });
    // An empty reason does nothing.
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Reason').fill('The factory closed in March and the building was sold.');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Successfully reported facility as closed.').waitFor();
    await page.getByTestId('closure-banner').filter({ hasText: 'This facility may be closed' }).waitFor();
    expect(await page.getByTestId('closure-banner').textContent()).toContain('Status pending');
    await page.getByRole('button', { name: 'Report' }).click();
    const closed = page.getByRole('menuitem', { name: 'Report as Closed' });
    expect(await closed.isDisabled()).toBe(true);
    expect(await closed.textContent()).toBe('Report as ClosedA status report is waiting for review');
    await page.keyboard.press('Escape');
  });

  it('every dashboard route asks anonymous visitors to sign in and is not found for users who are not superusers', async () => {
    const anonymous = await newPage();
    const contributor = await signedInPage('contributor@example.com');
    // Spec part 2 §2's routes, and the audit log.
    const paths = [
      '/dashboard',
      '/dashboard/lists?status=PENDING',
      '/dashboard/apiblocks',
      '/dashboard/apiblocks/1',
      '/dashboard/claims?statuses=PENDING',
      '/dashboard/claims/1',
      '/dashboard/moderation-queue',
      '/dashboard/moderation-queue/1',
      '/dashboard/deletefacility',
      '/dashboard/mergefacilities',
      '/dashboard/adjustfacilitymatches',
      '/dashboard/updatefacilitylocation',
      '/dashboard/activityreports',
      '/dashboard/linkid',
      '/dashboard/geocoder',
      '/dashboard/audit',
    ];
    for (const path of paths) {
      await anonymous.goto(`${server.url}${path}`);
      const signIn = anonymous.getByRole('link', { name: 'Sign in to view the dashboard' });
      await signIn.waitFor();
      expect([path, await signIn.getAttribute('href')]).toEqual([path, `/auth/login?next=${encodeURIComponent(path)}`]);
      await contributor.goto(`${server.url}${path}`);
      await contributor.getByRole('heading', { name: 'Not found' }).waitFor();
      expect([path, await contributor.getByRole('heading', { level: 1 }).allTextContents()]).toEqual([
        path,
        ['Not found'],
      ]);
    }
  }, 300_000); // 32 page loads

  it('staff confirm the closure in the dashboard, and the facility page shows it closed', async () => {
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const link of [
      'Contributor Lists',
      'Facility Claims',
      'Merge Two Facilities',
      'Moderation Queue',
      'API Blocks',
      'Geocode',
      'Audit log',
    ]) {
      await page.getByRole('link', { name: link, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Status Reports' }).click();
    await page.getByRole('heading', { name: 'Status Reports' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Dashboard' })
        .getAttribute('href'),
    ).toBe('/dashboard');
    await page.getByRole('tab', { name: 'Closures', selected: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: facility.id });
    await row.getByText('The factory closed in March and the building was sold.').waitFor();
    await row.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Confirmed with the auditor');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Report confirmed: ${facility.name} is now marked as closed.`).waitFor();
    await row.getByRole('button', { name: 'Confirmed' }).click();
    await page.getByRole('dialog').getByText('Confirmed with the auditor').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Rejecting a seeded pending report says so too, and leaves the row decided.
    const pendingRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Reject' }) })
      .first();
    const rejectedName = (await pendingRow.getByRole('link').first().textContent())!;
    const rejectedId = (await pendingRow.getAttribute('data-testid'))!;
    await pendingRow.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('The site is still producing');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await page.getByText(`Report rejected: ${rejectedName} stays as it was.`).waitFor();
    await page.getByTestId(rejectedId).getByRole('button', { name: 'Rejected' }).waitFor();

    await page.getByRole('tab', { name: 'Reopenings' }).click();
    // The tab changes with the URL, a moment later; then its reports load.
    await page.getByRole('table', { name: 'Reopening reports' }).waitFor();
    await page.getByLabel('Loading status reports').waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: facility.id }).count()).toBe(0);

    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByTestId('closure-banner').filter({ hasText: 'This facility is closed' }).waitFor();
    expect(await page.getByTestId('closure-banner').textContent()).toContain('Verified closed');
    await page.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('menuitem', { name: 'Report as Reopened' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
