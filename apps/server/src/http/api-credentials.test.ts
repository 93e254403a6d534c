import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../test/auth-helpers.ts';
import { registeredRoutes } from '../test/access-matrix-table.ts';
import { withCheck } from '../test/facility-fixtures.ts';

/** Routes a browser loads without our headers: the API docs, a picture, a link, Stripe's webhook. */
const OPEN = ['/api/static-map/', '/api/facility-lists/template.csv', '/api/payments/stripe/webhook/'];
const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'api@example.org', groups: ['api_user'] });
  const cookie = await login(t.app, 'api@example.org');
  token = (
    await t.app.inject({ method: 'POST', url: '/api-token-auth/', headers: { cookie, ...CLIENT_HEADERS } })
  ).json().token;
});
afterAll(() => t.close());

describe('calls without session, token or client key', () => {
  it('answer 401 on every API route but the open ones, before anything else is checked', async () => {
    const problems: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
      const response = await t.app.inject({ method: route.method as 'GET', url });
      const open = OPEN.includes(route.url) || route.url.startsWith('/api/docs');
      if (
        open
          ? response.statusCode === 401
          : response.statusCode !== 401 || response.body !== JSON.stringify(NOT_PROVIDED)
      ) {
        problems.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("answer as Open Supply Hub's API does on the endpoints its clients call", async () => {
    for (const url of [
      '/api/facilities/',
      '/api/facilities/?detail=true',
      '/api/facilities-downloads/',
      '/api/facilities/count/',
      '/api/claim-statuses/',
      '/api/countries/',
      '/api/contributor-types/',
      '/api/sectors/',
      '/api/moderation-events/merge/',
      '/api/facilities/BD20190853EMPB5/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json()]).toEqual([url, 401, NOT_PROVIDED]);
    }
  });

  it('leave unknown paths a 404 and open routes open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/facility-lists/template.csv' })).statusCode).toBe(200);
  });
});

describe('calls with credentials', () => {
  it('a token, the web client key or a session are each enough; an unknown OS ID is then a 404', async () => {
    const unknown = `/api/facilities/${withCheck('CN2021113XXXX0')}/`;
    expect(
      (await t.app.inject({ method: 'GET', url: unknown, headers: { authorization: `Token ${token}` } })).json(),
    ).toEqual({ detail: 'Not found.' });
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: CLIENT_HEADERS })).statusCode).toBe(404);
    const cookie = await login(t.app, 'api@example.org');
    expect((await t.app.inject({ method: 'GET', url: '/api/claim-statuses/', headers: { cookie } })).json()).toEqual([
      'PENDING',
      'APPROVED',
      'DENIED',
      'REVOKED',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/claim-statuses/', headers: { authorization: `Token ${token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('name countries as Open Supply Hub does', async () => {
    const countries = (
      await t.app.inject({ method: 'GET', url: '/api/countries/', headers: { authorization: `Token ${token}` } })
    ).json();
    for (const pair of [
      ['BO', 'Bolivia, Plurinational State of'],
      ['KR', 'Korea, Republic of'],
      ['RU', 'Russian Federation'],
      ['CZ', 'Czech Republic'],
      ['VN', 'Vietnam'],
    ]) {
      expect(countries).toContainEqual(pair);
    }
    expect(countries).toHaveLength(250);
  });
});
