import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, { userId: number; contributorId: number }> = {};

type Method = 'GET' | 'PATCH' | 'POST';
const call = (as: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const staff = (method: Method, url: string, payload?: unknown) => call('admin', method, url, payload);

/** The settings as stored: the contributor's row, its admin user's row and groups. */
async function stored(contributorId: number) {
  const { rows } = await sql<{
    embed_level: number | null;
    is_verified: boolean;
    is_moderation_mode: boolean;
    groups: string[];
  }>`
    select c.embed_level, c.is_verified, u.is_moderation_mode,
      array(select g.name from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id order by g.name) as groups
    from contributors c join users u on u.id = c.admin_id where c.id = ${contributorId}`.execute(t.database.db);
  return rows[0]!;
}

const auditRows = (contributorId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['id', 'user_id', 'action', 'entity_type', 'entity_id', 'details'])
    .where('entity_type', '=', 'contributor')
    .where('entity_id', '=', String(contributorId))
    .orderBy('id')
    .execute();

const NONE = { embed_level: null, is_verified: false, is_moderation_mode: false, groups: [] };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.admin = await createUser(db, { email: 'admin@example.com', superuser: true });
  ids.moderator = await createUser(db, { email: 'moderator@example.com', moderator: true });
  ids.contributor = await createUser(db, { email: 'contributor@example.com' });
  ids.staffOnly = await createUser(db, { email: 'staff-only@example.com' });
  await db.updateTable('users').set({ is_staff: true }).where('id', '=', ids.staffOnly.userId).execute();
  ids.acme = await createUser(db, { email: 'sourcing@acme.example' });
  ids.percent = await createUser(db, { email: 'data@percent.example' });
  await db
    .updateTable('contributors')
    .set({ name: 'Acme Outdoor 100% Wool' })
    .where('id', '=', ids.acme.contributorId)
    .execute();
  await db
    .updateTable('contributors')
    .set({ name: 'Percent Partners' })
    .where('id', '=', ids.percent.contributorId)
    .execute();
  for (const email of [
    'admin@example.com',
    'moderator@example.com',
    'contributor@example.com',
    'staff-only@example.com',
  ]) {
    cookies[email.split('@')[0]!] = await login(t.app, email);
  }
});
afterAll(() => t.close());

describe('staff contributor routes: access', () => {
  const routes = (): [Method, string, unknown][] => [
    ['GET', '/api/staff/contributors/', undefined],
    ['PATCH', `/api/staff/contributors/${ids.acme!.contributorId}/`, { is_verified: true }],
    ['GET', '/api/staff/groups/', undefined],
  ];

  it('answers 401 to anonymous callers and 403 to contributors, moderators and staff who are not superusers, writing nothing', async () => {
    for (const [method, url, payload] of routes()) {
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      for (const role of ['contributor', 'moderator', 'staff-only']) {
        const refused = await call(role, method, url, payload);
        expect(refused.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    expect(await stored(ids.acme!.contributorId)).toEqual(NONE);
    expect(await auditRows(ids.acme!.contributorId)).toEqual([]);
  });

  it('answers superusers', async () => {
    for (const [method, url] of routes().filter(([method]) => method === 'GET'))
      expect((await staff(method, url)).statusCode, url).toBe(200);
  });
});

describe('GET /api/staff/contributors/', () => {
  it('finds contributors by part of the name or e-mail, or by id, with their settings', async () => {
    const acme = {
      id: ids.acme!.contributorId,
      name: 'Acme Outdoor 100% Wool',
      contributor_type: 'Brand / Retailer',
      email: 'sourcing@acme.example',
      user_id: ids.acme!.userId,
      ...NONE,
    };
    for (const q of ['outdoor', 'ACME.example', String(ids.acme!.contributorId)]) {
      const response = await staff('GET', `/api/staff/contributors/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json(), q).toEqual({ count: 1, results: [acme] });
    }
    // LIKE's wildcards are plain characters: '%' finds only the name that has one.
    expect(
      (await staff('GET', `/api/staff/contributors/?q=${encodeURIComponent('%')}`))
        .json()
        .results.map((r: { name: string }) => r.name),
    ).toEqual(['Acme Outdoor 100% Wool']);
    expect((await staff('GET', '/api/staff/contributors/?q=nobody-has-this')).json()).toEqual({
      count: 0,
      results: [],
    });
  });

  it("lists every contributor A-Z in pages, with the admin user's groups and moderation mode", async () => {
    const all = (await staff('GET', '/api/staff/contributors/?pageSize=100')).json() as {
      count: number;
      results: { name: string; groups: string[]; is_moderation_mode: boolean }[];
    };
    expect(all.count).toBe(6);
    const names = all.results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.results.find((r) => r.name === 'Org of moderator@example.com')!.is_moderation_mode).toBe(true);
    const second = (await staff('GET', '/api/staff/contributors/?page=2&pageSize=4')).json() as typeof all;
    expect(second.count).toBe(6);
    expect(second.results.map((r) => r.name)).toEqual(names.slice(4));
    expect((await staff('GET', '/api/staff/contributors/?page=9&pageSize=4')).json()).toEqual({
      count: 6,
      results: [],
    });
  });

  it('refuses a bad page', async () => {
    const response = await staff('GET', '/api/staff/contributors/?page=0&pageSize=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ page: ['Must be a whole number.'], pageSize: ['Must be a whole number.'] });
  });
});

describe('GET /api/staff/groups/', () => {
  it('answers the groups a user can be put in', async () => {
    expect((await staff('GET', '/api/staff/groups/')).json()).toEqual(['api_user']);
  });
});

describe('PATCH /api/staff/contributors/{id}/', () => {
  it('sets each setting, stores it, and records an undoable audit entry per change', async () => {
    const id = ids.percent!.contributorId;
    const url = `/api/staff/contributors/${id}/`;
    const steps: [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>][] = [
      [{ embed_level: 2 }, { embed_level: null }, { embed_level: 2 }],
      [{ groups: ['api_user'] }, { groups: [] }, { groups: ['api_user'] }],
      [{ is_moderation_mode: true }, { is_moderation_mode: false }, { is_moderation_mode: true }],
      [{ is_verified: true }, { is_verified: false }, { is_verified: true }],
    ];
    let expected: Record<string, unknown> = { ...NONE };
    for (const [patch, before, after] of steps) {
      const response = await staff('PATCH', url, patch);
      expect(response.statusCode).toBe(200);
      expected = { ...expected, ...after };
      const rows = await auditRows(id);
      const entry = rows.at(-1)!;
      expect(response.json()).toEqual({
        id,
        name: 'Percent Partners',
        user_id: ids.percent!.userId,
        ...expected,
        audit_id: entry.id,
      });
      expect(await stored(id)).toEqual(expected);
      expect(entry).toMatchObject({
        user_id: ids.admin!.userId,
        action: 'contributor.update',
        entity_type: 'contributor',
        entity_id: String(id),
      });
      expect(entry.details).toMatchObject({
        before: { name: 'Percent Partners', ...before },
        after,
        undo: { kind: 'contributor_settings', contributor_id: id, state_after: expected },
      });
    }
    expect(await auditRows(id)).toHaveLength(4);

    // The API group and moderation mode reach the user's session.
    const session = await t.app.inject({
      method: 'GET',
      url: '/user-session/',
      headers: { cookie: await login(t.app, 'data@percent.example') },
    });
    expect(session.json()).toMatchObject({ groups: ['api_user'], is_moderation_mode: true });

    // Several at once make one entry; setting what is already set writes nothing.
    const both = await staff('PATCH', url, { embed_level: null, is_verified: true, groups: ['api_user', 'api_user'] });
    expect(both.json()).toMatchObject({ embed_level: null, is_verified: true, groups: ['api_user'] });
    const rows = await auditRows(id);
    expect(rows).toHaveLength(5);
    expect(rows[4]!.details).toMatchObject({
      before: { name: 'Percent Partners', embed_level: 2 },
      after: { embed_level: null },
    });
    const unchanged = await staff('PATCH', url, { is_verified: true });
    expect(unchanged.json()).toMatchObject({ is_verified: true, audit_id: null });
    expect(await auditRows(id)).toHaveLength(5);
  });

  it('refuses bad settings with the field and its message, writing nothing', async () => {
    const id = ids.acme!.contributorId;
    const url = `/api/staff/contributors/${id}/`;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ embed_level: 4 }, { embed_level: ['Must be 1, 2 or 3, or null for no embedded map.'] }],
      [{ embed_level: '2' }, { embed_level: ['Must be 1, 2 or 3, or null for no embedded map.'] }],
      [{ is_verified: 'yes' }, { is_verified: ['Must be a valid boolean.'] }],
      [{ is_moderation_mode: null }, { is_moderation_mode: ['Must be a valid boolean.'] }],
      [{ groups: 'api_user' }, { groups: ['Must be a list of group names.'] }],
      [
        { groups: ['api_user', 'admins', 'staff'] },
        { groups: ['"admins" is not a valid choice.', '"staff" is not a valid choice.'] },
      ],
      [{}, { non_field_errors: ['Give at least one of embed_level, groups, is_moderation_mode, is_verified.'] }],
      [
        { is_superuser: true },
        {
          non_field_errors: [
            'Unrecognized key: "is_superuser"',
            'Give at least one of embed_level, groups, is_moderation_mode, is_verified.',
          ],
        },
      ],
      [{ is_verified: true, is_staff: true }, { non_field_errors: ['Unrecognized key: "is_staff"'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await staff('PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await stored(id)).toEqual(NONE);
    expect(await auditRows(id)).toEqual([]);
  });

  it('answers 404 for an unknown contributor and 400 for an id that is not a number', async () => {
    const unknown = await staff('PATCH', '/api/staff/contributors/999999/', { is_verified: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    const bad = await staff('PATCH', '/api/staff/contributors/abc/', { is_verified: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Must be a whole number.'] });
  });
});

describe('undoing a change of settings', () => {
  it('puts every setting back, records the undo, and refuses a second undo', async () => {
    const id = ids.contributor!.contributorId;
    const changed = await staff('PATCH', `/api/staff/contributors/${id}/`, {
      embed_level: 3,
      groups: ['api_user'],
      is_moderation_mode: true,
      is_verified: true,
    });
    const auditId = changed.json().audit_id as number;

    const listed = (await staff('GET', '/api/audit-log/?action=contributor.update')).json() as {
      results: Record<string, unknown>[];
    };
    expect(listed.results.find((entry) => entry.id === auditId)).toMatchObject({
      entity_type: 'contributor',
      entity_id: String(id),
      user_email: 'admin@example.com',
      before: { name: 'Org of contributor@example.com', ...NONE },
      after: { embed_level: 3, groups: ['api_user'], is_moderation_mode: true, is_verified: true },
      can_undo: true,
      undone_at: null,
    });

    const undone = await staff('POST', `/api/audit-log/${auditId}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id: auditId, action: 'contributor.update', entity_id: String(id), undone: true });
    expect(await stored(id)).toEqual(NONE);
    const undoRow = await t.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity_type', 'entity_id'])
      .where('action', '=', 'audit.undo')
      .where('entity_id', '=', String(auditId))
      .execute();
    expect(undoRow).toEqual([{ user_id: ids.admin!.userId, entity_type: 'audit_log', entity_id: String(auditId) }]);
    const after = (await staff('GET', '/api/audit-log/?action=contributor.update')).json() as {
      results: Record<string, unknown>[];
    };
    expect(after.results.find((entry) => entry.id === auditId)).toMatchObject({
      can_undo: false,
      undone_by: 'admin@example.com',
    });

    const again = await staff('POST', `/api/audit-log/${auditId}/undo/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This action has already been undone.'] });
    expect(await stored(id)).toEqual(NONE);
  });

  it('refuses to undo a change that a later change overtook, until the later one is undone', async () => {
    const id = ids.moderator!.contributorId;
    const url = `/api/staff/contributors/${id}/`;
    const first = (await staff('PATCH', url, { embed_level: 1 })).json().audit_id as number;
    const second = (await staff('PATCH', url, { is_verified: true })).json().audit_id as number;

    const refused = await staff('POST', `/api/audit-log/${first}/undo/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        "The contributor's settings have changed since this action, so it can no longer be undone. Undo the later actions first.",
    });
    expect(await stored(id)).toEqual({ ...NONE, is_moderation_mode: true, embed_level: 1, is_verified: true });

    expect((await staff('POST', `/api/audit-log/${second}/undo/`)).statusCode).toBe(200);
    expect((await staff('POST', `/api/audit-log/${first}/undo/`)).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ ...NONE, is_moderation_mode: true });
  });

  it('is for superusers only', async () => {
    const id = ids.staffOnly!.contributorId;
    const auditId = (await staff('PATCH', `/api/staff/contributors/${id}/`, { is_verified: true })).json()
      .audit_id as number;
    for (const role of ['contributor', 'moderator', 'staff-only'])
      expect((await call(role, 'POST', `/api/audit-log/${auditId}/undo/`)).statusCode).toBe(403);
    expect(await stored(id)).toEqual({ ...NONE, is_verified: true });
  });
});
