import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

let t: TestApp;
let owner: { userId: number; contributorId: number };
let other: { userId: number; contributorId: number };
let staff: { userId: number; contributorId: number };
let ownerCookie: string;

const valid = {
  name: 'Renamed Brand',
  description: 'We make jackets.',
  website: 'https://brand.example.com',
  contributor_type: 'Union',
  other_contributor_type: '',
  is_moderation_mode: false,
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  owner = await createUser(t.database.db, { email: 'owner@brand.example' });
  other = await createUser(t.database.db, { email: 'other@brand.example' });
  staff = await createUser(t.database.db, { email: 'staff@registry.example', superuser: true });
  await t.database.db
    .insertInto('facility_lists')
    .values([
      {
        contributor_id: owner.contributorId,
        name: 'Public list',
        description: 'Tier 1',
        file_name: 'a.csv',
        file_key: 'k1',
        status: 'APPROVED',
      },
      {
        contributor_id: owner.contributorId,
        name: 'Private list',
        file_name: 'b.csv',
        file_key: 'k2',
        is_public: false,
      },
      {
        contributor_id: owner.contributorId,
        name: 'Rejected list',
        file_name: 'c.csv',
        file_key: 'k3',
        status: 'REJECTED',
      },
    ])
    .execute();
  ownerCookie = await login(t.app, 'owner@brand.example');
});
afterAll(() => t.close());

const get = (id: number, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/user-profile/${id}/`, headers: cookie ? { cookie, ...CLIENT_HEADERS } : {} });
const put = (id: number, payload: object, cookie = ownerCookie) =>
  t.app.inject({ method: 'PUT', url: `/user-profile/${id}/`, payload, headers: { cookie, ...CLIENT_HEADERS } });
const contributor = (id: number) =>
  t.database.db.selectFrom('contributors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const user = (id: number) =>
  t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /user-profile/{id}/', () => {
  it('shows the organisation and its public lists to everyone, without the account part', async () => {
    const response = await get(owner.userId);
    expect(response.statusCode).toBe(200);
    const listId = (
      await t.database.db
        .selectFrom('facility_lists')
        .select('id')
        .where('name', '=', 'Public list')
        .executeTakeFirstOrThrow()
    ).id;
    expect(response.json()).toEqual({
      id: owner.userId,
      name: 'Org of owner@brand.example',
      description: '',
      website: '',
      contributor_type: 'Brand / Retailer',
      other_contributor_type: null,
      is_verified: false,
      contributor_id: owner.contributorId,
      facility_lists: [{ id: listId, name: 'Public list', description: 'Tier 1', contributor_id: owner.contributorId }],
    });
    expect((await get(owner.userId, await login(t.app, 'other@brand.example'))).json()).not.toHaveProperty('email');
  });

  it('adds the account part for the owner', async () => {
    expect((await get(owner.userId, ownerCookie)).json()).toMatchObject({
      email: 'owner@brand.example',
      is_staff: false,
      is_superuser: false,
      is_moderation_mode: false,
      embed_level: null,
      embed_config_id: null,
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get(999999)).json()).toEqual({ detail: 'Not found.' });
    const bad = await t.app.inject({ method: 'GET', url: '/user-profile/abc/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Must be a whole number.'] });
  });
});

describe('PUT /user-profile/{id}/', () => {
  it('updates the organisation of the owner', async () => {
    const response = await put(owner.userId, {
      ...valid,
      contributor_type: 'Other',
      other_contributor_type: 'Cooperative',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed Brand',
      contributor_type: 'Other',
      other_contributor_type: 'Cooperative',
      email: 'owner@brand.example',
    });
    expect(await contributor(owner.contributorId)).toMatchObject({
      name: 'Renamed Brand',
      description: 'We make jackets.',
      website: 'https://brand.example.com',
      other_contributor_type: 'Cooperative',
    });
    // Another type drops the free-text one.
    await put(owner.userId, valid);
    expect((await contributor(owner.contributorId)).other_contributor_type).toBeNull();
  });

  it("refuses another user's profile and anonymous callers; nothing stored", async () => {
    const before = await contributor(other.contributorId);
    const response = await put(other.userId, { ...valid, name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You can only edit your own profile.' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/user-profile/${other.userId}/`,
      payload: valid,
      headers: CLIENT_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await contributor(other.contributorId)).toEqual(before);
  });

  it('refuses bad fields with field errors; nothing stored', async () => {
    const before = await contributor(owner.contributorId);
    const response = await put(owner.userId, {
      name: '  ',
      description: 'x'.repeat(1001),
      website: 'not a url',
      contributor_type: 'Pirate',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Missing required field Organization Name'],
      description: ['Ensure this value has at most 1000 characters. (it has 1001)'],
      website: ['Enter a valid URL.'],
      contributor_type: ['Select a valid organization type.'],
    });
    expect((await put(owner.userId, { ...valid, contributor_type: 'Other' })).json()).toEqual({
      other_contributor_type: ['Missing required field Other Organization Type'],
    });
    expect(await contributor(owner.contributorId)).toEqual(before);
  });

  it('changes the password only with the right current password', async () => {
    const hash = (await user(owner.userId)).password_hash;
    const wrong = await put(owner.userId, {
      ...valid,
      name: 'Changed',
      current_password: 'Wrong-Password-1',
      new_password: 'New-Horse-77',
      confirm_new_password: 'New-Horse-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await user(owner.userId)).password_hash).toBe(hash);
    expect((await contributor(owner.contributorId)).name).toBe('Renamed Brand');

    expect(
      (
        await put(owner.userId, { ...valid, new_password: 'New-Horse-77', confirm_new_password: 'New-Horse-78' })
      ).json(),
    ).toEqual({
      current_password: ['Enter your current password to set a new one.'],
      confirm_new_password: ["The new password and its confirmation don't match"],
    });
    expect(
      (
        await put(owner.userId, {
          ...valid,
          current_password: 'Correct-Horse-9',
          new_password: '123456789',
          confirm_new_password: '123456789',
        })
      ).json(),
    ).toEqual({
      new_password: ['This password is entirely numeric.'],
    });
    expect((await user(owner.userId)).password_hash).toBe(hash);

    const otherSession = await login(t.app, 'owner@brand.example');
    const ok = await put(owner.userId, {
      ...valid,
      current_password: 'Correct-Horse-9',
      new_password: 'New-Horse-77',
      confirm_new_password: 'New-Horse-77',
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, 'owner@brand.example', 'Correct-Horse-9')).rejects.toThrow(/400/);
    ownerCookie = await login(t.app, 'owner@brand.example', 'New-Horse-77');
    // The other session ended with the change.
    expect(
      (await t.app.inject({ method: 'GET', url: '/user-session/', headers: { cookie: otherSession } })).json(),
    ).toMatchObject({ isAnon: true });
  });

  it('lets only staff superusers change moderation mode', async () => {
    const response = await put(owner.userId, { ...valid, is_moderation_mode: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_moderation_mode: ['Only staff superusers can change moderation mode.'] });
    expect((await user(owner.userId)).is_moderation_mode).toBe(false);

    const staffCookie = await login(t.app, 'staff@registry.example');
    const on = await put(staff.userId, { ...valid, is_moderation_mode: true }, staffCookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ is_moderation_mode: true, is_staff: true, is_superuser: true });
    expect((await user(staff.userId)).is_moderation_mode).toBe(true);
  });
});
