import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { registeredRoutes } from './test/access-matrix-table.ts';

/**
 * The HTTP contract is declared once, in each route's schema (packages/core/src/<area>-api.ts):
 * it validates the request, shapes the answer and is the OpenAPI document at /api/docs. This test
 * reads that document and lists every route whose contract is incomplete there, so a new route
 * cannot ship undocumented.
 */

interface Operation {
  parameters?: { in: string; name: string; description?: string; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Routes that are not part of the API contract, and why. */
const NOT_IN_THE_CONTRACT: Record<string, string> = {
  'POST /api/payments/stripe/webhook/':
    "Stripe's notifications: Stripe's own signed format, hidden from the documentation",
};
const isDocumentationRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Writes that take no body: the path (and query string) names everything they act on. */
const BODILESS_WRITES = new Set([
  'POST /user-logout/',
  'POST /api-token-auth/',
  'POST /api/log-download/',
  'POST /api/facilities/merge/',
  'POST /api/facility-lists/:id/approve/',
  'POST /api/audit-log/:id/undo/',
  'POST /api/v1/moderation-events/:id/production-locations/',
  'PATCH /api/v1/moderation-events/:id/production-locations/:osId/',
  'POST /api/facility-matches/:id/confirm/',
  'POST /api/facility-matches/:id/reject/',
  'POST /api/facility-duplicates/:id/dismiss/',
  'POST /api/facility-duplicates/refresh/',
  'PUT /api/partner-fields/:id/contributors/:contributorId/',
]);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParamsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
/** The document's stand-in for an undeclared path parameter is a bare string; a declared one says more (a bound, a description). */
const isDeclared = (parameter: { description?: string; schema?: Record<string, unknown> } | undefined) =>
  !!parameter && (!!parameter.description || Object.keys(parameter.schema ?? {}).some((key) => key !== 'type'));
const hasSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  !!content && Object.values(content).length > 0 && Object.values(content).every((media) => media.schema !== undefined);

/** What is missing from one operation's contract; [] when it is complete. */
function gaps(method: string, url: string, operation: Operation | undefined): string[] {
  if (!operation) return ['not in the OpenAPI document'];
  const problems: string[] = [];
  const path = new Map((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p]));
  for (const name of pathParamsOf(url)) {
    if (!isDeclared(path.get(name))) problems.push(`path parameter ${name} not declared (params schema)`);
  }
  if (
    ['POST', 'PUT', 'PATCH'].includes(method) &&
    !BODILESS_WRITES.has(`${method} ${url}`) &&
    !hasSchema(operation.requestBody?.content)
  ) {
    problems.push('no body schema');
  }
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
  const described = successes.some(
    ([status, response]) => status === '204' || /^3/.test(status) || hasSchema(response.content),
  );
  if (!described) problems.push('no response schema for its success status');
  return problems;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  // Without the built web app: its files (one route each) are pages and scripts, not the API.
  t = await createTestApp({}, { webDist: path.join(os.tmpdir(), 'no-web-app') });
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  paths = response.json().paths;
});
afterAll(() => t?.close());

describe('OpenAPI contract', () => {
  it('documents every route with its parameters, body and success answer', () => {
    const routes = registeredRoutes(t.app).filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !isDocumentationRoute(route.url),
    );
    expect(routes.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      if (NOT_IN_THE_CONTRACT[`${method} ${url}`]) continue;
      const problems = gaps(method, url, paths[openApiPath(url)]?.[method.toLowerCase()]);
      if (problems.length) missing.push(`${method} ${url}: ${problems.join('; ')}`);
    }
    if (missing.length)
      console.log(
        `Routes with an incomplete contract (${missing.length} of ${routes.length}):\n  ${missing.join('\n  ')}`,
      );
    expect(missing).toEqual([]);
  });

  it('shows the search filters as query parameters wherever a route takes them', () => {
    const names = (url: string) =>
      (paths[url]!.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const url of [
      '/api/facilities/',
      '/api/facilities/count/',
      '/api/facilities-downloads/',
      '/tile/facilitygrid/{key}/{z}/{x}/{y}',
    ]) {
      expect(names(url), url).toEqual(
        expect.arrayContaining(['q', 'countries', 'contributors', 'boundary', 'sort_by']),
      );
    }
    expect(names('/api/facilities-downloads/')).toEqual(
      expect.arrayContaining(['format', 'pageSize', 'after', 'download']),
    );
    const tile = paths['/tile/facilities/{key}/{z}/{x}/{y}']!.get!.responses!['200']!;
    expect(Object.keys(tile.content ?? {})).toEqual(['application/x-protobuf']);
  });

  it('names every exception after a route the app has', () => {
    const registered = new Set(registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`));
    expect([...Object.keys(NOT_IN_THE_CONTRACT), ...BODILESS_WRITES].filter((route) => !registered.has(route))).toEqual(
      [],
    );
  });
});
