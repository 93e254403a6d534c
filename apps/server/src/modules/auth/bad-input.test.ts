import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/auth-helpers.ts';

// Bad input on the auth routes that sign-up.test.ts does not cover: each answer is a 400 in the
// first error style naming the field, and nothing is stored.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.database.db, { email: 'known@brand.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });

describe('log-in bad input', () => {
  it.each([
    ['no fields', {}],
    ['an empty e-mail', { email: '', password: 'x' }],
    ['no password', { email: 'known@brand.example' }],
    ['numbers for strings', { email: 5, password: 7 }],
    ['null values', { email: null, password: null }],
  ])('%s: Email and password are required', async (_, payload) => {
    const response = await post('/user-login/', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json()).flat()).toContain('Email and password are required');
  });

  it('refuses over-long values with the length in the message', async () => {
    const response = await post('/user-login/', { email: `${'a'.repeat(300)}@brand.example`, password: 'x' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { email: ['Ensure this value has at most 254 characters. (it has 314)'] },
    ]);
  });

  it('answers a JSON array body with a 400', async () => {
    const response = await post('/user-login/', ['known@brand.example']);
    expect(response.statusCode).toBe(400);
  });
});

describe('password reset and confirmation bad input', () => {
  it('names missing reset fields and wrong types', async () => {
    const missing = await post('/rest-auth/password/reset/confirm/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      uid: ['uid is required'],
      token: ['token is required'],
      new_password1: ['Password and password confirmation fields are required'],
      new_password2: ['Password and password confirmation fields are required'],
    });
    const wrongTypes = await post('/rest-auth/password/reset/confirm/', {
      uid: 1,
      token: [],
      new_password1: true,
      new_password2: {},
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['new_password1', 'new_password2', 'token', 'uid']);
  });

  it('refuses an unknown uid and token without changing any password', async () => {
    const before = await t.database.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute();
    const response = await post('/rest-auth/password/reset/confirm/', {
      uid: 'zzzz',
      token: 'not-a-token',
      new_password1: 'New-Secret-77',
      new_password2: 'New-Secret-77',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { token: ['This password reset link is invalid or has expired.'] },
    ]);
    expect(await t.database.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('refuses a missing, over-long or unknown confirmation key', async () => {
    expect((await post('/rest-auth/registration/verify-email/', {})).json()).toEqual({ key: ['key is required'] });
    expect((await post('/rest-auth/registration/verify-email/', { key: 'k'.repeat(300) })).statusCode).toBe(400);
    const unknown = await post('/rest-auth/registration/verify-email/', { key: 'unknown-key' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { detail: 'This confirmation link is invalid or has expired.' },
    ]);
  });

  it('refuses a forgot-password e-mail of the wrong type', async () => {
    const response = await post('/rest-auth/password/reset/', { email: ['known@brand.example'] });
    expect([response.statusCode, response.json()]).toEqual([400, { email: ['Email address was not provided'] }]);
  });
});
