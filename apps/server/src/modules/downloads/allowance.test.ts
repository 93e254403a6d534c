import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login, CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { downloadAs, insertFacilities, logDownload, sessionAllowance } from './download-fixtures.ts';

// A free allowance of 10 keeps the fixtures small; the rules are the same at 5,000.
let t: TestApp;
let seq = 0;

async function newAccount(options: { groups?: string[] } = {}) {
  const email = `dl${++seq}@example.com`;
  const ids = await createUser(t.database.db, { email, groups: options.groups });
  return { ...ids, email, cookie: await login(t.app, email) };
}

const allowanceRow = (contributorId: number) =>
  t.database.db
    .selectFrom('download_allowances')
    .selectAll()
    .where('contributor_id', '=', contributorId)
    .executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp({ DOWNLOAD_FREE_ALLOWANCE: '10', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await insertFacilities(t.database.db, { country: 'BD', count: 6 });
  await insertFacilities(t.database.db, { country: 'CN', count: 5 });
  await insertFacilities(t.database.db, { country: 'VN', count: 1 });
  await insertFacilities(t.database.db, { country: 'TR', count: 4 });
}, 60_000);
afterAll(() => t.close());

describe('download allowance (spec part 1 §9)', () => {
  it('refuses anonymous downloads with the log-in message, in every form', async () => {
    for (const query of ['countries=BD', 'countries=BD&format=csv', 'countries=BD&format=xlsx']) {
      const response = await downloadAs(t.app, undefined, query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Log in or sign up to download this dataset.' });
    }
    const logged = await logDownload(t.app, undefined, '/facilities/?countries=BD', 6);
    expect(logged.statusCode).toBe(401);
    expect(await t.database.db.selectFrom('download_logs').selectAll().execute()).toEqual([]);
  });

  it('spends the free allowance, reports remaining = limit - used, and refuses past it with the spec messages', async () => {
    const a = await newAccount();
    expect(await sessionAllowance(t.app, a.cookie)).toBe(10);

    const first = await downloadAs(t.app, a.cookie, 'countries=BD&format=csv');
    expect(first.statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(4);
    const log = await t.database.db
      .selectFrom('download_logs')
      .selectAll()
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      path: '/api/facilities-downloads/?countries=BD&format=csv',
      record_count: 6,
      is_free: false,
      source: 'export',
      free_records: 6,
      purchased_records: 0,
      contributor_id: a.contributorId,
    });

    const tooMany = await downloadAs(t.app, a.cookie, 'countries=CN&format=csv');
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json()).toEqual({
      detail:
        'You are trying to download 5 production locations but this account only has 4 available. Purchase additional downloads to continue.',
    });
    expect(await sessionAllowance(t.app, a.cookie)).toBe(4);

    expect((await downloadAs(t.app, a.cookie, 'countries=TR&format=xlsx')).statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(0);
    const exhausted = await downloadAs(t.app, a.cookie, 'countries=VN');
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json()).toEqual({
      detail:
        "You've reached your annual download limit of 10 production locations. Purchase additional downloads to download more data.",
    });
    expect(await allowanceRow(a.contributorId)).toMatchObject({ free_limit: 10, free_used: 10 });
  });

  it('uses the free allowance before purchased records, then the purchase that expires first', async () => {
    const a = await newAccount();
    const db = t.database.db;
    await db
      .insertInto('download_purchases')
      .values([
        { contributor_id: a.contributorId, records: 3, expires_at: sql`now() + interval '300 days'` },
        { contributor_id: a.contributorId, records: 3, expires_at: sql`now() + interval '30 days'` },
        { contributor_id: a.contributorId, records: 50, expires_at: sql`now() - interval '1 day'` }, // expired
      ])
      .execute();
    expect(await sessionAllowance(t.app, a.cookie)).toBe(16);
    expect((await downloadAs(t.app, a.cookie, 'countries=BD')).statusCode).toBe(200);
    expect(await allowanceRow(a.contributorId)).toMatchObject({ free_used: 6 });
    expect((await downloadAs(t.app, a.cookie, 'countries=CN&format=csv')).statusCode).toBe(200);
    const purchases = await db
      .selectFrom('download_purchases')
      .select(['records', 'used'])
      .where('contributor_id', '=', a.contributorId)
      .orderBy('expires_at')
      .execute();
    expect(purchases).toEqual([
      { records: 50, used: 0 },
      { records: 3, used: 1 },
      { records: 3, used: 0 },
    ]);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(5);
    const log = await db
      .selectFrom('download_logs')
      .select(['free_records', 'purchased_records'])
      .where('user_id', '=', a.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ free_records: 4, purchased_records: 1 });
  });

  it('renews the free allowance a year after its period started, on the anniversary', async () => {
    const a = await newAccount();
    const started = new Date(Date.now() - 400 * 86_400_000);
    await t.database.db
      .insertInto('download_allowances')
      .values({ contributor_id: a.contributorId, free_limit: 10, free_used: 10, period_started_at: started })
      .execute();
    expect(await sessionAllowance(t.app, a.cookie)).toBe(10);
    expect((await downloadAs(t.app, a.cookie, 'countries=CN')).statusCode).toBe(200);
    const row = await allowanceRow(a.contributorId);
    const anniversary = new Date(started);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
    expect(row).toMatchObject({ free_used: 5, period_started_at: anniversary });
  });

  it('never reports a remaining allowance below 0', async () => {
    const a = await newAccount();
    await t.database.db
      .insertInto('download_allowances')
      .values({ contributor_id: a.contributorId, free_limit: 3, free_used: 9 })
      .execute();
    expect(await sessionAllowance(t.app, a.cookie)).toBe(0);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/download-allowance/',
      headers: { cookie: a.cookie },
    });
    expect(response.json()).toMatchObject({
      free_limit: 3,
      free_remaining: 0,
      remaining: 0,
      allowed_records_number: 0,
      isAnon: false,
    });
  });

  it("is free for the account's own contributor and for API token callers", async () => {
    const a = await newAccount();
    await t.database.db
      .insertInto('download_allowances')
      .values({ contributor_id: a.contributorId, free_limit: 10, free_used: 10 })
      .execute();
    await insertFacilities(t.database.db, { country: 'PK', count: 12, contributors: [a.contributorId] });
    const own = await downloadAs(t.app, a.cookie, `contributors=${a.contributorId}&format=csv`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-record-count']).toBe('12');

    const api = await newAccount({ groups: ['api_user'] });
    await t.database.db
      .insertInto('api_tokens')
      .values({ key: `key-${api.userId}`, user_id: api.userId })
      .execute();
    await t.database.db
      .insertInto('download_allowances')
      .values({ contributor_id: api.contributorId, free_limit: 10, free_used: 10 })
      .execute();
    const viaToken = await t.app.inject({
      method: 'GET',
      url: '/api/facilities-downloads/?countries=PK&format=csv',
      headers: { authorization: `Token key-${api.userId}` },
    });
    expect(viaToken.statusCode).toBe(200);
    const logs = await t.database.db
      .selectFrom('download_logs')
      .select(['user_id', 'record_count', 'is_free'])
      .where('user_id', 'in', [a.userId, api.userId])
      .execute();
    expect(logs).toEqual([
      { user_id: a.userId, record_count: 12, is_free: true },
      { user_id: api.userId, record_count: 12, is_free: true },
    ]);
    expect(await allowanceRow(api.contributorId)).toMatchObject({ free_used: 10 });
  });

  it('counts a logged download itself: a forged record_count changes nothing, and served pages are not charged twice', async () => {
    const a = await newAccount();
    const forged = await logDownload(t.app, a.cookie, '/facilities/?countries=BD', 1);
    expect(forged.statusCode).toBe(201);
    expect(forged.json()).toMatchObject({
      record_count: 6,
      reported_record_count: 1,
      is_free: false,
      path: '/facilities/?countries=BD',
    });
    expect(await sessionAllowance(t.app, a.cookie)).toBe(4);

    const page = await downloadAs(t.app, a.cookie, 'countries=TR&pageSize=100');
    expect(page.statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(0);
    const confirmed = await logDownload(t.app, a.cookie, '/facilities/?countries=TR&sort_by=name_asc', 4);
    expect(confirmed.statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(0);

    for (const [count, message] of [
      ['-1', 'Must be a whole number, 0 or more.'],
      ['1e9', 'Must be a whole number, 0 or more.'],
      ['99999999999', 'Must be a whole number, 0 or more.'],
    ]) {
      const bad = await logDownload(t.app, a.cookie, '/facilities/?countries=BD', count!);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ record_count: [message] });
    }
    const badPath = await logDownload(t.app, a.cookie, '/facilities/?countries=BDX', 1);
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toEqual({ path: ['countries: Must be two-letter country codes.'] });
  });

  it('refuses negative, zero, fractional and huge page sizes', async () => {
    const a = await newAccount();
    for (const [size, message] of [
      ['-5', 'Ensure this value is greater than or equal to 1.'],
      ['0', 'Ensure this value is greater than or equal to 1.'],
      ['2.5', 'Must be a whole number.'],
      ['101', 'Ensure this value is less than or equal to 100.'],
      ['100000000000', 'Ensure this value is less than or equal to 100.'],
      ['abc', 'Must be a whole number.'],
    ]) {
      const response = await downloadAs(t.app, a.cookie, `countries=BD&pageSize=${size}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ pageSize: [message] });
    }
    expect(await sessionAllowance(t.app, a.cookie)).toBe(10);
  });

  it("refuses the next page of a download to another user's session, and to changed filters", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const first = await downloadAs(t.app, owner.cookie, 'countries=BD&pageSize=2');
    expect(first.statusCode).toBe(200);
    const next = first.json().nextPageURL as string;
    expect(next).toMatch(/^\/api\/facilities-downloads\/\?countries=BD&pageSize=2&after=BD2024001\d{5}X&download=\d+$/);

    const stolen = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { cookie: other.cookie, ...CLIENT_HEADERS },
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ detail: 'This download was started by another account.' });
    const anonymous = await t.app.inject({ method: 'GET', url: next, headers: CLIENT_HEADERS });
    expect(anonymous.statusCode).toBe(403);
    const widened = await t.app.inject({
      method: 'GET',
      url: next.replace('countries=BD', 'countries=BD,CN'),
      headers: { cookie: owner.cookie, ...CLIENT_HEADERS },
    });
    expect(widened.statusCode).toBe(400);
    expect(widened.json()).toEqual({ non_field_errors: ['The filters differ from those of this download.'] });
    const mine = await t.app.inject({ method: 'GET', url: next, headers: { cookie: owner.cookie, ...CLIENT_HEADERS } });
    expect(mine.statusCode).toBe(200);
    expect(await sessionAllowance(t.app, owner.cookie)).toBe(4);
    expect(await sessionAllowance(t.app, other.cookie)).toBe(10);
  });

  it('holds the allowance under concurrent downloads of different searches', async () => {
    const a = await newAccount();
    const searches = { BD: 6, CN: 5, TR: 4, VN: 1 };
    const responses = await Promise.all(
      Object.keys(searches).map((code) => downloadAs(t.app, a.cookie, `countries=${code}&format=csv`)),
    );
    const served = Object.values(searches).filter((_, i) => responses[i]!.statusCode === 200);
    const refused = Object.values(searches).filter((_, i) => responses[i]!.statusCode === 402);
    expect(served.length + refused.length).toBe(4);
    const used = served.reduce((sum, count) => sum + count, 0);
    expect(used).toBeLessThanOrEqual(10);
    // Each refused search would not have fitted in what the served ones left.
    for (const count of refused) expect(count).toBeGreaterThan(10 - used);
    expect(await allowanceRow(a.contributorId)).toMatchObject({ free_used: used });
    const logs = await t.database.db.selectFrom('download_logs').select('id').where('user_id', '=', a.userId).execute();
    expect(logs).toHaveLength(served.length);
  });

  it('charges 20 concurrent downloads of one search once', async () => {
    const a = await newAccount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        downloadAs(t.app, a.cookie, `countries=VN&format=${i % 2 ? 'xlsx' : 'csv'}`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await allowanceRow(a.contributorId)).toMatchObject({ free_used: 1 });
    const logs = await t.database.db
      .selectFrom('download_logs')
      .select(['is_free'])
      .where('user_id', '=', a.userId)
      .orderBy('id')
      .execute();
    expect(logs).toEqual([{ is_free: false }, ...Array(19).fill({ is_free: true })]);
  });

  it("lets embedded maps download their contributor's facilities without an account, up to 10,000", async () => {
    const db = t.database.db;
    const embedder = await createUser(db, { email: 'embed@example.com' });
    await db.updateTable('contributors').set({ embed_level: 2 }).where('id', '=', embedder.contributorId).execute();
    await insertFacilities(db, { country: 'KH', count: 3, contributors: [embedder.contributorId] });
    const ok = await downloadAs(t.app, undefined, `contributors=${embedder.contributorId}&embed=1&format=csv`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-record-count']).toBe('3');
    const log = await db
      .selectFrom('download_logs')
      .select(['user_id', 'is_free', 'record_count'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ user_id: null, is_free: true, record_count: 3 });

    const plain = await newAccount();
    for (const query of ['countries=KH&embed=1', `contributors=${plain.contributorId}&embed=1`]) {
      const refused = await downloadAs(t.app, undefined, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        contributors: ['Embedded map downloads need the one contributor whose map is embedded.'],
      });
    }

    await insertFacilities(db, { country: 'US', count: 10_001, contributors: [embedder.contributorId] });
    const tooMany = await downloadAs(t.app, undefined, `contributors=${embedder.contributorId}&embed=1&format=csv`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      detail: 'Downloads are supported for searches resulting in 10000 production locations or less.',
    });
  }, 60_000);

  it('with the private_instance flag, anyone downloads up to 10,000 records without an allowance', async () => {
    const db = t.database.db;
    await db.updateTable('feature_flags').set({ is_active: true }).where('name', '=', 'private_instance').execute();
    try {
      const anonymous = await downloadAs(t.app, undefined, 'countries=BD&format=csv');
      expect(anonymous.statusCode).toBe(200);
      const a = await newAccount();
      await db
        .insertInto('download_allowances')
        .values({ contributor_id: a.contributorId, free_limit: 10, free_used: 10 })
        .execute();
      expect((await downloadAs(t.app, a.cookie, 'countries=BD,CN&format=csv')).statusCode).toBe(200);
      const tooMany = await downloadAs(t.app, a.cookie, 'countries=US');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({
        detail: 'Downloads are supported for searches resulting in 10000 production locations or less.',
      });
      const allowance = await t.app.inject({ method: 'GET', url: '/api/download-allowance/', headers: CLIENT_HEADERS });
      expect(allowance.json()).toMatchObject({ isAnon: true, private_instance: true, purchasing_enabled: false });
    } finally {
      await db.updateTable('feature_flags').set({ is_active: false }).where('name', '=', 'private_instance').execute();
    }
  }, 60_000);
});

describe('what charges a download', () => {
  it('refuses a bare session-cookie GET of a file or a first page (a link from any site): 403, nothing charged or logged', async () => {
    const a = await newAccount();
    for (const query of ['countries=BD&format=csv', 'countries=BD&format=xlsx', 'countries=BD']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/facilities-downloads/?${query}`,
        headers: { cookie: a.cookie },
      });
      expect([query, response.statusCode, response.json()]).toEqual([
        query,
        403,
        { detail: 'CSRF check failed: the X-Client-Key header is missing.' },
      ]);
    }
    expect(await sessionAllowance(t.app, a.cookie)).toBe(10);
    expect(await allowanceRow(a.contributorId)).toBeUndefined();
    expect(
      await t.database.db.selectFrom('download_logs').select('id').where('user_id', '=', a.userId).execute(),
    ).toEqual([]);
    // The same request from the web app (its header) is charged.
    expect((await downloadAs(t.app, a.cookie, 'countries=BD&format=csv')).statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(4);
  });

  it('charges a CSV and an Excel file (and the pages) of the same search once a day, another search again', async () => {
    const a = await newAccount();
    const csv = await downloadAs(t.app, a.cookie, 'countries=CN&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(5);
    const [xlsx, pages] = await Promise.all([
      downloadAs(t.app, a.cookie, 'countries=CN&format=xlsx'),
      downloadAs(t.app, a.cookie, 'countries=CN'),
    ]);
    expect([xlsx.statusCode, xlsx.headers['x-record-count'], pages.statusCode]).toEqual([200, '5', 200]);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(5);
    const logs = () =>
      t.database.db
        .selectFrom('download_logs')
        .select(['source', 'record_count', 'is_free', 'free_records'])
        .where('user_id', '=', a.userId)
        .orderBy('source')
        .orderBy('id')
        .execute();
    expect(await logs()).toEqual([
      { source: 'export', record_count: 5, is_free: false, free_records: 5 },
      { source: 'export', record_count: 5, is_free: true, free_records: 0 },
      { source: 'pages', record_count: 5, is_free: true, free_records: 0 },
    ]);
    // Another search is another result set.
    expect((await downloadAs(t.app, a.cookie, 'countries=TR&format=xlsx')).statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(1);
    // A day later the same search is charged again (here: the first charge moved back 25 h).
    await sql`update download_logs set created_at = now() - interval '25 hours' where user_id = ${a.userId}`.execute(
      t.database.db,
    );
    expect((await downloadAs(t.app, a.cookie, 'countries=VN&format=csv')).statusCode).toBe(200);
    expect(await sessionAllowance(t.app, a.cookie)).toBe(0);
    const again = await downloadAs(t.app, a.cookie, 'countries=TR&format=csv');
    expect(again.statusCode).toBe(402);
  });
});
