import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

/** The facility page's Report menu (spec part 2 §2 page actions): Report as Duplicate and Suggest an Edit. */
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let facility: { id: string; name: string };
let other: { id: string; name: string };

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  const search = (await (
    await fetch(`${server.url}/api/facilities/?statuses=unclaimed&pageSize=2`, WEB_CLIENT)
  ).json()) as {
    features: { id: string; properties: { name: string } }[];
  };
  [facility, other] = search.features.map((f) => ({ id: f.id, name: f.properties.name })) as [
    typeof facility,
    typeof other,
  ];
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const openMenuItem = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('menuitem', { name }).click();
};

describe('facility page actions', () => {
  it('asks an anonymous visitor to log in before reporting a duplicate', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await page.getByRole('heading', { name: facility.name, level: 1 }).waitFor();
    await openMenuItem(page, 'Report as Duplicate');
    const dialog = page.getByRole('dialog', { name: 'Report as Duplicate' });
    await dialog.getByText('Log in to report this facility as a duplicate.').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/facilities/${facility.id}`)}`,
    );
  });

  it('reports a duplicate: the OS ID is checked, then the team gets both facilities and a merge link', async () => {
    const page = await newPage();
    await logInThroughForm(page, server.url, 'contributor@example.com');
    await page.goto(`${server.url}/facilities/${facility.id}`);
    await openMenuItem(page, 'Report as Duplicate');
    const dialog = page.getByRole('dialog', { name: 'Report as Duplicate' });
    await dialog.getByText(`Is ${facility.name} the same production location as another facility?`).waitFor();
    const osId = dialog.getByRole('textbox', { name: 'OS ID of the other facility' });

    // Checked in the browser first ...
    await osId.fill('BD2024');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog
      .getByText('Enter the OS ID of the facility this one duplicates (15 characters, e.g. BD2020001ABCDEF).')
      .waitFor();
    // ... then by the server: not the facility itself.
    await osId.fill(facility.id);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog.getByText('Enter the OS ID of another facility, not of this one.').waitFor();

    const logged = server.logLines().length;
    await osId.fill(other.id.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Same gate and the same owner.');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Thank you! Our team will check whether these are the same production location.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The saved result: the e-mail to the support address, with the merge tool opened on the pair.
    const mergeLink = await server.waitForEmailLink('support@example.com', '/dashboard/mergefacilities', logged);
    expect(new URL(mergeLink).search).toBe(`?osID=${other.id}`);
    const pageLinks = server
      .logLines()
      .slice(logged)
      .filter((line) => line.msg === 'email queued' && line.to === 'support@example.com')
      .flatMap((line) => (line.links as string[]).map((link) => new URL(link).pathname));
    expect(pageLinks).toEqual([`/facilities/${facility.id}`, `/facilities/${other.id}`, '/dashboard/mergefacilities']);
  });

  it('Suggest an Edit opens the contribution form on this facility, and the edit reaches moderation', async () => {
    const page = await newPage();
    await logInThroughForm(page, server.url, 'contributor@example.com');
    await page.goto(`${server.url}/facilities/${other.id}`);
    await page.getByRole('heading', { name: other.name, level: 1 }).waitFor();
    await openMenuItem(page, 'Suggest an Edit');
    await page.getByRole('heading', { name: 'Add data to a production location' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/contribute/single-location/${other.id}/info`);
    const name = page.getByLabel('Location Name');
    expect(await name.inputValue()).toBe(other.name);

    await name.fill(`${other.name} (Unit 2)`);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Your contribution has been added successfully!').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Thanks for adding data for this production location!' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('dialog-os-id').textContent()).toBe(other.id);
    const moderationId = new URL(page.url()).pathname.split('/').pop()!;
    const event = (await (
      await page.request.get(`${server.url}/api/v1/moderation-events/${moderationId}/`)
    ).json()) as {
      os_id: string;
      status: string;
      cleaned_data: { name: string };
    };
    expect(event).toMatchObject({
      os_id: other.id,
      status: 'PENDING',
      cleaned_data: { name: `${other.name} (Unit 2)` },
    });
    expect(pageErrors).toEqual([]);
  });
});
