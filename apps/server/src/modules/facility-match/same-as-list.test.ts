import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { madeUpWord, multipartBody, runJobs, uploadList } from '../../test/list-helpers.ts';

/**
 * "Find OS IDs" must decide every row as a list upload of the same rows does: the same status,
 * the same matched facility, the same candidates with the same confidence.
 */
let t: TestApp;
let cookie: string;

const PLACES = [
  { country: 'Bangladesh', city: 'Dhaka', street: 'Ashulia Road', lat: 23.81, lng: 90.41 },
  { country: 'India', city: 'Tiruppur', street: 'Palladam Road', lat: 11.1, lng: 77.34 },
  { country: 'Viet Nam', city: 'Ho Chi Minh City', street: 'Nguyen Van Linh', lat: 10.73, lng: 106.7 },
  { country: 'Cambodia', city: 'Phnom Penh', street: 'National Road 4', lat: 11.55, lng: 104.92 },
];
const FORMS = ['Ltd', 'Co., Ltd.', 'Limited', 'Pvt Ltd'];
const KINDS = ['Garments', 'Knitting Mills', 'Sweaters', 'Textiles'];
const BASES = 24;

const csvLine = (cells: (string | number)[]) => cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');

/** The registry's facilities: made-up names, each on its own numbered plot. */
const bases = Array.from({ length: BASES }, (_, i) => {
  const place = PLACES[i % PLACES.length]!;
  return {
    ...place,
    name: `${madeUpWord(i + 7)} ${KINDS[i % KINDS.length]} ${FORMS[i % FORMS.length]}`,
    number: 100 + i * 7,
    i,
  };
});
const baseCsv = [
  'country,name,address,lat,lng',
  ...bases.map((b) => csvLine([b.country, b.name, `${b.number} ${b.street}, ${b.city}`, b.lat + b.i / 1000, b.lng])),
].join('\n');

/** One row per facility, written as a supplier list would (and a few new places): never two rows for one place. */
const rows = [
  ...bases.map((b) => {
    const address = `${b.number} ${b.street}, ${b.city}`;
    switch (b.i % 6) {
      case 0: // the same, in other case
        return [b.country, b.name.toUpperCase(), address, '', ''];
      case 1: // a typo in the name, geocoded from the address
        return [b.country, b.name.replace(/^(\w{3})(\w)/, '$1$2$2'), address, '', ''];
      case 2: // the facility a few doors down: same name, other house number
        return [b.country, b.name, `${b.number + 88} ${b.street}, ${b.city}`, b.lat, b.lng];
      case 3: // the legal form dropped, the address reordered
        return [
          b.country,
          b.name.replace(/ (Ltd|Co\., Ltd\.|Limited|Pvt Ltd)$/, ''),
          `${b.city}, ${b.street} ${b.number}`,
          b.lat,
          b.lng,
        ];
      case 4: // another legal form
        return [b.country, b.name.replace(/ (Ltd|Co\., Ltd\.|Limited|Pvt Ltd)$/, ' Inc.'), address, b.lat, b.lng];
      default: // only the distinctive word kept, another street
        return [b.country, `${b.name.split(' ')[0]} Trading`, `${b.number} Market Street, ${b.city}`, '', ''];
    }
  }),
  ...Array.from({ length: 6 }, (_, i) => {
    const place = PLACES[i % PLACES.length]!;
    return [
      place.country,
      `${madeUpWord(5000 + i * 31)} Footwear`,
      `${20 + i} ${place.street}, ${place.city}`,
      place.lat,
      place.lng,
    ];
  }),
];
const rowsCsv = ['country,name,address,lat,lng', ...rows.map(csvLine)].join('\n');

beforeAll(async () => {
  t = await createTestApp({ AUTO_APPROVE_LISTS: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.database.db, { email: 'registry@example.com' });
  const seeded = await uploadList(
    t.app,
    await login(t.app, 'registry@example.com'),
    { name: 'Registry' },
    { name: 'registry.csv', content: baseCsv },
  );
  expect(seeded.statusCode).toBe(200);
  await runJobs(t.config, t.database.db);
  await createUser(t.database.db, { email: 'brand@example.com' });
  cookie = await login(t.app, 'brand@example.com');
}, 120_000);
afterAll(() => t.close());

interface Decision {
  status: string;
  osId: string | null;
  candidates: [string, number][];
}

describe('Find OS IDs decides as a list upload of the same rows', () => {
  it('gives every row the list’s status, matched facility and candidates', async () => {
    const body = multipartBody({}, { name: 'suppliers.csv', content: rowsCsv });
    const matched = await t.app.inject({
      method: 'POST',
      url: '/api/facilities/match/',
      headers: { ...CLIENT_HEADERS, cookie, ...body.headers },
      payload: body.payload,
    });
    expect(matched.statusCode).toBe(200);
    const service: Decision[] = matched
      .json()
      .results.map((r: { status: string; os_id: string | null; matches: { os_id: string; confidence: number }[] }) => ({
        status: r.status,
        osId: r.os_id,
        candidates: r.status === 'POTENTIAL_MATCH' ? r.matches.map((m) => [m.os_id, m.confidence]) : [],
      }));

    const uploaded = await uploadList(
      t.app,
      cookie,
      { name: 'Suppliers' },
      { name: 'suppliers.csv', content: rowsCsv },
    );
    expect(uploaded.statusCode).toBe(200);
    await runJobs(t.config, t.database.db);
    const items = await t.database.db
      .selectFrom('facility_list_items')
      .select(['id', 'row_index', 'status', 'facility_id'])
      .where('facility_list_id', '=', uploaded.json().id)
      .orderBy('row_index')
      .execute();
    const pending = await t.database.db
      .selectFrom('facility_matches')
      .select(['facility_list_item_id', 'facility_id', 'confidence'])
      .where(
        'facility_list_item_id',
        'in',
        items.map((item) => item.id),
      )
      .where('status', '=', 'PENDING')
      .orderBy('confidence', 'desc')
      .orderBy('facility_id')
      .execute();
    const list: Decision[] = items.map((item) => ({
      status: item.status,
      osId: item.status === 'MATCHED' ? item.facility_id!.trim() : null,
      candidates: pending
        .filter((m) => m.facility_list_item_id === item.id)
        .map((m) => [m.facility_id.trim(), m.confidence]),
    }));

    expect(service).toHaveLength(rows.length);
    expect(service.map((decision, row) => ({ row, ...decision }))).toEqual(
      list.map((decision, row) => ({ row, ...decision })),
    );
    // The rows exercise every outcome, so the comparison means something.
    const statuses = new Set(service.map((decision) => decision.status));
    expect([...statuses].sort()).toEqual(['MATCHED', 'NEW_FACILITY', 'POTENTIAL_MATCH']);
  }, 120_000);
});
