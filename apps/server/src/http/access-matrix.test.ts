import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  ACCESS_TEST_ENV,
  createAccessFixtures,
  databaseSnapshot,
  type AccessFixtures,
  type Role,
} from '../test/access-fixtures.ts';
import {
  ACCESS_MATRIX,
  injectAs,
  isStaticAsset,
  registeredRoutes,
  type RouteCase,
} from '../test/access-matrix-table.ts';

/**
 * Every route the app registers, called as each role: the status must be the table's. A route
 * missing from the table fails, so a new route cannot escape the check. Refused writes (any 4xx)
 * must leave every table as it was.
 */
let t: TestApp;
let f: AccessFixtures;

/** Refusals come before the callers that may succeed, so a success cannot change what a refusal sees. */
const CALL_ORDER: Role[] = ['anonymous', 'other', 'token', 'moderator', 'owner', 'superuser'];

beforeAll(async () => {
  t = await createTestApp(ACCESS_TEST_ENV);
  f = await createAccessFixtures(t);
}, 120_000);
afterAll(() => t?.close());

/**
 * What every answer carries, whatever the route: no framing by other sites (only the web app's
 * embed pages may be framed, see security-headers.test.ts), no MIME sniffing, and a CSP that runs
 * only this site's scripts.
 */
function securityHeaderProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (headers['x-frame-options'] !== 'SAMEORIGIN')
    problems.push(`X-Frame-Options ${String(headers['x-frame-options'])}`);
  if (!/frame-ancestors '(self|none)'/.test(csp)) problems.push(`CSP without frame-ancestors 'self' or 'none': ${csp}`);
  if (/'unsafe-eval'|script-src[^;]*'unsafe-inline'/.test(csp))
    problems.push(`CSP runs inline or eval'd scripts: ${csp}`);
  return problems;
}

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('access matrix: every registered route, every role', () => {
  it('the table has no entry for a route the app does not register', () => {
    const registered = new Set(registeredRoutes(t.app).map(key));
    expect(Object.keys(ACCESS_MATRIX).filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it('registers the routes this test is about (the collector works)', () => {
    const keys = registeredRoutes(t.app).map(key);
    expect(keys).toContain('GET /api/facilities/');
    expect(keys).toContain('PATCH /api/v1/moderation-events/:id/');
    expect(keys.length).toBeGreaterThan(80);
  });

  it('answers every route with the expected status for each role; refusals write nothing', async () => {
    const failures: string[] = [];
    // The database as the last refused write left it, while nothing else has run since: the next
    // refused write's "before" (a snapshot digests every table, twice a refused write).
    let current: Record<string, string> | null = null;
    for (const route of registeredRoutes(t.app)) {
      const routeCase: RouteCase | undefined =
        ACCESS_MATRIX[key(route)] ?? (isStaticAsset(route) ? { expect: 200 } : undefined);
      if (!routeCase) {
        failures.push(`${key(route)}: not in the access matrix (add it to test/access-matrix-table.ts)`);
        continue;
      }
      for (const role of CALL_ORDER) {
        const expected = typeof routeCase.expect === 'number' ? routeCase.expect : routeCase.expect[role];
        const before = expected >= 400 && route.method !== 'GET' ? (current ?? (await databaseSnapshot(t))) : null;
        current = null;
        const response = await injectAs(t, f, route, routeCase, f.callers[role]);
        for (const problem of securityHeaderProblems(response.headers))
          failures.push(`${key(route)} as ${role}: ${problem}`);
        if (response.statusCode !== expected) {
          failures.push(
            `${key(route)} as ${role}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 160)}`,
          );
        }
        if (before) {
          const after = await databaseSnapshot(t);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length)
            failures.push(`${key(route)} as ${role}: refused (${response.statusCode}) but wrote ${changed.join(', ')}`);
          current = after;
        }
        if (routeCase.after) {
          current = null;
          await routeCase.after(t, f, f.callers[role]);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
