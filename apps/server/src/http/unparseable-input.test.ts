import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../test/facility-fixtures.ts';
import { databaseSnapshot } from '../test/access-fixtures.ts';
import { LONE_SURROGATE_MESSAGE, NULL_CHARACTER_MESSAGE, refuseNullCharacters } from './null-characters.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';
import type { FastifyRequest } from 'fastify';
import { multipart } from '../test/fuzz/fuzz-requests.ts';

let t: TestApp;
let headers: Record<string, string>;
const OS_ID = testOsId('BD', 7);

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    {
      os_id: OS_ID,
      name: 'Rangpur Spinning Mills',
      address: 'Mahiganj, Rangpur',
      country_code: 'BD',
      lat: 25.7,
      lng: 89.3,
    },
  ]);
  await createUser(t.database.db, { email: 'deep@example.com' });
  headers = { ...CLIENT_HEADERS, cookie: await login(t.app, 'deep@example.com') };
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const TOO_DEEP = { detail: `Malformed request: JSON nests deeper than ${MAX_JSON_DEPTH} levels.` };

describe('deeply nested JSON', () => {
  it.each([
    ['/api/facilities/' + OS_ID + '/report/', 'anonymous'],
    ['/api/facilities/' + OS_ID + '/report/', 'signed in'],
    ['/api/log-download/?path=/api/facilities/&record_count=1', 'anonymous'],
    ['/api/log-download/?path=/api/facilities/&record_count=1', 'signed in'],
  ])('400,000 levels to %s (%s) are a 400 in the error shape, and nothing is written', async (url, who) => {
    const before = await databaseSnapshot(t);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...json, ...(who === 'signed in' ? headers : CLIENT_HEADERS) },
      payload: nested(400_000),
    });
    expect([response.statusCode, response.json()]).toEqual([400, TOO_DEEP]);
    expect(await databaseSnapshot(t)).toEqual(before);
  });

  it('nesting up to the limit is parsed and answered by the route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/report/`,
      headers: { ...json, ...headers },
      payload: nested(MAX_JSON_DEPTH),
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { non_field_errors: ['Invalid input: expected object, received array'] },
    ]);
  });

  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan(`{"a": "${'['.repeat(100)}", "b": "\\"[["}`, 2)).toBe(false);
    expect(nestsDeeperThan('{"a": [[1]]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a": [1]}', 2)).toBe(false);
  });

  it('the NUL check walks a value nested far deeper than the call stack allows', async () => {
    let deep: unknown = ['fine'];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    const request = (body: unknown) => ({ params: {}, query: {}, body }) as FastifyRequest;
    await expect(refuseNullCharacters(request({ list: deep }))).resolves.toBeUndefined();
    let poisoned: unknown = ['a\u0000b'];
    for (let i = 0; i < 1_000_000; i++) poisoned = [poisoned];
    await expect(refuseNullCharacters(request({ list: poisoned }))).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { list: [NULL_CHARACTER_MESSAGE] },
    });
  });
});

describe('lone surrogates', () => {
  const body = (name: string) =>
    `{"name": "${name}", "address": "Mahiganj, Rangpur", "country": "BD", "coordinates": {"lat": 25.7, "lng": 89.3}}`;

  it.each(['\\ud800', '\\udfff', 'Mills \\udc00\\ud800'])(
    '%s in a v1 body is a 400 in the structured shape; nothing is stored',
    async (name) => {
      const before = await databaseSnapshot(t);
      for (const [method, url] of [
        ['POST', '/api/v1/production-locations/'],
        ['PATCH', `/api/v1/production-locations/${OS_ID}/`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { ...json, ...headers }, payload: body(name) });
        expect([response.statusCode, response.json()]).toEqual([
          400,
          {
            detail: 'The request is not valid Unicode text.',
            errors: [{ field: 'name', detail: LONE_SURROGATE_MESSAGE }],
          },
        ]);
      }
      expect(await databaseSnapshot(t)).toEqual(before);
    },
  );

  it('a surrogate pair (an emoji, escaped or not) is valid text', async () => {
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: { ...json, ...headers },
      payload: body('Mills \\ud83d\\ude00'),
    });
    expect(escaped.statusCode).toBe(202);
    expect(escaped.json().cleaned_data.name).toBe('Mills 😀');
  });

  it('legacy routes name the field in their own shape, in keys, query and path too', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/report/`,
      headers: { ...json, ...headers },
      payload: '{"reason_for_report": "x\\ud800", "closure_state": "CLOSED"}',
    });
    expect([report.statusCode, report.json()]).toEqual([400, { reason_for_report: [LONE_SURROGATE_MESSAGE] }]);
    const key = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/report/`,
      headers: { ...json, ...headers },
      payload: '{"\\udc00": 1}',
    });
    expect([key.statusCode, key.json()]).toEqual([400, { non_field_errors: [LONE_SURROGATE_MESSAGE] }]);
    for (const url of ['/api/facilities/?q=%ED%A0%80', '/api/facilities/?q=%uD800', `/api/facilities/%ED%A0%80/`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('requests the router or the multipart parser refuses', () => {
  it('a path that is not valid percent-encoding is a 400 in the error shape (structured on v1)', async () => {
    const legacy = await t.app.inject({ method: 'GET', url: '/api/facility-lists/%zz/' });
    expect([legacy.statusCode, legacy.json()]).toEqual([400, { detail: 'The address is not valid.' }]);
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/production-locations/%ED%A0%80/', headers });
    expect([v1.statusCode, v1.json()]).toEqual([400, { detail: 'The address is not valid.', errors: [] }]);
  });

  it('a path parameter longer than the router takes is a 414 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${'a'.repeat(500)}/` });
    expect([response.statusCode, response.json()]).toEqual([414, { detail: 'The address is too long.' }]);
  });

  it('a multipart body cut short is a 400, and nothing is written', async () => {
    const before = await databaseSnapshot(t);
    const body = multipart(
      [
        ['agreement', 'yes'],
        ['your_name', 'Rahim Uddin'],
      ],
      [{ field: 'files', name: 'licence.pdf', content: Buffer.from('%PDF-1.4\n') }],
      'truncated',
    );
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/claim/`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect([claim.statusCode, claim.json()]).toEqual([
      400,
      { detail: 'Malformed request: Unexpected end of multipart data' },
    ]);
    expect(await databaseSnapshot(t)).toEqual(before);
  });
});

describe('bodies the parsers would misread', () => {
  it.each([
    ['a list upload', '/api/facility-lists/'],
    ['a claim', `/api/facilities/${OS_ID}/claim/`],
    ['a match upload', '/api/facilities/match/'],
  ])('a multipart boundary of 253+ characters on %s is a 400, and nothing is written', async (_what, url) => {
    const before = await databaseSnapshot(t);
    for (const length of [253, 300, 1000]) {
      const boundary = 'b'.repeat(length);
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nList\r\n--${boundary}--\r\n`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect([length, response.statusCode, response.json()]).toEqual([
        length,
        400,
        { detail: 'Malformed request: the multipart boundary is too long (RFC 2046 allows 70 characters).' },
      ]);
    }
    expect(await databaseSnapshot(t)).toEqual(before);
  });

  it('JSON with bytes that are not UTF-8 is a 400, not text stored with U+FFFD', async () => {
    const before = await databaseSnapshot(t);
    const payload = Buffer.concat([
      Buffer.from('{"reason_for_report":"Closed in '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('","closure_state":"CLOSED"}'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/report/`,
      headers: { ...json, ...headers },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { detail: 'Malformed request: The body is not valid UTF-8.' },
    ]);
    expect(await databaseSnapshot(t)).toEqual(before);
  });

  it('JSON that names a charset other than UTF-8 is a 415; charset=utf-8 is read', async () => {
    const before = await databaseSnapshot(t);
    const body = JSON.stringify({ reason_for_report: 'Caf\u00e9 closed', closure_state: 'CLOSED' });
    for (const charset of ['latin1', 'ISO-8859-1', '"windows-1252"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/facilities/${OS_ID}/report/`,
        headers: { ...headers, 'content-type': `application/json; charset=${charset}` },
        payload: Buffer.from(body, 'latin1'),
      });
      expect([charset, response.statusCode, response.json()]).toEqual([
        charset,
        415,
        { detail: 'Unsupported content type.' },
      ]);
    }
    const v1 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: { ...headers, 'content-type': 'application/json; charset=latin1' },
      payload: '{}',
    });
    expect([v1.statusCode, v1.json()]).toEqual([415, { detail: 'Unsupported content type.' }]);
    expect(await databaseSnapshot(t)).toEqual(before);
    const utf8 = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OS_ID}/report/`,
      headers: { ...headers, 'content-type': 'application/json; charset=UTF-8' },
      payload: body,
    });
    expect(utf8.statusCode).toBe(200);
  });
});
