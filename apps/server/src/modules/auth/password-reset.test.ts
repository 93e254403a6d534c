import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { runJobs } from '../../test/list-helpers.ts';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://registry.test' });
  ({ userId } = await createUser(t.database.db, { email: 'reset@brand.example' }));
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function requestLink() {
  await t.database.db.deleteFrom('email_outbox').execute();
  expect((await post('/rest-auth/password/reset/', { email: 'Reset@Brand.example' })).json()).toEqual({
    detail: 'Password reset e-mail has been sent.',
  });
  await runJobs(t.config, t.database.db);
  const mail = await t.database.db.selectFrom('email_outbox').select('text_body').executeTakeFirstOrThrow();
  const [, uid, token] = /\/auth\/resetpassword\/(\w+)\?token=([\w-]+)/.exec(mail.text_body)!;
  return { uid: uid!, token: token! };
}

describe('password reset', () => {
  it('sends a link only to existing accounts, with the same answer for unknown ones', async () => {
    await t.database.db.deleteFrom('email_outbox').execute();
    const unknown = await post('/rest-auth/password/reset/', { email: 'nobody@brand.example' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { detail: 'Password reset e-mail has been sent.' }]);
    await runJobs(t.config, t.database.db);
    expect(await t.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
    expect((await post('/rest-auth/password/reset/', {})).json()).toEqual({
      email: ['Email address was not provided'],
    });
    expect((await post('/rest-auth/password/reset/', { email: 'nope' })).json()).toEqual({
      email: ['Email address is invalid'],
    });
  });

  it('does the same work for an unknown address as for an account: one queued job, no token or mail yet', async () => {
    const count = async (table: 'jobs' | 'email_tokens' | 'email_outbox') =>
      (
        await t.database.db
          .selectFrom(table)
          .select(sql`1`.as('x'))
          .execute()
      ).length;
    for (const email of ['reset@brand.example', 'nobody@brand.example']) {
      const before = {
        jobs: await count('jobs'),
        tokens: await count('email_tokens'),
        mails: await count('email_outbox'),
      };
      expect((await post('/rest-auth/password/reset/', { email })).statusCode).toBe(200);
      expect([
        email,
        { jobs: await count('jobs'), tokens: await count('email_tokens'), mails: await count('email_outbox') },
      ]).toEqual([email, { ...before, jobs: before.jobs + 1 }]);
      const job = await t.database.db
        .selectFrom('jobs')
        .select(['name', 'payload'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ name: 'auth.password-reset', payload: { email } });
    }
    await runJobs(t.config, t.database.db);
    const mails = await t.database.db.selectFrom('email_outbox').select('to_address').execute();
    expect(mails.filter((m) => m.to_address.endsWith('@brand.example'))).toEqual([
      { to_address: 'reset@brand.example' },
    ]);
    await t.database.db.deleteFrom('email_outbox').execute();
  });

  it('sets the new password once, signs every session out, and refuses the used link', async () => {
    const cookie = await login(t.app, 'reset@brand.example');
    const { uid, token } = await requestLink();
    expect(uid).toBe(userId.toString(36));
    const mismatch = await post('/rest-auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: 'New-Secret-77',
      new_password2: 'New-Secret-78',
    });
    expect([mismatch.statusCode, mismatch.json()]).toEqual([
      400,
      { new_password2: ["Password and confirmation don't match"] },
    ]);
    const ok = await post('/rest-auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: 'New-Secret-77',
      new_password2: 'New-Secret-77',
    });
    expect([ok.statusCode, ok.json()]).toEqual([200, { detail: 'Password has been reset with the new password.' }]);
    expect((await t.app.inject({ method: 'GET', url: '/user-session/', headers: { cookie } })).json().isAnon).toBe(
      true,
    );
    expect((await post('/user-login/', { email: 'reset@brand.example', password: 'Correct-Horse-9' })).statusCode).toBe(
      400,
    );
    expect((await post('/user-login/', { email: 'reset@brand.example', password: 'New-Secret-77' })).statusCode).toBe(
      200,
    );
    const reused = await post('/rest-auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: 'Other-Secret-1',
      new_password2: 'Other-Secret-1',
    });
    expect([reused.statusCode, reused.json()]).toEqual([
      400,
      { token: ['This password reset link is invalid or has expired.'] },
    ]);
  });

  it('refuses an expired token and a token used with another uid, which stays good for its own user', async () => {
    const expired = await requestLink();
    await sql`update email_tokens set expires_at = now() - interval '1 minute' where purpose = 'reset_password' and used_at is null`.execute(
      t.database.db,
    );
    const response = await post('/rest-auth/password/reset/confirm/', {
      ...expired,
      new_password1: 'New-Secret-99',
      new_password2: 'New-Secret-99',
    });
    expect(response.json()).toEqual({ token: ['This password reset link is invalid or has expired.'] });
    const fresh = await requestLink();
    const other = await createUser(t.database.db, { email: 'other@brand.example' });
    for (const uid of [other.userId.toString(36), (other.userId + 1000).toString(36), 'not-a-uid']) {
      const wrongUid = await post('/rest-auth/password/reset/confirm/', {
        uid,
        token: fresh.token,
        new_password1: 'New-Secret-99',
        new_password2: 'New-Secret-99',
      });
      expect([uid, wrongUid.statusCode, wrongUid.json()]).toEqual([
        uid,
        400,
        { token: ['This password reset link is invalid or has expired.'] },
      ]);
    }
    // Tries with another uid did not use the link up: its own user still resets with it.
    const rightful = await post('/rest-auth/password/reset/confirm/', {
      ...fresh,
      new_password1: 'New-Secret-99',
      new_password2: 'New-Secret-99',
    });
    expect([rightful.statusCode, rightful.json()]).toEqual([
      200,
      { detail: 'Password has been reset with the new password.' },
    ]);
    expect((await post('/user-login/', { email: 'other@brand.example', password: 'New-Secret-99' })).statusCode).toBe(
      400,
    );
    expect((await post('/user-login/', { email: 'reset@brand.example', password: 'New-Secret-99' })).statusCode).toBe(
      200,
    );
  });

  it('voids the older links once a newer one was used', async () => {
    const older = await requestLink();
    const newer = await requestLink();
    const reset = (link: { uid: string; token: string }, password: string) =>
      post('/rest-auth/password/reset/confirm/', { ...link, new_password1: password, new_password2: password });
    expect((await reset(newer, 'Newer-Secret-77')).statusCode).toBe(200);
    const stale = await reset(older, 'Older-Secret-77');
    expect([stale.statusCode, stale.json()]).toEqual([
      400,
      { token: ['This password reset link is invalid or has expired.'] },
    ]);
    expect((await post('/user-login/', { email: 'reset@brand.example', password: 'Older-Secret-77' })).statusCode).toBe(
      400,
    );
    expect((await post('/user-login/', { email: 'reset@brand.example', password: 'Newer-Secret-77' })).statusCode).toBe(
      200,
    );
  });

  it('sends one address at most 3 reset mails an hour, with the same answer to every request', async () => {
    await t.database.db.deleteFrom('email_outbox').execute();
    for (let i = 0; i < 6; i++) {
      const response = await post('/rest-auth/password/reset/', { email: 'reset@brand.example' });
      expect([response.statusCode, response.json()]).toEqual([200, { detail: 'Password reset e-mail has been sent.' }]);
    }
    await runJobs(t.config, t.database.db);
    expect(await t.database.db.selectFrom('email_outbox').select('to_address').execute()).toEqual(
      Array(3).fill({ to_address: 'reset@brand.example' }),
    );
    // An hour later the address gets mail again.
    await sql`update email_tokens set created_at = now() - interval '61 minutes' where purpose = 'reset_password'`.execute(
      t.database.db,
    );
    await post('/rest-auth/password/reset/', { email: 'reset@brand.example' });
    await runJobs(t.config, t.database.db);
    expect(await t.database.db.selectFrom('email_outbox').select('to_address').execute()).toHaveLength(4);
    await t.database.db.deleteFrom('email_outbox').execute();
  });

  it('checks the required fields and password strength', async () => {
    expect((await post('/rest-auth/password/reset/confirm/', {})).json()).toEqual({
      uid: ['uid is required'],
      token: ['token is required'],
      new_password1: ['Password and password confirmation fields are required'],
      new_password2: ['Password and password confirmation fields are required'],
    });
    const weak = await post('/rest-auth/password/reset/confirm/', {
      uid: 'a',
      token: 'b',
      new_password1: '123',
      new_password2: '123',
    });
    expect(weak.json()).toEqual({
      new_password1: [
        'This password is too short. It must contain at least 9 characters.',
        'This password is entirely numeric.',
      ],
    });
  });
});

describe('rate limits', () => {
  it('throttles repeated login attempts with a 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/user-login/',
          payload: { email: 'x@y.example', password: 'wrong-wrong' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });
});
