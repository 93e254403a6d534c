import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.ts';

/**
 * Frame rules for the web app's pages: only the embedded map and its facility pages, opened with
 * embed=1, may be framed by other sites; every other page, with embed=1 or not, is not.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.stop());

/** Every client route of the web app (apps/web/src/app/router.tsx), with example ids. */
const PAGES = [
  '/',
  '/facilities',
  '/facilities/BD2024001AAAAAA',
  '/facilities/BD2024001AAAAAA/claim',
  '/auth/login',
  '/auth/register',
  '/auth/resetpassword/1',
  '/auth/confirm/1',
  '/claimed',
  '/claimed/1',
  '/dashboard',
  '/dashboard/lists',
  '/dashboard/apiblocks',
  '/dashboard/apiblocks/1',
  '/dashboard/activityreports',
  '/dashboard/claims',
  '/dashboard/claims/1',
  '/dashboard/deletefacility',
  '/dashboard/mergefacilities',
  '/dashboard/adjustfacilitymatches',
  '/dashboard/updatefacilitylocation',
  '/dashboard/linkid',
  '/dashboard/geocoder',
  '/dashboard/audit',
  '/dashboard/moderation-queue',
  '/dashboard/moderation-queue/1',
  '/contribute',
  '/contribute/multiple-locations',
  '/contribute/single-location',
  '/lists',
  '/lists/1',
  '/profile/1',
  '/settings',
  '/no-such-page',
];

const frameRules = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    xfo: response.headers.get('x-frame-options'),
    ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1],
  };
};

describe('frame rules of the web app', () => {
  it('no page may be framed by another site', async () => {
    for (const path of PAGES) {
      expect([path, await frameRules(path)]).toEqual([
        path,
        { status: 200, type: 'text/html; charset=utf-8', xfo: 'SAMEORIGIN', ancestors: "'self'" },
      ]);
    }
  });

  it('the embedded map pages (embed=1) may be framed by any site', async () => {
    for (const path of [
      '/facilities?embed=1&contributors=1',
      '/facilities/BD2024001AAAAAA?embed=1&contributors=1',
      '/?embed=1&contributors=1',
    ]) {
      expect([path, await frameRules(path)]).toEqual([
        path,
        { status: 200, type: 'text/html; charset=utf-8', xfo: null, ancestors: '*' },
      ]);
    }
  });

  it('every other page with embed=1 keeps its frame rules (no site may frame the dashboard or settings)', async () => {
    const embeddable = new Set(['/', '/facilities', '/facilities/BD2024001AAAAAA']);
    for (const path of PAGES.filter((page) => !embeddable.has(page)).map((page) => `${page}?embed=1&contributors=1`)) {
      expect([path, await frameRules(path)]).toEqual([
        path,
        { status: 200, type: 'text/html; charset=utf-8', xfo: 'SAMEORIGIN', ancestors: "'self'" },
      ]);
    }
  });

  it('the built scripts and styles are served with their own types and not framable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const rules = await frameRules(asset);
      expect([asset, rules.status, rules.xfo, rules.ancestors, rules.type?.split(';')[0]]).toEqual([
        asset,
        200,
        'SAMEORIGIN',
        "'self'",
        asset.endsWith('.js') ? 'application/javascript' : 'text/css',
      ]);
    }
  });
});
