import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { settledMap } from './map-state.ts';
import { apiLogIn, startServer, type TestServer, WEB_CLIENT } from './server.ts';

/** The parts of GET /api/facilities/{id}/ this test reads. */
interface Detail {
  id: string;
  geometry: { coordinates: [number, number] };
  properties: {
    other_locations: { lat: number; lng: number; contributor_name: string; has_invalid_location: boolean }[];
    os_id: string;
    name: string;
    address: string;
    country_name: string;
    historical_os_ids: string[];
    claim_status: 'claimed' | 'pending' | 'unclaimed';
    claim_info: unknown;
    contributors: { contributor_name: string; list_name: string | null }[];
    activity_reports: { status: string; closure_state: string }[];
    extended_fields: Record<
      string,
      { contributor_name: string; list_name: string | null; value: Record<string, unknown> }[]
    >;
  };
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const found: Partial<Record<'listed' | 'merged' | 'claimed' | 'pendingReport' | 'placedApart', Detail>> = {};

/** Walks the seeded facilities through the public API until each kind the tests need turns up. */
async function findFacilities() {
  const kinds: [keyof typeof found, (d: Detail) => boolean][] = [
    [
      'listed',
      (d) =>
        d.properties.contributors.some((c) => c.list_name) &&
        (d.properties.extended_fields.product_type?.length ?? 0) > 0,
    ],
    ['merged', (d) => d.properties.historical_os_ids.length > 0],
    ['claimed', (d) => d.properties.claim_status === 'claimed' && d.properties.claim_info !== null],
    ['pendingReport', (d) => d.properties.activity_reports[0]?.status === 'PENDING'],
    ['placedApart', (d) => d.properties.other_locations.some((l) => !l.has_invalid_location)],
  ];
  for (let next: string | null = '/api/facilities/?pageSize=100'; next;) {
    const results = (await (await fetch(`${server.url}${next}`, WEB_CLIENT)).json()) as {
      features: { id: string }[];
      nextPageURL: string | null;
    };
    for (const { id } of results.features) {
      const detail = (await (await fetch(`${server.url}/api/facilities/${id}/`, WEB_CLIENT)).json()) as Detail;
      for (const [kind, test] of kinds) if (!found[kind] && test(detail)) found[kind] = detail;
      if (kinds.every(([kind]) => found[kind])) return;
    }
    next = results.nextPageURL;
  }
}

beforeAll(async () => {
  // The demo seed is deterministic per size; its first facilities carry one of each extra (merge, claim, report).
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  // Script errors (a map that fails to draw logs one); failed requests are the 404 test's own doing.
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      pageErrors.push(message.text());
  });
  await findFacilities();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = () => page.getByRole('heading', { level: 1 });

describe('facility page', () => {
  it('shows a seeded facility: name, OS ID, address, contributors, fields with their sources', async () => {
    const facility = found.listed!;
    expect(facility).toBeDefined();
    const p = facility.properties;
    await page.goto(`${server.url}/facilities/${p.os_id}`);
    expect(await heading().textContent()).toBe(p.name);
    await expect.poll(() => page.title()).toBe(`${p.name} | Open Supply Hub`);
    expect(await page.getByTestId('os-id').textContent()).toBe(p.os_id);
    await page.getByText(`${p.address}, ${p.country_name}`, { exact: true }).waitFor();
    await page.getByTestId('coordinates').waitFor();
    await page.getByRole('img', { name: `${p.name} location` }).waitFor();
    await page.locator('.maplibregl-canvas').waitFor();

    const contributors = page.getByRole('region', { name: 'Contributors' });
    for (const c of p.contributors) await contributors.getByText(c.contributor_name, { exact: true }).first().waitFor();

    const products = page.getByRole('region', { name: 'Product Type' });
    const [first] = p.extended_fields.product_type!;
    expect(await products.textContent()).toContain((first!.value.raw_values as string[]).join(', '));
    expect(await products.textContent()).toContain([first!.contributor_name, first!.list_name ?? 'API'].join(' · '));
    // Every field row shows a value with its source, or the spec's 'Is not set'.
    const labels = {
      parent_company: 'Parent Company',
      native_language_name: 'Native Language Name',
      facility_type: 'Facility Type',
      processing_type: 'Processing Type',
      number_of_workers: 'Number of Workers',
    };
    for (const [field, label] of Object.entries(labels)) {
      const text = await page.getByRole('region', { name: label, exact: true }).textContent();
      const [source] = p.extended_fields[field]!;
      if (source) expect(text).toContain(source.contributor_name);
      else expect(text).toBe(`${label}Is not set`);
    }

    const banner = page.getByTestId('claim-banner');
    const bannerText = {
      claimed: 'This production location has been claimed by an owner or manager',
      pending: 'There is a pending claim for this production location',
      unclaimed: 'This production location has not been claimed',
    }[p.claim_status];
    expect(await banner.textContent()).toContain(bannerText);
    if (p.claim_status === 'unclaimed') {
      // claim_a_facility is on in the seeded flags.
      expect(
        await banner.getByRole('link', { name: 'I want to claim this production location' }).getAttribute('href'),
      ).toBe(`/facilities/${p.os_id}/claim`);
    }
    // The Report menu: no Dispute Claim where there is no claim to dispute.
    await page.getByRole('button', { name: 'Report' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items.slice(0, 1).concat(items.slice(2))).toEqual([
      'Report as Duplicate',
      'Suggest an Edit',
      ...(p.claim_status === 'claimed' ? ['Dispute Claim'] : []),
    ]);
    expect(items[1]).toMatch(/^Report as (Closed|Reopened)/);
    await page.keyboard.press('Escape');
  });

  it('shows the partner fields that have a value: staff define and grant one, the contributor fills it', async () => {
    const osId = found.listed!.properties.os_id;
    const admin = await apiLogIn(server, 'admin@example.com');
    const contributor = await apiLogIn(server, 'contributor@example.com');
    const send = async (cookie: string, method: string, path: string, body?: object) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, 'x-client-key': 'e2e', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const field = await send(admin, 'POST', '/api/partner-fields/', {
      name: 'carbon_emissions',
      type: 'float',
      unit: 't CO2e',
      source_by: 'Carbon audit 2026',
    });
    expect(field.status).toBe(201);
    const brand = (await send(admin, 'GET', `/api/staff/contributors/?q=${encodeURIComponent('Demo Brand Co.')}`)).body
      .results as { id: number; name: string }[];
    const demoBrand = brand.find((c) => c.name === 'Demo Brand Co.')!;
    // Not yet granted: refused, nothing shown.
    const path = `/api/facilities/${osId}/partner-fields/carbon_emissions/`;
    expect((await send(contributor, 'PUT', path, { value: 1250.5 })).status).toBe(403);
    await page.goto(`${server.url}/facilities/${osId}`);
    await page.getByTestId('os-id').waitFor();
    expect(await page.getByRole('heading', { name: 'Partner Data' }).count()).toBe(0);

    const granted = await send(admin, 'PUT', `/api/partner-fields/${field.body.id}/contributors/${demoBrand.id}/`);
    expect(granted.status).toBe(200);
    expect((await send(contributor, 'PUT', path, { value: 1250.5 })).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Partner Data', level: 2 }).waitFor();
    const row = page.getByRole('region', { name: 'Carbon emissions' });
    expect(await row.getByRole('paragraph').allTextContents()).toEqual([
      '1,250.5 t CO2e',
      `Demo Brand Co. · Carbon audit 2026 · updated ${new Date().toISOString().slice(0, 10)}`,
    ]);
    const stored = (await (await fetch(`${server.url}/api/facilities/${osId}/`, WEB_CLIENT)).json()) as {
      properties: { partner_fields: Record<string, { value: number; contributor_name: string }[]> };
    };
    expect(stored.properties.partner_fields.carbon_emissions!.map((v) => [v.value, v.contributor_name])).toEqual([
      [1250.5, 'Demo Brand Co.'],
    ]);
  });

  it('copies the OS ID and the link, with their toasts', async () => {
    const p = found.listed!.properties;
    await page.getByRole('button', { name: 'Copy OS ID' }).click();
    await page.getByText('Copied OS ID to clipboard').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(p.os_id);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Copied link').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${server.url}/facilities/${p.os_id}`);
  });

  it('shows the current facility for a merged OS ID and says so', async () => {
    const current = found.merged!.properties;
    const old = current.historical_os_ids[0]!;
    await page.goto(`${server.url}/facilities/${old}`);
    expect(await heading().textContent()).toBe(current.name);
    expect(await page.getByTestId('os-id').textContent()).toBe(current.os_id);
    expect(await page.getByTestId('historical-id-notice').textContent()).toBe(
      `The OS ID ${old} was merged into the current ID ${current.os_id}.`,
    );
  });

  it('shows the claimed banner with the public claim info, and a pending closure report', async () => {
    await page.goto(`${server.url}/facilities/${found.claimed!.properties.os_id}`);
    expect(await page.getByTestId('claim-banner').textContent()).toBe(
      'This production location has been claimed by an owner or manager',
    );
    await page.getByRole('heading', { name: 'Claimed Facility Info' }).waitFor();

    const reported = found.pendingReport!.properties;
    await page.goto(`${server.url}/facilities/${reported.os_id}`);
    const state = reported.activity_reports[0]!.closure_state === 'CLOSED' ? 'closed' : 'open';
    expect(await page.getByTestId('closure-banner').textContent()).toBe(
      `This facility may be ${state} · Status pending`,
    );
  });

  it('leaves out the claim banner and the contributors on an embedded map', async () => {
    const p = found.listed!.properties;
    await page.goto(`${server.url}/facilities/${p.os_id}?embed=1`);
    expect(await heading().textContent()).toBe(p.name);
    await page.getByRole('region', { name: 'Product Type', exact: true }).waitFor();
    expect(await page.getByTestId('claim-banner').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Contributors' }).count()).toBe(0);
    // No reports from inside a frame; the full page opens on the registry in a new tab.
    expect(await page.getByRole('button', { name: 'Report' }).count()).toBe(0);
    const full = page.getByRole('link', { name: 'View on Open Supply Hub' });
    expect(await full.getAttribute('href')).toBe(`${server.url}/facilities/${p.os_id}`);
    expect(await full.getAttribute('target')).toBe('_blank');
  });

  it("opens its map on the facility at the focus zoom, with the contributors' points that fall in view", async () => {
    const facility = found.placedApart!;
    expect(facility).toBeDefined();
    const [lng, lat] = facility.geometry.coordinates;
    await page.goto(`${server.url}/facilities/${facility.properties.os_id}`);
    const mapBox = page.getByTestId('facility-map');
    const view = await settledMap(mapBox);
    expect(view.zoom).toBe(15);
    expect(view.center[0]).toBeCloseTo(lng, 6);
    expect(view.center[1]).toBeCloseTo(lat, 6);
    // The facility's marker sits in the middle of the map, not in a corner.
    const box = (await mapBox.boundingBox())!;
    const marker = (await page.getByRole('img', { name: `${facility.properties.name} location` }).boundingBox())!;
    expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(marker.y + marker.height / 2 - (box.y + box.height / 2))).toBeLessThan(2);
    // Every other point has its marker; it is inside the map's box exactly when its place is in view.
    const [west, south, east, north] = view.bounds;
    const others = facility.properties.other_locations.filter((l) => !l.has_invalid_location);
    const markers = page.getByRole('img', { name: /^Location given by / });
    expect(await markers.count()).toBe(others.length);
    // The grey points are explained.
    const legend = mapBox.getByRole('group', { name: 'Legend' });
    expect(await legend.innerText()).toBe('This facility\nWhere other contributors placed it');
    for (const [index, location] of others.entries()) {
      const point = (await markers.nth(index).boundingBox())!;
      const [x, y] = [point.x + point.width / 2, point.y + point.height / 2];
      const shown = x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
      expect(shown).toBe(
        location.lng >= west && location.lng <= east && location.lat >= south && location.lat <= north,
      );
    }
  });

  it('shows Not found for an unknown OS ID, with the way back to the search', async () => {
    await page.goto(`${server.url}/facilities/ZZ2020001AAAAAA`);
    const alert = page.getByRole('alert');
    expect(await alert.getByRole('heading', { level: 1 }).textContent()).toBe('Not found');
    await alert
      .getByText('No facility has the OS ID ZZ2020001AAAAAA. It may have been mistyped, or the facility was deleted.')
      .waitFor();
    await alert.getByRole('link', { name: 'Back to search' }).click();
    await page.getByRole('heading', { name: 'Explore global supply chain data' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('stays readable on a small screen: map above the fields, no horizontal scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${server.url}/facilities/${found.listed!.properties.os_id}`);
    await heading().waitFor();
    const map = await page.getByTestId('facility-map').boundingBox();
    const fields = await page.getByRole('region', { name: 'Name', exact: true }).boundingBox();
    expect(map!.y).toBeLessThan(fields!.y);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });
});
