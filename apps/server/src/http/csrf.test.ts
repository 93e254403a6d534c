import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  ACCESS_TEST_ENV,
  createAccessFixtures,
  databaseSnapshot,
  type AccessFixtures,
} from '../test/access-fixtures.ts';
import { ACCESS_MATRIX, injectAs, registeredRoutes } from '../test/access-matrix-table.ts';
import { CLIENT_KEY_HEADER } from './csrf.ts';

/** Every write route, generically from the app's own route list: a session cookie without the client header is refused. */
let t: TestApp;
let f: AccessFixtures;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_REFUSAL = { detail: 'CSRF check failed: the X-Client-Key header is missing.' };

beforeAll(async () => {
  t = await createTestApp(ACCESS_TEST_ENV);
  f = await createAccessFixtures(t);
}, 120_000);
afterAll(() => t?.close());

const writeRoutes = () => registeredRoutes(t.app).filter((route) => !SAFE.has(route.method));

describe('CSRF defence on cookie-authenticated writes', () => {
  it('covers a route list that has the writes', () => {
    expect(writeRoutes().length).toBeGreaterThan(30);
  });

  it('refuses every write sent with the session cookie but without X-Client-Key (403), writing nothing', async () => {
    const failures: string[] = [];
    // A refused write's "after" is the next one's "before": nothing else runs in between.
    let current: Record<string, string> | null = null;
    for (const route of writeRoutes()) {
      const routeCase = ACCESS_MATRIX[`${route.method} ${route.url}`];
      if (!routeCase) {
        failures.push(`${route.method} ${route.url}: not in the access matrix`);
        continue;
      }
      // The owner and the superuser between them may do every write; both are refused without the header.
      for (const caller of [f.callers.owner, f.callers.superuser]) {
        const before = current ?? (await databaseSnapshot(t));
        const response = await injectAs(t, f, route, { ...routeCase, after: undefined, freshSession: false }, caller, [
          CLIENT_KEY_HEADER,
        ]);
        const after = await databaseSnapshot(t);
        current = after;
        if (response.statusCode !== 403 || response.body !== JSON.stringify(CSRF_REFUSAL)) {
          failures.push(
            `${route.method} ${route.url} as ${caller.role}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length)
          failures.push(`${route.method} ${route.url} as ${caller.role}: wrote ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a stale or forged session cookie without the header too (the check does not depend on the session being valid)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user-logout/',
      headers: { cookie: 'registry_session=forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
  });

  it('lets the same write through with the header, and token or cookie-less callers without it', async () => {
    const profile = { name: 'Owner Brand', description: 'We make shirts.', contributor_type: 'Brand / Retailer' };
    const url = `/user-profile/${f.callers.owner.userId}/`;
    const withHeader = await t.app.inject({ method: 'PUT', url, headers: f.callers.owner.headers, payload: profile });
    expect(withHeader.statusCode).toBe(200);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api-token-auth/',
      headers: { authorization: f.callers.token.headers.authorization! },
    });
    expect(token.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/rest-auth/password/reset/',
      payload: { email: 'owner@example.com' },
    });
    expect(anonymous.statusCode).toBe(200);
  });

  it('a cross-site HTML form (urlencoded, cookie, no header) changes nothing', async () => {
    const before = await databaseSnapshot(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/facility-lists/${f.pendingListA}/reject/`,
      headers: {
        cookie: f.callers.superuser.headers.cookie!,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'reason=gotcha',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await databaseSnapshot(t)).toEqual(before);
  });
});
