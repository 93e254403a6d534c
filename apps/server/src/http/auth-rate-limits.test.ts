import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** AUTH_RATE_LIMIT_PER_MINUTE on every route that takes a password, an e-mail or a key: [path, body, answer before the limit]. */
const LIMITED: [string, object, number][] = [
  ['/user-login/', { email: 'nobody@example.com', password: 'Wrong-Password-1' }, 400],
  [
    '/user-signup/',
    { email: 'x', name: 'Org', description: 'D', contributor_type: 'Brand / Retailer', password: 'a', confirmPassword: 'b', has_agreed_to_terms_of_service: true },
    400,
  ],
  // An unknown address answers like a known one (no account enumeration).
  ['/rest-auth/password/reset/', { email: 'nobody@example.com' }, 200],
  ['/rest-auth/password/reset/confirm/', { uid: '1', token: 'bad', new_password1: 'Long-Enough-Pass-7', new_password2: 'Long-Enough-Pass-7' }, 400],
  ['/rest-auth/registration/verify-email/', { key: 'not-a-key' }, 400],
];
const LIMIT = 3;
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const attempt = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) => app.app.inject({ method: 'POST', url, payload, headers });

describe('rate limits on auth routes', () => {
  it.each(LIMITED)('%s: the attempt after the limit is a 429 with Retry-After, even from a forged X-Forwarded-For', async (url, payload, before) => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt(t, url, payload, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(before);
    const blocked = await attempt(t, url, payload, { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(THROTTLED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

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
    for (let i = 0; i < LIMIT; i++) expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(400);
    expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    expect((await attempt(proxied, url, payload, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(400);
  });
});
