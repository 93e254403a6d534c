import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createServices } from '../services.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser } from '../test/auth-helpers.ts';

/** AUTH_RATE_LIMIT_PER_MINUTE on every route that takes a password, an e-mail or a key: [path, body, answer before the limit]. */
const LIMITED: [string, object, number][] = [
  ['/user-login/', { email: 'nobody@example.com', password: 'Wrong-Password-1' }, 400],
  [
    '/user-signup/',
    {
      email: 'x',
      name: 'Org',
      description: 'D',
      contributor_type: 'Brand / Retailer',
      password: 'a',
      confirmPassword: 'b',
      has_agreed_to_terms_of_service: true,
    },
    400,
  ],
  // An unknown address answers like a known one (no account enumeration).
  ['/rest-auth/password/reset/', { email: 'nobody@example.com' }, 200],
  [
    '/rest-auth/password/reset/confirm/',
    { uid: '1', token: 'bad', new_password1: 'Long-Enough-Pass-7', new_password2: 'Long-Enough-Pass-7' },
    400,
  ],
  ['/rest-auth/registration/verify-email/', { key: 'not-a-key' }, 400],
];
const LIMIT = 3;
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;

let t: TestApp;
let proxied: TestApp;
/** A second server process on proxied's database, with its configuration. */
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
  second = await buildApp({
    config: proxied.config,
    db: proxied.database.db,
    services: createServices(proxied.config, proxied.database.db),
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
  await proxied.close();
});

const attempt = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload, headers });

describe('rate limits on auth routes', () => {
  it.each(LIMITED)(
    '%s: the attempt after the limit is a 429 with Retry-After, even from a forged X-Forwarded-For',
    async (url, payload, before) => {
      for (let i = 0; i < LIMIT; i++)
        expect((await attempt(t, url, payload, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(before);
      const blocked = await attempt(t, url, payload, { 'x-forwarded-for': '198.51.100.7' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(THROTTLED);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('a throttled sign-up creates no account', async () => {
    const users = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;
    const before = await users();
    const valid = {
      email: 'late@example.com',
      name: 'Late Org',
      description: 'A brand',
      contributor_type: 'Brand / Retailer',
      password: 'Long-Enough-Pass-7',
      confirmPassword: 'Long-Enough-Pass-7',
      has_agreed_to_terms_of_service: true,
    };
    expect((await attempt(t, '/user-signup/', valid)).statusCode).toBe(429);
    expect(await users()).toBe(before);
  });

  it('behind a trusted proxy (TRUST_PROXY) each client address has its own count', async () => {
    const [url, payload] = LIMITED[0]!;
    for (let i = 0; i < LIMIT; i++)
      expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(400);
    expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(400);
  });
});

describe('limits shared by every server process on one database', () => {
  it('attempts of one client spread over two app instances count once: the limit, not twice it', async () => {
    const statuses = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const app = i % 2 ? second : proxied.app;
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/rest-auth/registration/verify-email/',
            payload: { key: `key-${i}` },
            headers: { 'x-forwarded-for': '192.0.2.1' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), ...Array(LIMIT).fill(429)]);
  });

  it('concurrent attempts on both instances let exactly the limit through', async () => {
    const fresh = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '7' });
    const other = await buildApp({
      config: fresh.config,
      db: fresh.database.db,
      services: createServices(fresh.config, fresh.database.db),
    });
    try {
      const attempts = Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other : fresh.app).inject({
          method: 'POST',
          url: '/user-login/',
          payload: { email: 'nobody@example.com', password: 'Wrong-Password-1' },
        }),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
      expect([statuses.filter((s) => s === 400).length, statuses.filter((s) => s === 429).length]).toEqual([7, 23]);
    } finally {
      await other.close();
      await fresh.close();
    }
  });

  it("an API token's minute limit holds across both instances", async () => {
    const db = proxied.database.db;
    const { userId, contributorId } = await createUser(db, { email: 'shared-token@example.com', groups: ['api_user'] });
    await db.insertInto('api_tokens').values({ key: 'shared-token-key', user_id: userId }).execute();
    await db
      .insertInto('api_limits')
      .values({ contributor_id: contributorId, yearly_limit: 1000, rate_per_minute: 5 })
      .execute();
    const headers = { authorization: 'Token shared-token-key' };
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await (i % 2 ? second : proxied.app).inject({ method: 'GET', url: '/api/facilities/count/', headers }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
