import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTableCounts } from '@registry/core/dashboard-lists';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

let t: TestApp;
let staff: Record<string, string>;
let plain: Record<string, string>;
let brand: { userId: number; contributorId: number };
let factory: { userId: number; contributorId: number };
const listIds: Record<string, number> = {};

async function insertList(
  contributorId: number,
  name: string,
  values: {
    status?: string;
    match_responsibility?: string;
    parsing_errors?: object[];
    items?: string[];
    created_at?: Date;
  } = {},
) {
  const db = t.database.db;
  const list = await db
    .insertInto('facility_lists')
    .values({
      contributor_id: contributorId,
      name,
      description: `${name} description`,
      file_name: `${name}.csv`,
      file_key: `lists/${name}.csv`,
      status: values.status ?? 'PENDING',
      match_responsibility: values.match_responsibility ?? 'moderator',
      parsing_errors: JSON.stringify(values.parsing_errors ?? []),
      item_count: values.items?.length ?? 0,
      parsed_at: new Date(),
      created_at: values.created_at ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [row_index, status] of (values.items ?? []).entries()) {
    await db
      .insertInto('facility_list_items')
      .values({ facility_list_id: list.id, row_index, raw_data: '{}', status })
      .execute();
  }
  listIds[name] = list.id;
  return list.id;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  brand = await createUser(t.database.db, { email: 'brand@example.com' });
  factory = await createUser(t.database.db, { email: 'factory@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  staff = { cookie: await login(t.app, 'admin@example.com'), ...CLIENT_HEADERS };
  plain = { cookie: await login(t.app, 'brand@example.com'), ...CLIENT_HEADERS };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertList(brand.contributorId, 'Brand 2025', {
    status: 'APPROVED',
    match_responsibility: 'contributor',
    parsing_errors: [{ message: 'Row 9 has too many columns', type: 'ERROR' }],
    items: [
      'MATCHED',
      'MATCHED',
      'CONFIRMED_MATCH',
      'POTENTIAL_MATCH',
      'NEW_FACILITY',
      'ERROR_PARSING',
      'ERROR_GEOCODING',
      'ERROR_MATCHING',
      'DUPLICATE',
    ],
    created_at: day(1),
  });
  await insertList(brand.contributorId, 'Brand 2026', { items: ['PARSED', 'PARSED'], created_at: day(2) });
  await insertList(factory.contributorId, 'Factory', { status: 'REJECTED', created_at: day(3) });
  await insertList(factory.contributorId, 'Factory pending', { created_at: day(4) });
});
afterAll(() => t.close());

const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });
const names = (body: { data: { name: string }[] }) => body.data.map((list) => list.name);

describe('GET /api/admin-facility-lists/', () => {
  it('refuses anonymous callers and users who are not superusers', async () => {
    expect((await get('/api/admin-facility-lists/', CLIENT_HEADERS)).statusCode).toBe(401);
    expect((await get('/api/admin-facility-lists/', plain)).statusCode).toBe(403);
    expect((await get('/api/admin-facility-lists/contributors/', plain)).statusCode).toBe(403);
  });

  it("answers every organisation's lists newest first with the count, and the columns' counts", async () => {
    const response = await get('/api/admin-facility-lists/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(names(body)).toEqual(['Factory pending', 'Factory', 'Brand 2026', 'Brand 2025']);
    const listed = body.data[3];
    expect(listed).toMatchObject({
      id: listIds['Brand 2025'],
      contributor_id: brand.contributorId,
      contributor_name: 'Org of brand@example.com',
      name: 'Brand 2025',
      description: 'Brand 2025 description',
      file_name: 'Brand 2025.csv',
      item_count: 9,
      status: 'APPROVED',
      match_responsibility: 'contributor',
      is_active: true,
      parsing_errors: [{ message: 'Row 9 has too many columns', type: 'ERROR' }],
    });
    // Matched = MATCHED + CONFIRMED_MATCH; Error = parsing errors + the error statuses' counts.
    expect(listTableCounts(listed)).toEqual({ total: 9, matched: 3, error: 4, potentialMatch: 1 });
  });

  it('filters by organisation, match responsibility and status, and pages', async () => {
    expect(names((await get(`/api/admin-facility-lists/?contributor=${factory.contributorId}`)).json())).toEqual([
      'Factory pending',
      'Factory',
    ]);
    expect(names((await get('/api/admin-facility-lists/?match_responsibility=contributor')).json())).toEqual([
      'Brand 2025',
    ]);
    expect(names((await get('/api/admin-facility-lists/?status=PENDING')).json())).toEqual([
      'Factory pending',
      'Brand 2026',
    ]);
    const page = (await get('/api/admin-facility-lists/?page=2&pageSize=3')).json();
    expect(page).toMatchObject({ count: 4 });
    expect(names(page)).toEqual(['Brand 2025']);
    const none = (await get(`/api/admin-facility-lists/?contributor=${factory.contributorId}&status=APPROVED`)).json();
    expect(none).toEqual({ count: 0, data: [] });
  });

  it("answers the same at the spec's GET /api/facility-lists/ when paged or filtered; without those keys that stays the own lists", async () => {
    const paged = await get('/api/facility-lists/?page=1&pageSize=2&status=PENDING');
    expect(paged.statusCode).toBe(200);
    expect(paged.json().count).toBe(2);
    expect(names(paged.json())).toEqual(['Factory pending', 'Brand 2026']);
    expect((await get('/api/facility-lists/?page=1&pageSize=20', plain)).statusCode).toBe(403);
    expect((await get('/api/facility-lists/?status=APPROVED', CLIENT_HEADERS)).statusCode).toBe(401);
    const own = await get('/api/facility-lists/', plain);
    expect(own.json().map((list: { name: string }) => list.name)).toEqual(['Brand 2026', 'Brand 2025']);
  });

  it('refuses bad filters with their field', async () => {
    const bad = await get('/api/admin-facility-lists/?status=DONE&match_responsibility=staff&page=0&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: ['Must be one of PENDING, APPROVED, REJECTED, REPLACED.'],
      match_responsibility: ['Must be one of contributor, moderator.'],
      page: ['Ensure this value is greater than or equal to 1.'],
      pageSize: ['Ensure this value is less than or equal to 100.'],
    });
  });

  it('names every organisation with a list for the filter', async () => {
    const response = await get('/api/admin-facility-lists/contributors/');
    expect(response.json()).toEqual([
      [brand.contributorId, 'Org of brand@example.com'],
      [factory.contributorId, 'Org of factory@example.com'],
    ]);
  });
});

describe('approve and reject from the dashboard', () => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const audit = () =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'entity_id', 'details'])
      .orderBy('id')
      .execute();

  it('is refused to users who are not superusers, and nothing changes', async () => {
    expect((await post(`/api/facility-lists/${listIds['Factory pending']}/approve/`, plain)).statusCode).toBe(403);
    expect(
      (await post(`/api/facility-lists/${listIds['Factory pending']}/reject/`, plain, { reason: 'no' })).statusCode,
    ).toBe(403);
    expect((await get(`/api/admin-facility-lists/?status=PENDING`)).json().count).toBe(2);
    expect(await audit()).toEqual([]);
  });

  it('records who approved or rejected which list, with the reason', async () => {
    const approved = await post(`/api/facility-lists/${listIds['Brand 2026']}/approve/`, staff);
    expect(approved.json()).toMatchObject({ status: 'APPROVED' });
    const rejected = await post(`/api/facility-lists/${listIds['Factory pending']}/reject/`, staff, {
      reason: 'Not a supplier list',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', status_change_reason: 'Not a supplier list' });
    expect(await audit()).toEqual([
      {
        action: 'list.approve',
        entity_type: 'facility_list',
        entity_id: String(listIds['Brand 2026']),
        details: { before: { status: 'PENDING' }, after: { status: 'APPROVED' } },
      },
      {
        action: 'list.reject',
        entity_type: 'facility_list',
        entity_id: String(listIds['Factory pending']),
        details: {
          before: { status: 'PENDING' },
          after: { status: 'REJECTED' },
          status_change_reason: 'Not a supplier list',
        },
      },
    ]);
    const again = await post(`/api/facility-lists/${listIds['Factory pending']}/approve/`, staff);
    expect(again.statusCode).toBe(400);
    expect(await audit()).toHaveLength(2);
    expect((await get('/api/admin-facility-lists/?status=PENDING')).json()).toEqual({ count: 0, data: [] });
  });
});
