import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

/** A list's name and description are public only once staff approved it (issue [2.4] item 5). */
let t: TestApp;
let owner: { userId: number; contributorId: number };
const lists: Record<string, number> = {};
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  owner = await createUser(t.database.db, { email: 'owner@brand.example' });
  await createUser(t.database.db, { email: 'other@brand.example' });
  await createUser(t.database.db, { email: 'staff@registry.example', superuser: true });
  await createUser(t.database.db, { email: 'moderator@registry.example', moderator: true });
  for (const status of ['PENDING', 'REJECTED', 'APPROVED', 'REPLACED'] as const) {
    const { id } = await t.database.db
      .insertInto('facility_lists')
      .values({
        contributor_id: owner.contributorId,
        name: `${status} list name`,
        description: `${status} list description`,
        file_name: 'a.csv',
        file_key: `k-${status}`,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lists[status] = id;
  }
  headers.anonymous = { ...CLIENT_HEADERS }; // an anonymous visitor of the web app
  for (const [role, email] of [
    ['owner', 'owner@brand.example'],
    ['other', 'other@brand.example'],
    ['staff', 'staff@registry.example'],
    ['moderator', 'moderator@registry.example'],
  ]) {
    headers[role!] = { ...CLIENT_HEADERS, cookie: await login(t.app, email!) };
  }
});
afterAll(() => t.close());

describe('lists waiting for approval', () => {
  it('GET /api/facility-lists/{id}/ of a pending or rejected list is a 404 to anonymous callers and other users', async () => {
    for (const role of ['anonymous', 'other']) {
      for (const status of ['PENDING', 'REJECTED']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/facility-lists/${lists[status]}/`,
          headers: headers[role],
        });
        expect([role, status, response.statusCode, response.json()]).toEqual([
          role,
          status,
          404,
          { detail: 'Not found.' },
        ]);
      }
      for (const status of ['APPROVED', 'REPLACED']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/facility-lists/${lists[status]}/`,
          headers: headers[role],
        });
        expect([role, status, response.statusCode, response.json().name]).toEqual([
          role,
          status,
          200,
          `${status} list name`,
        ]);
      }
    }
  });

  it('the owner and staff still see every one of them, name and description', async () => {
    for (const role of ['owner', 'staff', 'moderator']) {
      for (const status of ['PENDING', 'REJECTED', 'APPROVED', 'REPLACED']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/facility-lists/${lists[status]}/`,
          headers: headers[role],
        });
        expect([role, status, response.statusCode, response.json().name, response.json().description]).toEqual([
          role,
          status,
          200,
          `${status} list name`,
          `${status} list description`,
        ]);
      }
    }
  });

  it("the contributor's public profile names only the approved list, for every viewer", async () => {
    for (const role of ['anonymous', 'other', 'owner', 'staff']) {
      const profile = await t.app.inject({
        method: 'GET',
        url: `/user-profile/${owner.userId}/`,
        headers: headers[role],
      });
      expect([role, profile.json().facility_lists]).toEqual([
        role,
        [
          {
            id: lists.APPROVED,
            name: 'APPROVED list name',
            description: 'APPROVED list description',
            contributor_id: owner.contributorId,
          },
        ],
      ]);
      expect(profile.body).not.toContain('PENDING list');
    }
  });
});
