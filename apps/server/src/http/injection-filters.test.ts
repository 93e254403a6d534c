import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ACCESS_TEST_ENV, createAccessFixtures, type AccessFixtures } from '../test/access-fixtures.ts';
import { ACCESS_MATRIX, registeredRoutes } from '../test/access-matrix-table.ts';
import { INJECTION_PAYLOADS } from '../test/injection-payloads.ts';
import { CLIENT_HEADERS } from '../test/auth-helpers.ts';

/**
 * SQL and script payloads through every query parameter the app reads: a 200 or a 4xx field error,
 * never a 500; and a text search for a payload finds only what holds that text.
 */
let t: TestApp;
let f: AccessFixtures;

/** Every query parameter any route reads. */
const PARAMS = [
  'q',
  'search',
  'name',
  'address',
  'country',
  'country_code',
  'contributors',
  'contributor',
  'lists',
  'countries',
  'sectors',
  'parent_company',
  'product_type',
  'facility_type',
  'processing_type',
  'number_of_workers',
  'native_language_name',
  'contributor_types',
  'statuses',
  'status',
  'sort_by',
  'order_by',
  'sort',
  'order',
  'boundary',
  'combine_contributors',
  'source',
  'date_gte',
  'date_lt',
  'action',
  'entity_id',
  'page',
  'pageSize',
  'size',
  'from',
  'embed',
  'grouped',
  'detail',
  'closure_state',
  'match_responsibility',
  'active',
  'format',
  'path',
  'record_count',
  'target',
  'merge',
  'number_of_public_contributors',
];

const PER_PARAMETER = new Set<string>(["' OR '1'='1", '%_\\', 'Null\u0000byte', '<script>alert(1)</script>']);

beforeAll(async () => {
  t = await createTestApp(ACCESS_TEST_ENV);
  f = await createAccessFixtures(t);
}, 120_000);
afterAll(() => t?.close());

/** The route's URL with real ids (from the access matrix), ready for more query parameters. */
function baseUrl(route: { method: string; url: string }) {
  const request = ACCESS_MATRIX[`${route.method} ${route.url}`]?.request?.(f, f.callers.superuser);
  const url = new URL(request?.url ?? route.url, 'http://x');
  return url;
}

describe('SQL and script payloads in query parameters', () => {
  it('every GET route, each payload in every parameter at once and in each parameter alone: never a 5xx', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.method === 'GET' && !r.url.startsWith('/api/docs') && ACCESS_MATRIX[`GET ${r.url}`],
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const payload of INJECTION_PAYLOADS) {
        // Each parameter alone for the payloads that most often break a query; all together for every payload.
        const variants = PER_PARAMETER.has(payload) ? [PARAMS, ...PARAMS.map((p) => [p])] : [PARAMS];
        for (const params of variants) {
          const url = baseUrl(route);
          for (const param of params) url.searchParams.set(param, payload);
          const response = await t.app.inject({
            method: 'GET',
            url: `${url.pathname}${url.search}`,
            headers: f.callers.superuser.headers,
          });
          if (response.statusCode >= 500)
            failures.push(
              `GET ${url.pathname} ${params.length > 1 ? 'all' : params[0]}=${JSON.stringify(payload)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a NUL character is a 400 naming the parameter, on /api/v1 and in the path too', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/facilities/?q=a%00b', headers: CLIENT_HEADERS });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ q: ['Null characters are not allowed.'] });
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/production-locations/?name=a%00b&country=VN',
      headers: f.callers.token.headers,
    });
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toEqual({
      detail: 'The request query is invalid.',
      errors: [{ field: 'name', detail: 'Null characters are not allowed.' }],
    });
    const path = await t.app.inject({ method: 'GET', url: '/api/facilities/VN%00/', headers: CLIENT_HEADERS });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ osId: ['Null characters are not allowed.'] });
  });

  it('a text search for a payload finds nothing instead of everything', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/facilities/count/', headers: CLIENT_HEADERS })).json()
      .count as number;
    expect(all).toBeGreaterThan(10);
    for (const payload of ["' OR '1'='1", "%' OR 1=1 --", '%', '_', "x') OR ('1'='1"]) {
      for (const url of [
        `/api/facilities/count/?q=${encodeURIComponent(payload)}`,
        `/api/facilities/count/?parent_company=${encodeURIComponent(payload)}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
        expect([url, response.statusCode, response.json().count]).toEqual([url, 200, 0]);
      }
    }
  });
});
