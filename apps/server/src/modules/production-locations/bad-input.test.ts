import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

let t: TestApp;
/** Each describe block writes as its own user, so no block reaches the 30 writes a minute limit. */
let headers: Record<string, string>;
let seq = 0;
async function signInFresh() {
  const email = `bad${++seq}@example.com`;
  await createUser(t.database.db, { email });
  headers = { ...CLIENT_HEADERS, cookie: await login(t.app, email) };
}

const KNIT = testOsId('BD', 1);
const valid = {
  name: 'Rangpur Spinning',
  address: 'Mahiganj, Rangpur',
  country: 'BD',
  coordinates: { lat: 25.7, lng: 89.3 },
};
const eventCount = async () => (await t.database.db.selectFrom('moderation_events').select('id').execute()).length;

type Send = (payload: unknown) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
const create: Send = (payload) =>
  t.app.inject({ method: 'POST', url: '/api/v1/production-locations/', headers, payload: payload as object });
const update: Send = (payload) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/production-locations/${KNIT}/`, headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    {
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      address: 'Ashulia, Savar',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
    },
  ]);
});
afterAll(() => t.close());

/** Each bad body: 422 in the structured shape naming the field and the spec's message, and no event stored. */
const CASES: [string, Record<string, unknown>, { field: string; detail: string }[]][] = [
  // The list upload's rule (core's text-safety): formulas and markup are refused here too.
  [
    'a name that is a spreadsheet formula',
    { name: '=HYPERLINK("http://evil.example","Knit")' },
    [{ field: 'name', detail: 'The Name looks like a spreadsheet formula; enter the text itself.' }],
  ],
  [
    'an address with HTML markup',
    { address: 'Plot 4 <img src=x onerror=alert(1)>' },
    [{ field: 'address', detail: 'The Address contains HTML markup, which is not allowed.' }],
  ],
  [
    'a parent company that is a formula',
    { parent_company: '+SUM(1,2)' },
    [
      {
        field: 'parent_company',
        detail: 'The Parent company looks like a spreadsheet formula; enter the text itself.',
      },
    ],
  ],
  ['a name that is a number', { name: '12345' }, [{ field: 'name', detail: 'Name cannot be a number.' }]],
  [
    'a name of only symbols',
    { name: '#$%&*' },
    [{ field: 'name', detail: 'Name must contain letters or numbers, not only spaces or symbols.' }],
  ],
  ['a name of only spaces', { name: '   ' }, [{ field: 'name', detail: 'Name is required.' }]],
  [
    'leading and trailing spaces',
    { name: ' Rangpur Spinning', address: 'Mahiganj ' },
    [
      { field: 'name', detail: 'Remove spaces at start and end of text.' },
      { field: 'address', detail: 'Remove spaces at start and end of text.' },
    ],
  ],
  [
    'a name over 200 characters',
    { name: `Rangpur ${'Spinning '.repeat(24)}Mills` },
    [{ field: 'name', detail: 'Name must be at most 200 characters.' }],
  ],
  [
    'an address over 200 characters',
    { address: 'a'.repeat(201) },
    [{ field: 'address', detail: 'Address must be at most 200 characters.' }],
  ],
  [
    'more than 50 product types',
    { product_type: Array.from({ length: 51 }, (_, i) => `Product ${i}`) },
    [{ field: 'product_type', detail: 'Maximum of 50 product types allowed.' }],
  ],
  [
    'zero workers',
    { number_of_workers: '0' },
    [
      {
        field: 'number_of_workers',
        detail: expect.stringMatching(
          /^Enter a single positive number \(e\.g\., 5\) or a valid range \(e\.g\., 3–10\)/,
        ),
      },
    ],
  ],
  [
    'a backwards worker range',
    { number_of_workers: '10-3' },
    [{ field: 'number_of_workers', detail: expect.stringContaining('Enter a single positive number') }],
  ],
  [
    'workers as letters',
    { number_of_workers: 'abc' },
    [{ field: 'number_of_workers', detail: expect.stringContaining('Enter a single positive number') }],
  ],
  [
    'an unknown country',
    { country: 'Atlantis' },
    [
      {
        field: 'country',
        detail: "'Atlantis' is not a valid country. Use a country name or its ISO 3166-1 alpha-2 or alpha-3 code.",
      },
    ],
  ],
  [
    'missing name, address and country',
    { name: undefined, address: undefined, country: undefined },
    [
      { field: 'name', detail: 'Name is required.' },
      { field: 'address', detail: 'Address is required.' },
      { field: 'country', detail: 'Country is required.' },
    ],
  ],
  [
    'a parent company that is a number',
    { parent_company: '42' },
    [{ field: 'parent_company', detail: 'Parent company cannot be a number.' }],
  ],
  [
    'a product type of only symbols',
    { product_type: ['Shirts', '---'] },
    [{ field: 'product_type', detail: 'Product type must contain letters or numbers, not only spaces or symbols.' }],
  ],
  ['a name that is not text', { name: 7 }, [{ field: 'name', detail: 'Name must be text.' }]],
  [
    'coordinates out of range',
    { coordinates: { lat: 95, lng: 0 } },
    [{ field: 'coordinates', detail: 'Coordinates need both lat (-90 to 90) and lng (-180 to 180).' }],
  ],
  [
    'an unknown field',
    { productType: ['Shirts'] },
    [{ field: 'non_field_errors', detail: "Unknown field 'productType'." }],
  ],
];

describe.each([
  ['POST (create)', create],
  ['PATCH (update)', update],
])('%s refuses bad bodies with 422 and stores nothing', (_label, send) => {
  beforeAll(signInFresh);
  it.each(CASES)('%s', async (_case, change, errors) => {
    const before = await eventCount();
    const payload = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined),
    );
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'The request body is invalid.', errors });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const before = await eventCount();
    const list = await send([valid]);
    expect(list.statusCode).toBe(422);
    expect(list.json()).toEqual({
      detail: 'The request body is invalid.',
      errors: [{ field: 'non_field_errors', detail: 'The request body must be a JSON object.' }],
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ detail: expect.stringContaining('Malformed request'), errors: [] });
    expect(await eventCount()).toBe(before);
  });
});

describe('who may write, and when', () => {
  beforeAll(signInFresh);
  it('refuses anonymous writes (401) and session writes without the client header (403)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/production-locations/', payload: valid })).statusCode,
    ).toBe(401);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: { cookie: headers.cookie! },
      payload: valid,
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await eventCount()).toBe(0);
  });

  it('answers 503 with the maintenance message while the maintenance flag is on', async () => {
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: true })
      .where('name', '=', 'disable_list_uploading')
      .execute();
    const refused = await create(valid);
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: false })
      .where('name', '=', 'disable_list_uploading')
      .execute();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      detail:
        'Open Supply Hub is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.',
    });
    expect(await eventCount()).toBe(0);
  });

  it('answers 429 past 30 writes a minute per user', { timeout: 30_000 }, async () => {
    await createUser(t.database.db, { email: 'busy@example.com' });
    const busy = { ...CLIENT_HEADERS, cookie: await login(t.app, 'busy@example.com') };
    // The limit counts per clock minute: start well inside one.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
    const api = await createUser(t.database.db, { email: 'busy-api@example.com', groups: ['api_user'] });
    await t.database.db.insertInto('api_tokens').values({ key: 'busy-api-token', user_id: api.userId }).execute();
    for (const caller of [busy, { authorization: 'Token busy-api-token' }]) {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        // Bad bodies count too (each is a write attempt) and keep the test fast.
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/production-locations/',
          headers: caller,
          payload: { ...valid, name: '1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    }
    expect(await eventCount()).toBe(0);
  });
});
