import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

/** Names in their own script (issue 44): the facility page shows the local name; search finds it. */
interface Detail {
  properties: {
    os_id: string;
    name: string;
    claim_info: { facility: { name_native_language: string | null } } | null;
    extended_fields: Record<string, { value: { raw_value?: string } }[]>;
  };
}
interface SearchAnswer {
  count: number;
  features: { id: string; properties: { name: string } }[];
}

let server: TestServer;
let browser: Browser;
let page: Page;
let chinese: { osId: string; name: string; local: string };

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${server.url}${path}`, WEB_CLIENT)).json()) as T;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '150' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  // A seeded Chinese facility with a local name from a list (no claim's name in its place).
  const listed = await api<SearchAnswer>('/api/facilities/?countries=CN&pageSize=100');
  for (const { id } of listed.features) {
    const detail = await api<Detail>(`/api/facilities/${id}/`);
    const local = detail.properties.extended_fields.native_language_name?.[0]?.value.raw_value;
    if (local && !detail.properties.claim_info?.facility.name_native_language) {
      chinese = { osId: detail.properties.os_id, name: detail.properties.name, local };
      break;
    }
  }
  expect(chinese).toBeDefined();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('local names', () => {
  it('the facility page shows the local name under the name', async () => {
    await page.goto(`${server.url}/facilities/${chinese.osId}`);
    await page.getByRole('heading', { level: 1, name: chinese.name }).waitFor();
    expect(await page.getByTestId('local-name').textContent()).toBe(`Local name${chinese.local}`);
  });

  it('a search by characters from the middle of the Chinese name finds the facility', async () => {
    const part = chinese.local.slice(1, 4);
    const expected = await api<SearchAnswer>(`/api/facilities/?q=${encodeURIComponent(part)}`);
    expect(expected.features.map((f) => f.id)).toContain(chinese.osId);

    await page.goto(server.url);
    const text = page.getByRole('textbox', { name: 'Facility name, address or OS ID' });
    await text.fill(part);
    await text.press('Enter');
    if (expected.count === 1) {
      // One facility found: its page opens.
      await page.waitForURL(`${server.url}/facilities/${chinese.osId}`);
      await page.getByTestId('local-name').waitFor();
    } else {
      await page.getByRole('link', { name: chinese.name }).first().waitFor();
    }
  });
});
