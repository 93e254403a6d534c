import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_MESSAGES } from '@registry/core/facility-admin';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import {
  contributorWithList,
  derivedState,
  facilityFromRow,
  facilityState,
  matchRow,
  osIdsOnTile,
  searchOsIds,
  staffCalls,
  tileKey,
} from './admin-test-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
let moderator: ReturnType<typeof staffCalls>;
let contributorCookie: string;

const TARGET = withCheck('BD2024001MRG01');
const MERGE = withCheck('BD2024001MRG02');
const OLD = withCheck('BD2019001MRG03'); // merged into MERGE long ago
const MOVED_AWAY = withCheck('BD2020001MRG04'); // closed, moved to MERGE
const ids: Record<string, number> = {};

const DHAKA = { country: 'BD', lat: 23.8103, lng: 90.4125 };
const SAVAR = { country: 'BD', lat: 23.8583, lng: 90.2667 };

const claimRow = (facility: string, contributorId: number, status: string) =>
  t.database.db
    .insertInto('facility_claims')
    .values({
      facility_id: facility,
      contributor_id: contributorId,
      status,
      contact_person: 'A. Owner',
      job_title: 'Director',
      email: 'owner@example.org',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const closureReport = (facility: string, contributorId: number, reason: string) =>
  t.database.db
    .insertInto('facility_activity_reports')
    .values({
      facility_id: facility,
      reported_by_contributor_id: contributorId,
      closure_state: 'CLOSED',
      reason_for_report: reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  staff = staffCalls(t.app, await login(t.app, 'admin@example.com'));
  await createUser(db, { email: 'moderator@example.com', moderator: true });
  moderator = staffCalls(t.app, await login(t.app, 'moderator@example.com'));
  await createUser(db, { email: 'someone@example.com' });
  contributorCookie = await login(t.app, 'someone@example.com');

  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  const gamma = await contributorWithList(db, 'Gamma Outdoor');
  ids.alpha = alpha.contributorId;
  ids.beta = beta.contributorId;
  ids.gamma = gamma.contributorId;
  ids.targetCreator = (
    await facilityFromRow(db, alpha, TARGET, {
      name: 'Rainbow Knitwear Ltd',
      address: 'Plot 5, Tejgaon, Dhaka',
      ...DHAKA,
      productType: ['Sweaters'],
    })
  ).matchId;
  ids.mergeCreator = (
    await facilityFromRow(db, beta, MERGE, {
      name: 'Rainbow Knit Wear Limited',
      address: 'Plot 5 Tejgaon I/A, Dhaka',
      ...SAVAR,
      productType: ['Cardigans'],
    })
  ).matchId;
  ids.confirmed = (
    await matchRow(db, gamma, MERGE, 'CONFIRMED', { name: 'Rainbow Knitting', address: 'Tejgaon, Dhaka', ...SAVAR })
  ).matchId;
  ids.rejected = (
    await matchRow(db, gamma, MERGE, 'REJECTED', { name: 'Rainbow Dyeing', address: 'Tongi', ...SAVAR })
  ).matchId;
  // One row with a potential match to both: the target's pending match gives way to the merged facility's active one.
  const both = await matchRow(db, alpha, MERGE, 'AUTOMATIC', {
    name: 'Rainbow Knit Unit 2',
    address: 'Tejgaon, Dhaka',
    ...SAVAR,
  });
  ids.bothActive = both.matchId;
  ids.bothPending = (
    await db
      .insertInto('facility_matches')
      .values({ facility_id: TARGET, facility_list_item_id: both.itemId, status: 'PENDING', confidence: 0.7 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  await db.insertInto('facility_aliases').values({ os_id: OLD, facility_id: MERGE, reason: 'MERGE' }).execute();
  await db
    .insertInto('facilities')
    .values({
      os_id: MOVED_AWAY,
      name: 'Old Rainbow',
      address: 'Mirpur',
      country_code: 'BD',
      lat: 23.8,
      lng: 90.36,
      is_closed: true,
      new_os_id: MERGE,
    })
    .execute();
  ids.targetOwner = (await claimRow(TARGET, alpha.contributorId, 'APPROVED')).id;
  ids.mergeOwner = (await claimRow(MERGE, beta.contributorId, 'APPROVED')).id;
  ids.mergePending = (await claimRow(MERGE, gamma.contributorId, 'PENDING')).id;
  ids.report = (await closureReport(MERGE, gamma.contributorId, 'Moved to the new building')).id;
  // One pending report per facility: the target's stays pending, the merged facility's gives way.
  ids.targetReport = (await closureReport(TARGET, alpha.contributorId, 'Gates locked for months')).id;
  await refreshFacilityIndex(db, [TARGET, MERGE, MOVED_AWAY]);
});
afterAll(() => t.close());

const mergeUrl = (target: string, merge: string) => `/api/facilities/merge/?target=${target}&merge=${merge}`;
const matchesOf = (osId: string) =>
  t.database.db
    .selectFrom('facility_matches')
    .select(['id', 'status'])
    .where('facility_id', '=', osId)
    .orderBy('id')
    .execute();

describe('merge: refusals', () => {
  it('answers 401 to anonymous callers and 403 to contributors, changing nothing', async () => {
    const before = await facilityState(t.database.db, [TARGET, MERGE]);
    expect(
      (await t.app.inject({ method: 'POST', url: mergeUrl(TARGET, MERGE), headers: CLIENT_HEADERS })).statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: mergeUrl(TARGET, MERGE),
      headers: { ...CLIENT_HEADERS, cookie: contributorCookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(await facilityState(t.database.db, [TARGET, MERGE])).toEqual(before);
  });

  it('refuses a facility merged with itself, a missing side and an unknown OS ID', async () => {
    const before = await facilityState(t.database.db, [TARGET, MERGE]);
    const self = await staff.post(mergeUrl(TARGET, TARGET.toLowerCase()));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ merge: ['That facility has already been added as the target facility.'] });
    expect((await staff.post(`/api/facilities/merge/?target=${TARGET}`)).json()).toEqual({
      merge: ['This field is required.'],
    });
    const unknown = withCheck('BD2024001ZZZZZ');
    expect((await staff.post(mergeUrl(TARGET, unknown))).json()).toEqual({
      merge: ['No facility with this OS ID exists.'],
    });
    expect(await facilityState(t.database.db, [TARGET, MERGE])).toEqual(before);
    expect(await t.database.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});

describe('merge: a moderator merges two facilities', () => {
  let before: Awaited<ReturnType<typeof facilityState>>;
  let derivedBefore: Awaited<ReturnType<typeof derivedState>>;
  let keyBefore: string;
  let auditId: number;

  it('moves everything to the target and answers with the merge result', async () => {
    before = await facilityState(t.database.db, [TARGET, MERGE]);
    derivedBefore = await derivedState(t.database.db);
    keyBefore = await tileKey(t.app);
    expect(await osIdsOnTile(t.app, SAVAR.lat, SAVAR.lng)).toEqual([MERGE]);
    const response = await moderator.post(mergeUrl(TARGET, MERGE));
    expect(response.statusCode).toBe(200);
    auditId = response.json().audit_id;
    expect(response.json()).toEqual({ target: TARGET, merged: MERGE, audit_id: expect.any(Number) });

    const db = t.database.db;
    expect(await db.selectFrom('facilities').select('os_id').where('os_id', '=', MERGE).execute()).toEqual([]);
    // One facility fewer in the kept counts (undone below).
    const everyFacility = (state: typeof derivedBefore) => state.facets.find((f) => f.facet === 'all')?.count;
    expect(everyFacility(await derivedState(db))).toBe(everyFacility(derivedBefore)! - 1);
    // Active matches become MERGED, the rejected one keeps its status, the colliding pending one is gone.
    expect(await matchesOf(TARGET)).toEqual([
      { id: ids.targetCreator, status: 'AUTOMATIC' },
      { id: ids.mergeCreator, status: 'MERGED' },
      { id: ids.confirmed, status: 'MERGED' },
      { id: ids.rejected, status: 'REJECTED' },
      { id: ids.bothActive, status: 'MERGED' },
    ]);
    expect(await db.selectFrom('facility_matches').select('id').where('id', '=', ids.bothPending!).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('facility_list_items').select('id').where('facility_id', '=', MERGE).execute()).toEqual(
      [],
    );
    const fields = await db
      .selectFrom('extended_fields')
      .select(['facility_id', 'value'])
      .where('field_name', '=', 'product_type')
      .orderBy('id')
      .execute();
    expect(fields.map((f) => f.facility_id)).toEqual([TARGET, TARGET]);

    const claims = await db
      .selectFrom('facility_claims')
      .select(['id', 'facility_id', 'status', 'status_change_reason'])
      .orderBy('id')
      .execute();
    const reason = `Facility ${MERGE} was merged into ${TARGET}.`;
    expect(claims).toEqual([
      { id: ids.targetOwner, facility_id: TARGET, status: 'APPROVED', status_change_reason: '' },
      { id: ids.mergeOwner, facility_id: TARGET, status: 'REVOKED', status_change_reason: reason },
      { id: ids.mergePending, facility_id: TARGET, status: 'DENIED', status_change_reason: reason },
    ]);
    expect(
      await db
        .selectFrom('facility_activity_reports')
        .select(['id', 'facility_id', 'status', 'status_change_reason'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: ids.report, facility_id: TARGET, status: 'REJECTED', status_change_reason: reason },
      { id: ids.targetReport, facility_id: TARGET, status: 'PENDING', status_change_reason: '' },
    ]);
    expect(
      await db.selectFrom('facility_aliases').select(['os_id', 'facility_id', 'reason']).orderBy('os_id').execute(),
    ).toEqual([
      { os_id: OLD, facility_id: TARGET, reason: 'MERGE' },
      { os_id: MERGE, facility_id: TARGET, reason: 'MERGE' },
    ]);
    expect(
      await db.selectFrom('facilities').select('new_os_id').where('os_id', '=', MOVED_AWAY).executeTakeFirst(),
    ).toEqual({ new_os_id: TARGET });
  });

  it('leads the old OS IDs to the target: facility page, search by ID, index, tiles', async () => {
    for (const old of [MERGE, OLD]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/facilities/${old}/`, headers: CLIENT_HEADERS });
      expect(page.statusCode).toBe(200);
      expect(page.json().id).toBe(TARGET);
      expect(page.json().properties).toMatchObject({ requested_os_id: old, requested_os_id_reason: 'MERGE' });
      expect(await searchOsIds(t.app, `q=${old}`)).toEqual([TARGET]);
    }
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${TARGET}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.properties.historical_os_ids.sort()).toEqual([OLD, MERGE].sort());
    expect(page.properties.contributions.map((c: { contributor_id: number }) => c.contributor_id).sort()).toEqual(
      [ids.alpha, ids.alpha, ids.beta, ids.gamma].sort(),
    );
    expect(page.properties.activity_reports.map((r: { id: number }) => r.id).sort()).toEqual(
      [ids.report, ids.targetReport].sort(),
    );

    const index = await t.database.db
      .selectFrom('facility_index')
      .selectAll()
      .where('os_id', 'in', [TARGET, MERGE])
      .execute();
    expect(index).toHaveLength(1);
    expect(index[0]!.alias_os_ids.sort()).toEqual([OLD, MERGE].sort());
    expect(index[0]!.contributor_ids.sort()).toEqual([ids.alpha, ids.beta, ids.gamma].sort());
    expect(index[0]!.product_types.sort()).toEqual(['Cardigans', 'Sweaters']);
    expect(await searchOsIds(t.app, 'product_type=Cardigans')).toEqual([TARGET]);
    expect(await searchOsIds(t.app, `contributors=${ids.gamma}`)).toEqual([TARGET]);

    expect(await tileKey(t.app)).not.toBe(keyBefore);
    expect(await osIdsOnTile(t.app, SAVAR.lat, SAVAR.lng)).toEqual([]);
    expect(await osIdsOnTile(t.app, DHAKA.lat, DHAKA.lng)).toEqual([TARGET]);
  });

  it('refuses to merge an already merged ID again', async () => {
    const state = await facilityState(t.database.db, [TARGET]);
    const again = await staff.post(mergeUrl(TARGET, MERGE));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ merge: [MERGE_MESSAGES.alreadyMerged(MERGE, TARGET)] });
    expect((await staff.post(mergeUrl(OLD, TARGET))).json()).toEqual({
      target: [MERGE_MESSAGES.alreadyMerged(OLD, TARGET)],
    });
    expect(await facilityState(t.database.db, [TARGET])).toEqual(state);
  });

  it('is recorded in the audit log, and undoing it restores every row exactly', async () => {
    const log = (await staff.get('/api/audit-log/')).json();
    expect(log.count).toBe(1);
    expect(log.results[0]).toMatchObject({
      id: auditId,
      action: 'facility.merge',
      entity_type: 'facility',
      entity_id: TARGET,
      user_email: 'moderator@example.com',
      before: { target: { os_id: TARGET }, merge: { os_id: MERGE } },
      after: { target: TARGET, merged: MERGE },
      can_undo: true,
      undone_at: null,
    });
    const keyMerged = await tileKey(t.app);
    // Moderators merge, but only superusers undo.
    expect((await moderator.post(`/api/audit-log/${auditId}/undo/`)).statusCode).toBe(403);
    const undo = await staff.post(`/api/audit-log/${auditId}/undo/`);
    expect(undo.statusCode).toBe(200);
    const after = await facilityState(t.database.db, [TARGET, MERGE]);
    expect(after).toEqual(before);
    expect(after.facility_index).toHaveLength(2);
    expect(after.facility_aliases).toEqual(before.facility_aliases);
    // Search counts, grid tile counts and the matcher's name words are back too.
    expect(await derivedState(t.database.db)).toEqual(derivedBefore);
    expect(
      await t.database.db
        .selectFrom('facilities')
        .select('new_os_id')
        .where('os_id', '=', MOVED_AWAY)
        .executeTakeFirst(),
    ).toEqual({ new_os_id: MERGE });

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/facilities/${MERGE}/`, headers: CLIENT_HEADERS })).json().id,
    ).toBe(MERGE);
    expect(await searchOsIds(t.app, `q=${OLD}`)).toEqual([MERGE]);
    expect(await tileKey(t.app)).not.toBe(keyMerged);
    expect(await osIdsOnTile(t.app, SAVAR.lat, SAVAR.lng)).toEqual([MERGE]);

    const again = await staff.post(`/api/audit-log/${auditId}/undo/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This action has already been undone.'] });
    const entries = (await staff.get('/api/audit-log/')).json().results;
    expect(entries[0]).toMatchObject({
      action: 'audit.undo',
      entity_type: 'audit_log',
      entity_id: String(auditId),
      can_undo: false,
    });
    expect(entries[1]).toMatchObject({
      id: auditId,
      can_undo: false,
      undone_by: 'admin@example.com',
      undone_at: expect.any(String),
    });
  });

  it('will not undo a merge once a later change touched the facilities', async () => {
    const merged = await staff.post(mergeUrl(TARGET, MERGE));
    expect(merged.statusCode).toBe(200);
    const located = await staff.post(`/api/facilities/${TARGET}/update-location/`, { lat: 23.8, lng: 90.4 });
    expect(located.statusCode).toBe(200);
    const state = await facilityState(t.database.db, [TARGET, MERGE]);
    const refused = await staff.post(`/api/audit-log/${merged.json().audit_id}/undo/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        'The facilities have changed since this action, so it can no longer be undone. Undo the later actions first.',
    });
    expect(await facilityState(t.database.db, [TARGET, MERGE])).toEqual(state);
    // Undone newest first, both go back.
    expect((await staff.post(`/api/audit-log/${located.json().audit_id}/undo/`)).statusCode).toBe(200);
    expect((await staff.post(`/api/audit-log/${merged.json().audit_id}/undo/`)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/facilities/${MERGE}/`, headers: CLIENT_HEADERS })).json().id,
    ).toBe(MERGE);
  });
});
