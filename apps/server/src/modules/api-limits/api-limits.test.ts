import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

let t: TestApp;
let seq = 0;

/** An API user with a token and, when given, a call allowance and rate overrides. */
async function apiUser(limit?: {
  yearly_limit: number;
  renewal_period?: string;
  rate_per_minute?: number;
  writes_per_minute?: number;
}) {
  const email = `api${++seq}@example.com`;
  const ids = await createUser(t.database.db, { email, groups: ['api_user'] });
  const key = `token-${seq}-${ids.userId}`;
  await t.database.db.insertInto('api_tokens').values({ key, user_id: ids.userId }).execute();
  if (limit)
    await t.database.db
      .insertInto('api_limits')
      .values({ contributor_id: ids.contributorId, ...limit })
      .execute();
  return { ...ids, email, headers: { authorization: `Token ${key}` } };
}

const call = (headers: Record<string, string>, url = '/api/facilities/count/', method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers });

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('API call allowance', () => {
  it('counts token calls, answers 402 past the limit and records a block with limit, actual and until', async () => {
    const u = await apiUser({ yearly_limit: 5 });
    for (let i = 0; i < 5; i++) expect((await call(u.headers)).statusCode).toBe(200);
    const over = await call(u.headers);
    expect(over.statusCode).toBe(402);
    expect(over.json()).toEqual({ detail: 'API limit exceeded' });
    expect((await call(u.headers, '/api/v1/download-locations-checkout-session/', 'POST')).json()).toEqual({
      detail: 'API limit exceeded',
    });
    const blocks = await t.database.db
      .selectFrom('api_blocks')
      .selectAll()
      .where('contributor_id', '=', u.contributorId)
      .execute();
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ limit: 5, actual: 6, active: true, grace_limit: null });
    const limit = await t.database.db
      .selectFrom('api_limits')
      .select('period_start_date')
      .where('contributor_id', '=', u.contributorId)
      .executeTakeFirstOrThrow();
    const until = new Date(limit.period_start_date);
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    expect(blocks[0]!.until).toEqual(until);
  });

  it('sends one warning e-mail at 90 % of the allowance', async () => {
    const u = await apiUser({ yearly_limit: 10 });
    const mails = () =>
      t.database.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', u.email)
        .execute();
    for (let i = 0; i < 8; i++) await call(u.headers);
    expect(await mails()).toEqual([]);
    await call(u.headers);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the e-mail is sent after the answer
    await call(u.headers);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Open Supply Hub: 90% of your API calls used');
    expect(sent[0]!.text_body).toContain('Your organisation has made 9 of its 10 API calls for this period.');
  });

  it('does not count calls made with the session cookie', async () => {
    const u = await apiUser({ yearly_limit: 1 });
    const cookie = await login(t.app, u.email);
    for (let i = 0; i < 3; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/facilities/count/', headers: { cookie } })).statusCode,
      ).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: `/user-api-info/${u.userId}/`, headers: { cookie } });
    expect(info.json()).toEqual({ apiCallAllowance: 1, currentCallCount: 0, renewalPeriod: 'YEARLY' });
  });
});

describe('GET /user-api-info/{id}/', () => {
  it('answers allowance, count and renewal period to the user and to superusers only', async () => {
    const u = await apiUser({ yearly_limit: 100, renewal_period: 'MONTHLY' });
    for (let i = 0; i < 3; i++) await call(u.headers);
    const own = await call(u.headers, `/user-api-info/${u.userId}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ apiCallAllowance: 100, currentCallCount: 4, renewalPeriod: 'MONTHLY' });

    const other = await apiUser();
    const refused = await call(other.headers, `/user-api-info/${u.userId}/`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/user-api-info/${u.userId}/` })).statusCode).toBe(401);
    // The refused call above counts too: every token call is a call.
    expect((await call(other.headers, `/user-api-info/${other.userId}/`)).json()).toEqual({
      apiCallAllowance: 'Not Set',
      currentCallCount: 2,
      renewalPeriod: 'Not Set',
    });

    await createUser(t.database.db, { email: 'staff-info@example.com', superuser: true });
    const staff = await login(t.app, 'staff-info@example.com');
    const seen = await t.app.inject({ method: 'GET', url: `/user-api-info/${u.userId}/`, headers: { cookie: staff } });
    expect(seen.json()).toEqual({ apiCallAllowance: 100, currentCallCount: 4, renewalPeriod: 'MONTHLY' });
  });
});

describe('rate limits per token', () => {
  it('answers 429 with Retry-After past the per-minute and write limits (overridden per contributor)', async () => {
    const u = await apiUser({ yearly_limit: 1000, rate_per_minute: 3, writes_per_minute: 1 });
    const first = await call(u.headers, '/api/log-download/?path=%2Ffacilities%2F&record_count=0', 'POST');
    expect(first.statusCode).toBe(201);
    const secondWrite = await call(u.headers, '/api/log-download/?path=%2Ffacilities%2F&record_count=0', 'POST');
    expect(secondWrite.statusCode).toBe(429);
    expect(Number(secondWrite.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(secondWrite.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(secondWrite.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect((await call(u.headers)).statusCode).toBe(200);
    expect((await call(u.headers)).statusCode).toBe(200);
    const throttled = await call(u.headers);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    // Throttled calls are not counted against the allowance.
    const info = await t.database.db
      .selectFrom('api_usage')
      .select('call_count')
      .where('contributor_id', '=', u.contributorId)
      .executeTakeFirstOrThrow();
    expect(info.call_count).toBe(3);
  });

  it('allows 100 calls a minute by default', async () => {
    const u = await apiUser();
    const codes = [];
    for (let i = 0; i < 101; i++) codes.push((await call(u.headers, '/health')).statusCode);
    expect(codes.slice(0, 100).every((code) => code === 200)).toBe(true);
    expect(codes[100]).toBe(429);
  });
});

describe('API blocks (staff)', () => {
  it('lists blocks, and a grace limit must exceed both limit and actual; none given means actual + 1', async () => {
    const u = await apiUser({ yearly_limit: 2 });
    for (let i = 0; i < 3; i++) await call(u.headers);
    const block = await t.database.db
      .selectFrom('api_blocks')
      .select('id')
      .where('contributor_id', '=', u.contributorId)
      .executeTakeFirstOrThrow();
    await createUser(t.database.db, { email: 'staff-blocks@example.com', superuser: true });
    const staff = { cookie: await login(t.app, 'staff-blocks@example.com'), ...CLIENT_HEADERS };

    expect((await call(u.headers, '/api/api-blocks/')).statusCode).toBe(402);
    const stranger = await apiUser();
    expect((await call(stranger.headers, '/api/api-blocks/')).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/api-blocks/?active=true&contributor=${u.contributorId}`,
      headers: staff,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: block.id,
        contributor: u.contributorId,
        contributor_name: `Org of ${u.email}`,
        limit: 2,
        actual: 3,
        active: true,
        grace_limit: null,
      }),
    ]);

    const url = `/api/api-blocks/${block.id}/`;
    for (const grace_limit of [2, 3, 1]) {
      const low = await t.app.inject({
        method: 'PUT',
        url,
        headers: staff,
        payload: { grace_limit, grace_reason: 'event' },
      });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toEqual({ grace_limit: ['Grace limit must be higher than request limit and actual count'] });
    }
    const fractional = await t.app.inject({ method: 'PUT', url, headers: staff, payload: { grace_limit: 4.5 } });
    expect(fractional.json()).toEqual({ grace_limit: ['A valid integer is required.'] });

    const defaulted = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { grace_limit: null, grace_reason: 'Conference demo' },
    });
    expect(defaulted.statusCode).toBe(200);
    expect(defaulted.json()).toMatchObject({ grace_limit: 4, grace_reason: 'Conference demo', active: false });
    // The grace lets exactly one more call through (count 4), then the block is armed again.
    expect((await call(u.headers)).statusCode).toBe(200);
    expect((await call(u.headers)).statusCode).toBe(402);
    const again = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(again.json()).toMatchObject({ active: true, actual: 5, grace_limit: 4 });
    expect((await t.app.inject({ method: 'GET', url: '/api/api-blocks/999999/', headers: staff })).statusCode).toBe(
      404,
    );
  });
});

describe('API blocks dashboard: roles and audit', () => {
  it('every block route refuses users who are not superusers, and a refused or bad grace changes nothing', async () => {
    const u = await apiUser({ yearly_limit: 1 });
    for (let i = 0; i < 2; i++) await call(u.headers);
    const block = await t.database.db
      .selectFrom('api_blocks')
      .selectAll()
      .where('contributor_id', '=', u.contributorId)
      .executeTakeFirstOrThrow();
    await createUser(t.database.db, { email: 'plain-blocks@example.com' });
    const plain = { cookie: await login(t.app, 'plain-blocks@example.com'), ...CLIENT_HEADERS };
    const url = `/api/api-blocks/${block.id}/`;
    for (const headers of [plain, CLIENT_HEADERS]) {
      const expected = headers === plain ? 403 : 401;
      expect((await t.app.inject({ method: 'GET', url: '/api/api-blocks/', headers })).statusCode).toBe(expected);
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(expected);
      expect(
        (await t.app.inject({ method: 'PUT', url, headers, payload: { grace_limit: 10, grace_reason: 'x' } }))
          .statusCode,
      ).toBe(expected);
    }
    await createUser(t.database.db, { email: 'staff-audit@example.com', superuser: true });
    const staff = { cookie: await login(t.app, 'staff-audit@example.com'), ...CLIENT_HEADERS };
    const low = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { grace_limit: 2, grace_reason: 'too low' },
    });
    expect(low.json()).toEqual({ grace_limit: ['Grace limit must be higher than request limit and actual count'] });
    const unchanged = await t.database.db
      .selectFrom('api_blocks')
      .selectAll()
      .where('id', '=', block.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(block);
    const audit = () =>
      t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_type', '=', 'api_block')
        .where('entity_id', '=', String(block.id))
        .execute();
    expect(await audit()).toEqual([]);

    // The screen sends the full block back with the grace fields changed.
    const full = (await t.app.inject({ method: 'GET', url, headers: staff })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...full, grace_limit: 50, grace_reason: 'Trade fair week' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ grace_limit: 50, grace_reason: 'Trade fair week', active: false });
    const staffUser = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff-audit@example.com')
      .executeTakeFirstOrThrow();
    expect(await audit()).toEqual([
      expect.objectContaining({
        user_id: staffUser.id,
        action: 'api_block.update',
        details: {
          before: { grace_limit: null, grace_reason: '', active: true },
          after: { grace_limit: 50, grace_reason: 'Trade fair week', active: false },
          contributor_id: u.contributorId,
        },
      }),
    ]);
    expect((await call(u.headers)).statusCode).toBe(200);
  });
});
