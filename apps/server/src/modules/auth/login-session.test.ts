import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { hashSecret } from './tokens.ts';

let t: TestApp;
let ids: { userId: number; contributorId: number };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  ids = await createUser(t.database.db, { email: 'member@brand.example', groups: ['api_user'] });
  await createUser(t.database.db, { email: 'pending@brand.example', active: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('account confirmation', () => {
  it('activates the account once, then refuses the same key', async () => {
    const signUp = await post('/user-signup/', {
      email: 'confirm@brand.example',
      name: 'Confirm Co',
      description: 'd',
      contributor_type: 'Union',
      password: 'Strong-Pass-42',
      confirmPassword: 'Strong-Pass-42',
      has_agreed_to_terms_of_service: true,
    });
    expect(signUp.statusCode).toBe(201);
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'confirm@brand.example')
      .executeTakeFirstOrThrow();
    const key = /\/auth\/confirm\/([\w-]+)/.exec(mail.text_body)![1]!;
    expect((await post('/user-login/', { email: 'confirm@brand.example', password: 'Strong-Pass-42' })).json()).toEqual(
      {
        non_field_errors: ['This account has not been confirmed. Check your email for the confirmation link.'],
      },
    );
    expect((await post('/rest-auth/registration/verify-email/', { key })).json()).toEqual({ detail: 'ok' });
    expect(
      (await post('/user-login/', { email: 'confirm@brand.example', password: 'Strong-Pass-42' })).statusCode,
    ).toBe(200);
    const reused = await post('/rest-auth/registration/verify-email/', { key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'This confirmation link is invalid or has expired.' });
    expect((await post('/rest-auth/registration/verify-email/', { key: 'unknown' })).statusCode).toBe(400);
    expect((await post('/rest-auth/registration/verify-email/', {})).json()).toEqual({ key: ['key is required'] });
  });
});

describe('login, session and logout', () => {
  it('signs in with a session cookie and answers the session', async () => {
    const response = await post('/user-login/', { email: 'MEMBER@brand.example', password: 'Correct-Horse-9' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'registry_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 14 * 86400 });
    expect(response.json()).toEqual({
      isAnon: false,
      id: ids.userId,
      email: 'member@brand.example',
      name: 'Org of member@brand.example',
      contributor_id: ids.contributorId,
      is_superuser: false,
      is_staff: false,
      is_moderation_mode: false,
      allowed_records_number: 5000,
      groups: ['api_user'],
      claimed_facility_ids: { approved: [], pending: [] },
      embed_level: null,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/user-session/',
      headers: { cookie: `registry_session=${cookie.value}` },
    });
    expect(session.json()).toEqual(response.json());
    // Only the SHA-256 of the cookie secret is stored.
    const stored = await t.database.db
      .selectFrom('sessions')
      .select(['user_id', 'token_hash'])
      .where('token_hash', '=', hashSecret(cookie.value))
      .execute();
    expect(stored).toEqual([{ user_id: ids.userId, token_hash: hashSecret(cookie.value) }]);
    expect(
      await t.database.db.selectFrom('sessions').select('user_id').where('token_hash', '=', cookie.value).execute(),
    ).toEqual([]);
  });

  it('answers the anonymous session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user-session/' });
    expect(response.json()).toMatchObject({ isAnon: true, id: null, allowed_records_number: 5000, groups: [] });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/user-session/',
      headers: { cookie: 'registry_session=forged' },
    });
    expect(stale.json().isAnon).toBe(true);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const expected = { non_field_errors: ['Unable to log in with provided credentials.'] };
    const wrong = await post('/user-login/', { email: 'member@brand.example', password: 'nope-nope-nope' });
    const unknown = await post('/user-login/', { email: 'nobody@brand.example', password: 'nope-nope-nope' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, expected]);
    expect([unknown.statusCode, unknown.json()]).toEqual([400, expected]);
    expect((await post('/user-login/', {})).json()).toEqual({
      email: ['Email and password are required'],
      password: ['Email and password are required'],
    });
    expect(
      (await post('/user-login/', { email: 'pending@brand.example', password: 'Correct-Horse-9' })).statusCode,
    ).toBe(400);
  });

  it('logs out: deletes the session and clears the cookie', async () => {
    const cookie = await login(t.app, 'member@brand.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/user-logout/',
      headers: { cookie, ...CLIENT_HEADERS },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'registry_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/user-session/', headers: { cookie } });
    expect(after.json().isAnon).toBe(true);
  });

  it('refuses a cookie-authenticated write without the client header (CSRF)', async () => {
    const cookie = await login(t.app, 'member@brand.example');
    const response = await t.app.inject({ method: 'POST', url: '/user-logout/', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF check failed: the X-Client-Key header is missing.' });
    expect((await t.app.inject({ method: 'GET', url: '/user-session/', headers: { cookie } })).json().isAnon).toBe(
      false,
    );
  });
});

describe('API tokens', () => {
  it('creates, shows, uses and deletes a token for API users', async () => {
    const cookie = await login(t.app, 'member@brand.example');
    const headers = { cookie, ...CLIENT_HEADERS };
    expect((await t.app.inject({ method: 'GET', url: '/api-token-auth/', headers })).statusCode).toBe(404);
    const created = await t.app.inject({ method: 'POST', url: '/api-token-auth/', headers });
    expect(created.statusCode).toBe(201);
    const { token } = created.json();
    expect(token).toMatch(/^[\w-]{40}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api-token-auth/', headers });
    expect([again.statusCode, again.json().token]).toEqual([200, token]);
    expect((await t.app.inject({ method: 'GET', url: '/api-token-auth/', headers })).json().token).toBe(token);
    const viaToken = await t.app.inject({
      method: 'GET',
      url: '/user-session/',
      headers: { authorization: `Token ${token}` },
    });
    expect(viaToken.json()).toMatchObject({ isAnon: false, email: 'member@brand.example' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api-token-auth/', headers })).statusCode).toBe(204);
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/user-session/',
      headers: { authorization: `Token ${token}` },
    });
    expect([revoked.statusCode, revoked.json()]).toEqual([401, { detail: 'Invalid token.' }]);
  });

  it('keeps tokens to API users and signed-in callers', async () => {
    await createUser(t.database.db, { email: 'plain@brand.example' });
    const cookie = await login(t.app, 'plain@brand.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api-token-auth/',
      headers: { cookie, ...CLIENT_HEADERS },
    });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { detail: 'API tokens are available to API users only.' },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api-token-auth/' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { detail: 'Authentication credentials were not provided.' },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/user-session/', headers: { authorization: 'Bearer x' } })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api-feature-flags/', () => {
  it('answers every flag as name -> boolean', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api-feature-flags/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      claim_a_facility: true,
      disable_list_uploading: false,
      embedded_map: true,
      private_instance: false,
    });
  });
});
