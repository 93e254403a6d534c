import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: TestApp;
let reporter: Record<string, string>;
let reporterIds: { userId: number; contributorId: number };
let staff: Record<string, string>;
let staffId: number;
let plain: Record<string, string>;
const OPEN = testOsId('BD', 1);
const CLOSED = testOsId('BD', 2);
const OTHER = testOsId('BD', 3);
const MERGED_AWAY = testOsId('BD', 9);
const DHAKA_Z12 = '12/3076/1768';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const db = t.database.db;
  await insertIndexed(db, [
    { os_id: OPEN, name: 'Open Knits', address: 'Dhaka', country_code: 'BD', lat: 23.81, lng: 90.41 },
    {
      os_id: CLOSED,
      name: 'Closed Dyeing',
      address: 'Dhaka',
      country_code: 'BD',
      lat: 23.8101,
      lng: 90.4101,
      closed: true,
    },
    { os_id: OTHER, name: 'Other Mill', address: 'Dhaka', country_code: 'BD', lat: 23.8102, lng: 90.4102 },
  ]);
  await db.insertInto('facility_aliases').values({ os_id: MERGED_AWAY, facility_id: OTHER, reason: 'MERGE' }).execute();
  reporterIds = await createUser(db, { email: 'reporter@example.com' });
  staffId = (await createUser(db, { email: 'staff@example.com', superuser: true })).userId;
  await createUser(db, { email: 'plain@example.com' });
  reporter = { cookie: await login(t.app, 'reporter@example.com'), ...CLIENT_HEADERS };
  staff = { cookie: await login(t.app, 'staff@example.com'), ...CLIENT_HEADERS };
  plain = { cookie: await login(t.app, 'plain@example.com'), ...CLIENT_HEADERS };
});
afterAll(() => t.close());

const report = (osId: string, payload: unknown, headers = reporter) =>
  t.app.inject({ method: 'POST', url: `/api/facilities/${osId}/report/`, headers, payload: payload as object });
const decide = (id: number, decision: 'approve' | 'reject', payload: unknown, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/facility-activity-reports/${id}/${decision}/`,
    headers,
    payload: payload as object,
  });
const reportRows = () => t.database.db.selectFrom('facility_activity_reports').selectAll().orderBy('id').execute();
const facilityRow = (osId: string) =>
  t.database.db
    .selectFrom('facilities')
    .select(['is_closed', 'new_os_id'])
    .where('os_id', '=', osId)
    .executeTakeFirstOrThrow();
const indexRow = (osId: string) =>
  t.database.db.selectFrom('facility_index').select('is_closed').where('os_id', '=', osId).executeTakeFirstOrThrow();
const auditRows = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
const tileKey = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })).json() as string;

async function tilePoints(key: string) {
  const response = await t.app.inject({ method: 'GET', url: `/tile/facilities/${key}/${DHAKA_Z12}.pbf` });
  const layer = new VectorTile(new Pbf(response.rawPayload)).layers.facilities!;
  return Object.fromEntries(
    Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties).map((p) => [p.id, p.is_closed]),
  );
}

describe('POST /api/facilities/{id}/report/', () => {
  it('refuses anonymous callers, an empty reason and an unknown closure state, and writes nothing', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${OPEN}/report/`,
      headers: CLIENT_HEADERS,
      payload: { reason_for_report: 'Gone', closure_state: 'CLOSED' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const reason_for_report of ['', '   ', undefined]) {
      const empty = await report(OPEN, { reason_for_report, closure_state: 'CLOSED' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ reason_for_report: ['This field is required.'] });
    }
    const state = await report(OPEN, { reason_for_report: 'Gone', closure_state: 'MOVED' });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toEqual({ closure_state: ['Select OPEN or CLOSED.'] });
    const long = await report(OPEN, { reason_for_report: 'x'.repeat(2001), closure_state: 'CLOSED' });
    expect(long.json()).toEqual({ reason_for_report: ['Ensure this value has at most 2000 characters.'] });
    expect((await report(testOsId('BD', 77), { reason_for_report: 'Gone', closure_state: 'CLOSED' })).statusCode).toBe(
      404,
    );
    expect(await reportRows()).toEqual([]);
  });

  it('refuses a report that asks for no change', async () => {
    const closing = await report(CLOSED, { reason_for_report: 'Gone', closure_state: 'CLOSED' });
    expect(closing.statusCode).toBe(400);
    expect(closing.json()).toEqual({ non_field_errors: ['This facility is already closed.'] });
    const opening = await report(OPEN, { reason_for_report: 'Running', closure_state: 'OPEN' });
    expect(opening.json()).toEqual({ non_field_errors: ['This facility is already open.'] });
    expect(await reportRows()).toEqual([]);
  });

  it('records a pending report by the user and their organisation; a second one waits for the first', async () => {
    const created = await report(OPEN, { reason_for_report: '  The site was sold in May.  ', closure_state: 'CLOSED' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      facility: OPEN,
      facility_name: 'Open Knits',
      closure_state: 'CLOSED',
      status: 'PENDING',
      reason_for_report: 'The site was sold in May.',
      reported_by_user: 'reporter@example.com',
      reported_by_contributor: 'Org of reporter@example.com',
      status_change_reason: '',
      approved_at: null,
    });
    const rows = await reportRows();
    expect(rows).toEqual([
      expect.objectContaining({
        facility_id: OPEN,
        reported_by_user_id: reporterIds.userId,
        reported_by_contributor_id: reporterIds.contributorId,
        status: 'PENDING',
      }),
    ]);
    const again = await report(OPEN, { reason_for_report: 'Closed too', closure_state: 'CLOSED' }, plain);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ['This facility already has a status report waiting for review.'],
    });

    // The facility page shows the pending report (its banner reads it).
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${OPEN}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.properties.activity_reports).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        closure_state: 'CLOSED',
        reported_by_contributor: 'Org of reporter@example.com',
      }),
    ]);
  });

  it('a merged-away OS ID reports the facility it resolves to', async () => {
    const created = await report(MERGED_AWAY, { reason_for_report: 'Demolished', closure_state: 'CLOSED' });
    expect(created.statusCode).toBe(200);
    expect(created.json().facility).toBe(OTHER);
  });

  it('is refused while the report_a_facility flag is off', async () => {
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: false })
      .where('name', '=', 'report_a_facility')
      .execute();
    try {
      const off = await report(CLOSED, { reason_for_report: 'Reopened in June', closure_state: 'OPEN' });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ detail: 'Reporting facilities is not available at the moment.' });
    } finally {
      await t.database.db
        .updateTable('feature_flags')
        .set({ is_active: true })
        .where('name', '=', 'report_a_facility')
        .execute();
    }
  });
});

describe('status reports dashboard', () => {
  it('every route refuses anonymous callers and users who are not superusers, and changes nothing', async () => {
    const [pending] = await reportRows();
    for (const headers of [CLIENT_HEADERS, plain]) {
      const expected = headers === plain ? 403 : 401;
      expect((await t.app.inject({ method: 'GET', url: '/api/facility-activity-reports/', headers })).statusCode).toBe(
        expected,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/facility-activity-reports/${pending!.id}/`, headers }))
          .statusCode,
      ).toBe(expected);
      expect((await decide(pending!.id, 'approve', { status_change_reason: 'ok' }, headers)).statusCode).toBe(expected);
      expect((await decide(pending!.id, 'reject', { status_change_reason: 'no' }, headers)).statusCode).toBe(expected);
    }
    expect((await reportRows())[0]).toMatchObject({ status: 'PENDING' });
    expect(await auditRows()).toEqual([]);
  });

  it('lists reports pending first, filtered by closure state and status', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/facility-activity-reports/', headers: staff });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((r: { facility: string }) => r.facility)).toEqual([OTHER, OPEN]);
    const reopenings = await t.app.inject({
      method: 'GET',
      url: '/api/facility-activity-reports/?closure_state=OPEN',
      headers: staff,
    });
    expect(reopenings.json()).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/facility-activity-reports/?closure_state=GONE',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ closure_state: ['Must be one of OPEN, CLOSED.'] });
  });

  it('confirming needs a reason, then closes the facility in its page, the search index, the search and the tiles', async () => {
    const [pending] = await reportRows();
    const empty = await decide(pending!.id, 'approve', { status_change_reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status_change_reason: ['This field is required.'] });
    expect(await facilityRow(OPEN)).toEqual({ is_closed: false, new_os_id: null });

    const keyBefore = await tileKey();
    expect((await tilePoints(keyBefore))[OPEN]).toBe(false);
    const confirmed = await decide(pending!.id, 'approve', { status_change_reason: 'Verified with the auditor' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      status_change_reason: 'Verified with the auditor',
      status_change_by: 'staff@example.com',
      approved_at: expect.any(String),
    });
    expect(await facilityRow(OPEN)).toEqual({ is_closed: true, new_os_id: null });
    expect(await indexRow(OPEN)).toEqual({ is_closed: true });

    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${OPEN}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.properties.is_closed).toBe(true);
    expect(page.properties.activity_reports[0]).toMatchObject({ status: 'CONFIRMED', closure_state: 'CLOSED' });
    const search = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/?q=${OPEN}`, headers: CLIENT_HEADERS })
    ).json();
    expect(search.features[0].properties).toMatchObject({ os_id: OPEN, is_closed: true });
    const keyAfter = await tileKey();
    expect(keyAfter).not.toBe(keyBefore);
    expect((await tilePoints(keyAfter))[OPEN]).toBe(true);

    const audit = await auditRows();
    expect(audit).toEqual([
      expect.objectContaining({
        user_id: staffId,
        action: 'report.confirm',
        entity_type: 'facility_activity_report',
        entity_id: String(pending!.id),
        details: {
          before: { status: 'PENDING', facility: { is_closed: false, new_os_id: null } },
          after: { status: 'CONFIRMED', facility: { is_closed: true, new_os_id: null } },
          facility_id: OPEN,
          closure_state: 'CLOSED',
          status_change_reason: 'Verified with the auditor',
        },
      }),
    ]);

    // Decided once: a second decision is refused and writes nothing.
    const twice = await decide(pending!.id, 'reject', { status_change_reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: ['Only a pending report can be confirmed or rejected.'] });
    expect(await auditRows()).toHaveLength(1);
    expect((await decide(999999, 'approve', { status_change_reason: 'x' })).statusCode).toBe(404);
  });

  it('rejecting keeps the facility as it was and records the reason', async () => {
    const pending = (await reportRows()).find((r) => r.status === 'PENDING')!;
    const keyBefore = await tileKey();
    const rejected = await decide(pending.id, 'reject', { status_change_reason: 'Production continues here.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      status_change_reason: 'Production continues here.',
      approved_at: null,
    });
    expect(await facilityRow(OTHER)).toEqual({ is_closed: false, new_os_id: null });
    expect(await tileKey()).toBe(keyBefore);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'report.reject',
      entity_id: String(pending.id),
      details: expect.objectContaining({ after: { status: 'REJECTED' } }),
    });
  });

  it('a confirmed reopening opens the facility and forgets where it had moved to', async () => {
    await t.database.db.updateTable('facilities').set({ new_os_id: OTHER }).where('os_id', '=', CLOSED).execute();
    const created = await report(CLOSED, { reason_for_report: 'Production restarted', closure_state: 'OPEN' });
    expect(created.statusCode).toBe(200);
    const confirmed = await decide(created.json().id, 'approve', { status_change_reason: 'Seen running' });
    expect(confirmed.statusCode).toBe(200);
    expect(await facilityRow(CLOSED)).toEqual({ is_closed: false, new_os_id: null });
    expect(await indexRow(CLOSED)).toEqual({ is_closed: false });
  });
});
