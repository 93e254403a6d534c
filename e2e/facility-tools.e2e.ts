import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, formatDistanceKm, LINK_MESSAGES } from '@registry/core/facility-admin';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

interface Found {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: { name: string; country_code: string; number_of_public_contributors: number };
}

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let staff: Page;
let facilities: Found[];

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

/** Looks a facility up in a tool's OS ID search and waits for its card. */
async function lookUp(page: Page, label: string, osId: string) {
  await page.getByLabel(label, { exact: true }).fill(osId);
  await page.getByRole('button', { name: `Search ${label}` }).click();
  await page.getByTestId(`facility-card-${osId}`).waitFor();
}

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  const answer = (await (
    await fetch(
      `${server.url}/api/facilities/?pageSize=100&sort_by=contributors_desc&number_of_public_contributors=true`,
      WEB_CLIENT,
    )
  ).json()) as {
    features: Found[];
  };
  facilities = answer.features;
  staff = await signedInPage('admin@example.com');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('staff facility tools in the dashboard', () => {
  it('asks anonymous visitors to sign in and shows not-found to users who are not superusers', async () => {
    const anonymous = await newPage();
    await anonymous.goto(`${server.url}/dashboard/deletefacility`);
    await anonymous.getByRole('link', { name: 'Sign in to view the dashboard' }).waitFor();
    const moderator = await signedInPage('moderator@example.com');
    await moderator.goto(`${server.url}/facilities/${facilities[0]!.id}`);
    await moderator.getByTestId('os-id').waitFor();
    expect(await moderator.getByRole('navigation', { name: 'Staff tools' }).count()).toBe(0);
    for (const path of ['/dashboard/mergefacilities', '/dashboard/adjustfacilitymatches', '/dashboard/audit']) {
      await moderator.goto(`${server.url}${path}`);
      await moderator.getByRole('heading', { name: 'Not found' }).waitFor();
    }
  });

  it('updates a location with a preview of the distance in km', async () => {
    const facility = facilities[facilities.length - 1]!;
    const [lng, lat] = facility.geometry.coordinates;
    // From the facility's page: the staff tools open on it.
    await staff.goto(`${server.url}/facilities/${facility.id}`);
    await staff
      .getByRole('navigation', { name: 'Staff tools' })
      .getByRole('link', { name: 'Update Facility Location' })
      .click();
    await staff.waitForURL(`${server.url}/dashboard/updatefacilitylocation?osID=${facility.id}`);
    await staff.getByRole('link', { name: 'Dashboard' }).waitFor();
    await staff.getByTestId(`facility-card-${facility.id}`).waitFor();
    await staff.getByLabel('Latitude').fill(String(lat));
    await staff.getByLabel('Longitude').fill(String(lng));
    await staff.getByText('The new coordinates are the same as the current ones.').waitFor();
    await staff.getByLabel('Latitude').fill('95');
    await staff.getByText('Latitude must be a number between -90 and 90.').waitFor();
    expect(await staff.getByRole('button', { name: 'Update Location' }).isDisabled()).toBe(true);

    const next = { lat: Number((lat + 0.01).toFixed(4)), lng: Number((lng + 0.01).toFixed(4)) };
    await staff.getByLabel('Latitude').fill(String(next.lat));
    await staff.getByLabel('Longitude').fill(String(next.lng));
    await staff
      .getByTestId('location-preview')
      .getByText(`Distance: ${formatDistanceKm(distanceKm({ lat, lng }, next))}`)
      .waitFor();
    await staff.getByTestId('point-map').waitFor();
    await staff.getByLabel('Notes').fill('Moved to the gate seen on the satellite image');
    await staff.getByRole('button', { name: 'Update Location' }).click();
    await staff.getByText('Facility location was updated').waitFor();
    expect(await staff.getByLabel('Latitude').inputValue()).toBe('');
    await staff.getByTestId(`facility-card-${facility.id}`).getByText(`${next.lat}, ${next.lng}`).waitFor();
  });

  it('geocodes an address and shows the result on a map', async () => {
    await staff.goto(`${server.url}/dashboard/geocoder`);
    await staff.getByLabel('Address').fill('Mirpur Road, Dhaka');
    await staff.getByLabel('Country').fill('Bangladesh');
    await staff.getByRole('option', { name: 'Bangladesh' }).click();
    await staff.getByRole('button', { name: 'Geocode' }).click();
    await staff.getByTestId('geocode-result').waitFor();
    await staff.getByTestId('point-map').getByRole('img', { name: 'Geocoded location' }).waitFor();
  });

  it('splits a match off a facility', async () => {
    const facility = facilities.find((f) => f.properties.number_of_public_contributors >= 2)!;
    await staff.goto(`${server.url}/dashboard/adjustfacilitymatches`);
    await lookUp(staff, 'Facility', facility.id);
    const table = staff.getByRole('table', { name: 'Facility matches' });
    await table.waitFor();
    // The match that created the facility was never scored against it: no confidence 0.00 for it.
    type Match = { match_id: number; created_this_facility: boolean; confidence: number };
    const detail = (await (await staff.request.get(`${server.url}/api/facilities/${facility.id}/`)).json()) as {
      properties: { matches: Match[] };
    };
    const [creator, ...others] = [...detail.properties.matches].sort(
      (a, b) => Number(b.created_this_facility) - Number(a.created_this_facility),
    );
    expect(creator!.created_this_facility).toBe(true);
    expect(await table.getByTestId(`match-${creator!.match_id}`).getByRole('cell').nth(5).textContent()).toBe(
      'Created the facility',
    );
    for (const match of others)
      expect(await table.getByTestId(`match-${match.match_id}`).getByRole('cell').nth(5).textContent()).toBe(
        match.confidence.toFixed(2),
      );
    const split = table.getByRole('button', { name: 'Split' }).and(staff.locator(':enabled')).first();
    await split.click();
    await staff.getByText('New facility was created').first().waitFor();
    await staff.getByRole('alert').getByRole('link').waitFor();
  });

  it('merges two facilities on the dashboard screen', async () => {
    const [target, merged] = [facilities[20]!, facilities[21]!];
    await staff.goto(`${server.url}/dashboard/mergefacilities`);
    await staff.getByRole('heading', { name: 'Merge Two Facilities', level: 1 }).waitFor();
    await staff.getByText('Target facility and to merge facility are required').waitFor();
    await lookUp(staff, 'Target facility', target.id);
    // The target cannot be the facility to merge too.
    await staff.getByLabel('Facility to merge', { exact: true }).fill(target.id);
    await staff.getByRole('button', { name: 'Search Facility to merge' }).click();
    await staff.getByText('That facility has already been added as the target facility.').waitFor();
    expect(await staff.getByRole('button', { name: 'Merge', exact: true }).isDisabled()).toBe(true);
    await lookUp(staff, 'Facility to merge', merged.id);
    await staff.getByRole('button', { name: 'Merge', exact: true }).click();
    await staff
      .getByRole('dialog', { name: 'Merge these facilities?' })
      .getByRole('button', { name: 'Confirm merge' })
      .click();
    await staff.getByText('Facilities were merged').waitFor();
    const page = (await (await fetch(`${server.url}/api/facilities/${merged.id}/`, WEB_CLIENT)).json()) as {
      id: string;
    };
    expect(page.id).toBe(target.id);
  });

  it('reverts the merged facility: splitting its match off the target brings back its own OS ID', async () => {
    const [target, merged] = [facilities[20]!, facilities[21]!];
    type Match = { match_id: number; facility_created_by_item: string | null };
    const before = (await (await staff.request.get(`${server.url}/api/facilities/${target.id}/`)).json()) as {
      properties: { matches: Match[] };
    };
    const creator = before.properties.matches.find((match) => match.facility_created_by_item === merged.id)!;
    expect(creator).toBeDefined();
    await staff.goto(`${server.url}/dashboard/adjustfacilitymatches`);
    await lookUp(staff, 'Facility', target.id);
    const row = staff.getByRole('table', { name: 'Facility matches' }).getByTestId(`match-${creator.match_id}`);
    await row.getByRole('button', { name: 'Revert' }).click();
    await staff.getByText('Reverted match to original facility').first().waitFor();

    // The old ID opens its own facility again, not the target.
    const page = (await (await fetch(`${server.url}/api/facilities/${merged.id}/`, WEB_CLIENT)).json()) as {
      id: string;
      properties: { requested_os_id_reason: string | null };
    };
    expect([page.id, page.properties.requested_os_id_reason]).toEqual([merged.id, null]);
    const visitor = await newPage();
    await visitor.goto(`${server.url}/facilities/${merged.id}`);
    await visitor.getByRole('heading', { name: merged.properties.name, level: 1 }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/facilities/${merged.id}`);
  });

  it('links a facility to a new OS ID and deletes another', async () => {
    const [moved, home, doomed] = [facilities[10]!, facilities[11]!, facilities[12]!];
    await staff.goto(`${server.url}/dashboard/linkid`);
    await lookUp(staff, 'Old OS ID', moved.id);
    // The facility itself is not where it moved to.
    await staff.getByLabel('New OS ID', { exact: true }).fill(moved.id);
    await staff.getByRole('button', { name: 'Search New OS ID' }).click();
    await staff.getByText(LINK_MESSAGES.self).waitFor();
    expect(await staff.getByRole('button', { name: 'Link', exact: true }).isDisabled()).toBe(true);
    await lookUp(staff, 'New OS ID', home.id);
    expect(await staff.getByText(LINK_MESSAGES.self).count()).toBe(0);
    await staff.getByRole('button', { name: 'Link', exact: true }).click();
    await staff.getByText(`${moved.id} is closed and now says it has moved to ${home.id}.`).waitFor();
    // Its page says where it moved to, with the link there.
    await staff.goto(`${server.url}/facilities/${moved.id}`);
    const banner = staff.getByTestId('closure-banner');
    await banner.filter({ hasText: 'This facility has moved to' }).waitFor();
    expect(await banner.getByRole('link', { name: home.id }).getAttribute('href')).toBe(`/facilities/${home.id}`);

    await staff.goto(`${server.url}/dashboard/deletefacility`);
    await lookUp(staff, 'Facility', doomed.id);
    await staff.getByRole('button', { name: 'Delete', exact: true }).click();
    await staff
      .getByRole('dialog', { name: 'Delete this facility?' })
      .getByRole('button', { name: 'Delete facility' })
      .click();
    await staff.getByText('Facility was deleted').waitFor();
    expect((await fetch(`${server.url}/api/facilities/${doomed.id}/`, WEB_CLIENT)).status).toBe(404);

    await staff.goto(`${server.url}/dashboard/audit`);
    for (const action of ['Merge', 'Delete', 'Link to new OS ID', 'Split', 'Update location']) {
      await staff.getByRole('row').filter({ hasText: action }).first().waitFor();
    }
    expect(pageErrors).toEqual([]);
  });
});
