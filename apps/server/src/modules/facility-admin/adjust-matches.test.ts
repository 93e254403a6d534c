import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_ADMIN_TOASTS, MATCH_MESSAGES } from '@registry/core/facility-admin';
import { isValidOsId } from '@registry/core/os-id';
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
} from './admin-test-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
let contributor: ReturnType<typeof staffCalls>;

const MAIN = withCheck('VN2024001ADJ01');
const OTHER = withCheck('VN2024001ADJ02');
const ORIGIN = withCheck('VN2024001ADJ03'); // created by a row whose match was later moved to MAIN
const ids: Record<string, number> = {};
const HCMC = { country: 'VN', lat: 10.7769, lng: 106.7009 };
const BIEN_HOA = { country: 'VN', lat: 10.9574, lng: 106.8427 };
const HANOI = { country: 'VN', lat: 21.0278, lng: 105.8342 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  staff = staffCalls(t.app, await login(t.app, 'admin@example.com'));
  await createUser(db, { email: 'someone@example.com', moderator: true });
  contributor = staffCalls(t.app, await login(t.app, 'someone@example.com'));

  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  const gamma = await contributorWithList(db, 'Gamma Outdoor');
  ids.alpha = alpha.contributorId;
  ids.beta = beta.contributorId;
  ids.gamma = gamma.contributorId;
  ids.creator = (
    await facilityFromRow(db, alpha, MAIN, { name: 'Saigon Garment Co', address: '12 Tan Thuan, District 7', ...HCMC })
  ).matchId;
  ids.split = (
    await matchRow(db, beta, MAIN, 'CONFIRMED', {
      name: 'Saigon Garment Bien Hoa',
      address: 'Amata Industrial Park, Bien Hoa',
      ...BIEN_HOA,
      productType: ['Jackets'],
    })
  ).matchId;
  ids.pending = (
    await matchRow(db, gamma, MAIN, 'PENDING', { name: 'Saigon Garments', address: 'District 7', ...HCMC }, 0.7)
  ).matchId;
  await facilityFromRow(db, gamma, OTHER, { name: 'Hanoi Apparel', address: '5 Long Bien, Hanoi', ...HANOI });
  const origin = await facilityFromRow(db, gamma, ORIGIN, {
    name: 'Saigon Garment Unit 3',
    address: 'Linh Trung EPZ, Thu Duc',
    ...HCMC,
    lat: 10.87,
    lng: 106.8,
  });
  ids.reverted = origin.matchId;
  // The row's match was moved to MAIN: ORIGIN still exists, so splitting it off is a revert.
  await db.updateTable('facility_matches').set({ facility_id: MAIN }).where('id', '=', origin.matchId).execute();
  await db.updateTable('facility_list_items').set({ facility_id: MAIN }).where('id', '=', origin.itemId).execute();
  await refreshFacilityIndex(db, [MAIN, ORIGIN]);
});
afterAll(() => t.close());

const undo = async (auditId: number) => {
  const response = await staff.post(`/api/audit-log/${auditId}/undo/`);
  expect(response.statusCode).toBe(200);
};

describe('adjust facility matches: the facility page lists the matches for staff', () => {
  it('gives superusers every match with the adjust screen fields, others none', async () => {
    const page = (await staff.get(`/api/facilities/${MAIN}/`)).json();
    const rows = page.properties.matches as Record<string, unknown>[];
    expect(rows.map((row) => [row.match_id, row.status])).toEqual([
      [ids.creator, 'AUTOMATIC'],
      [ids.split, 'CONFIRMED'],
      [ids.pending, 'PENDING'],
      [ids.reverted, 'AUTOMATIC'],
    ]);
    expect(rows[1]).toEqual({
      match_id: ids.split,
      list_id: expect.any(Number),
      list_contributor_id: ids.beta,
      list_contributor_name: 'Beta Retail',
      list_name: 'Beta Retail suppliers',
      list_description: 'Suppliers of Beta Retail',
      name: 'Saigon Garment Bien Hoa',
      address: 'Amata Industrial Park, Bien Hoa',
      country_code: 'VN',
      status: 'CONFIRMED',
      is_active: true,
      confidence: 0.9,
      facility_created_by_item: null,
      created_this_facility: false,
      is_geocoded: true,
      transferred_from: null,
      new_os_id: null,
    });
    expect(rows[0]).toMatchObject({ created_this_facility: true, facility_created_by_item: null });
    expect(rows[3]).toMatchObject({ facility_created_by_item: ORIGIN });
    expect((await contributor.get(`/api/facilities/${MAIN}/`)).json().properties.matches).toBeUndefined();
  });
});

describe('adjust facility matches: refusals', () => {
  it('answers 401/403 to callers who are not superusers (moderators included), changing nothing', async () => {
    const before = await facilityState(t.database.db, [MAIN, OTHER]);
    for (const tool of ['split', 'promote', 'move']) {
      const url = `/api/facilities/${MAIN}/${tool}/`;
      expect((await contributor.post(url, { match_id: ids.split })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url, headers: CLIENT_HEADERS, payload: { match_id: ids.split } }))
          .statusCode,
      ).toBe(401);
    }
    expect(await facilityState(t.database.db, [MAIN, OTHER])).toEqual(before);
  });

  it('refuses a PENDING match, a match of another facility, the creating match and a missing match id', async () => {
    const before = await facilityState(t.database.db, [MAIN, OTHER]);
    for (const tool of ['split', 'promote']) {
      const pending = await staff.post(`/api/facilities/${MAIN}/${tool}/`, { match_id: ids.pending });
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toEqual({ match_id: [MATCH_MESSAGES.notAdjustable] });
    }
    expect((await staff.post(`/api/facilities/${OTHER}/move/`, { match_id: ids.pending })).json()).toEqual({
      match_id: [MATCH_MESSAGES.notAdjustable],
    });
    expect((await staff.post(`/api/facilities/${OTHER}/split/`, { match_id: ids.split })).json()).toEqual({
      match_id: [MATCH_MESSAGES.notOnFacility],
    });
    expect((await staff.post(`/api/facilities/${MAIN}/split/`, { match_id: ids.creator })).json()).toEqual({
      match_id: [MATCH_MESSAGES.createdFacility],
    });
    expect((await staff.post(`/api/facilities/${MAIN}/move/`, { match_id: ids.split })).json()).toEqual({
      match_id: [MATCH_MESSAGES.alreadyOnFacility],
    });
    expect((await staff.post(`/api/facilities/${MAIN}/split/`, {})).json()).toEqual({
      match_id: ['This field is required.'],
    });
    expect((await staff.post(`/api/facilities/${MAIN}/split/`, { match_id: 'abc' })).json()).toEqual({
      match_id: ['A valid integer is required.'],
    });
    expect((await staff.post(`/api/facilities/${MAIN}/split/`, { match_id: 999999 })).json()).toEqual({
      match_id: ['Match 999999 does not exist.'],
    });
    expect(
      (await staff.post(`/api/facilities/${withCheck('VN2024001ZZZZZ')}/split/`, { match_id: ids.split })).statusCode,
    ).toBe(404);
    expect(await facilityState(t.database.db, [MAIN, OTHER])).toEqual(before);
  });
});

describe('adjust facility matches: split, revert, promote and move, each undone exactly', () => {
  it('split: the row becomes a new facility; the contributor leaves the old one; undo puts it back', async () => {
    const before = await facilityState(t.database.db, [MAIN]);
    const derivedBefore = await derivedState(t.database.db);
    const response = await staff.post(`/api/facilities/${MAIN}/split/`, { match_id: ids.split });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      match_id: ids.split,
      new_os_id: expect.any(String),
      message: FACILITY_ADMIN_TOASTS.splitCreated,
      reverted: false,
      audit_id: expect.any(Number),
    });
    const created = body.new_os_id as string;
    expect(isValidOsId(created) && created.startsWith('VN')).toBe(true);

    const page = (await staff.get(`/api/facilities/${created}/`)).json();
    expect(page.properties).toMatchObject({
      name: 'Saigon Garment Bien Hoa',
      address: 'Amata Industrial Park, Bien Hoa',
      has_inexact_coordinates: true,
    });
    expect(page.geometry.coordinates).toEqual([BIEN_HOA.lng, BIEN_HOA.lat]);
    expect(page.properties.contributions.map((c: { contributor_id: number }) => c.contributor_id)).toEqual([ids.beta]);
    expect(page.properties.extended_fields.product_type).toHaveLength(1);
    const main = (await staff.get(`/api/facilities/${MAIN}/`)).json();
    expect(main.properties.contributions.map((c: { contributor_id: number }) => c.contributor_id)).not.toContain(
      ids.beta,
    );
    expect(await searchOsIds(t.app, `contributors=${ids.beta}`)).toEqual([created]);
    expect(await searchOsIds(t.app, 'product_type=Jackets')).toEqual([created]);
    expect(await osIdsOnTile(t.app, BIEN_HOA.lat, BIEN_HOA.lng)).toEqual([created]);

    await undo(body.audit_id);
    // The scope with the split-off facility has no row of it left: exactly the state before.
    expect(await facilityState(t.database.db, [MAIN, created])).toEqual(before);
    expect(await derivedState(t.database.db)).toEqual(derivedBefore);
    expect((await staff.get(`/api/facilities/${created}/`)).statusCode).toBe(404);
    expect(await searchOsIds(t.app, `contributors=${ids.beta}`)).toEqual([MAIN]);
    expect(await osIdsOnTile(t.app, BIEN_HOA.lat, BIEN_HOA.lng)).toEqual([]);
  });

  it('revert: a row that created a facility still there goes back to it', async () => {
    const before = await facilityState(t.database.db, [MAIN, ORIGIN]);
    const response = await staff.post(`/api/facilities/${MAIN}/split/`, { match_id: ids.reverted });
    expect(response.json()).toMatchObject({
      match_id: ids.reverted,
      new_os_id: ORIGIN,
      message: FACILITY_ADMIN_TOASTS.reverted,
      reverted: true,
    });
    expect(
      (await staff.get(`/api/facilities/${ORIGIN}/`))
        .json()
        .properties.contributions.map((c: { contributor_id: number }) => c.contributor_id),
    ).toEqual([ids.gamma]);
    await undo(response.json().audit_id);
    expect(await facilityState(t.database.db, [MAIN, ORIGIN])).toEqual(before);
  });

  it("promote: the row's name, address and point become the facility's", async () => {
    const before = await facilityState(t.database.db, [MAIN]);
    const derivedBefore = await derivedState(t.database.db);
    const response = await staff.post(`/api/facilities/${MAIN}/promote/`, { match_id: ids.split });
    expect(response.json()).toMatchObject({
      match_id: ids.split,
      os_id: MAIN,
      message: FACILITY_ADMIN_TOASTS.promoted,
    });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${MAIN}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.properties).toMatchObject({
      name: 'Saigon Garment Bien Hoa',
      address: 'Amata Industrial Park, Bien Hoa',
    });
    expect(page.geometry.coordinates).toEqual([BIEN_HOA.lng, BIEN_HOA.lat]);
    expect(await searchOsIds(t.app, 'q=Bien%20Hoa')).toEqual([MAIN]);
    expect(await osIdsOnTile(t.app, HCMC.lat, HCMC.lng)).toEqual([]);
    expect(await osIdsOnTile(t.app, BIEN_HOA.lat, BIEN_HOA.lng)).toEqual([MAIN]);
    await undo(response.json().audit_id);
    expect(await facilityState(t.database.db, [MAIN])).toEqual(before);
    expect(await derivedState(t.database.db)).toEqual(derivedBefore);
    expect(await osIdsOnTile(t.app, HCMC.lat, HCMC.lng)).toEqual([MAIN]);
  });

  it('move: the match goes to the named facility with its row and extended fields', async () => {
    const before = await facilityState(t.database.db, [MAIN, OTHER]);
    const response = await staff.post(`/api/facilities/${OTHER}/move/`, { match_id: ids.split });
    expect(response.json()).toMatchObject({
      match_id: ids.split,
      new_os_id: OTHER,
      transferred_from: MAIN,
      message: FACILITY_ADMIN_TOASTS.moved,
    });
    const other = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${OTHER}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(other.properties.contributions.map((c: { contributor_id: number }) => c.contributor_id).sort()).toEqual(
      [ids.beta, ids.gamma].sort(),
    );
    expect(await searchOsIds(t.app, 'product_type=Jackets')).toEqual([OTHER]);
    const item = await t.database.db
      .selectFrom('facility_matches as m')
      .innerJoin('facility_list_items as li', 'li.id', 'm.facility_list_item_id')
      .select('li.facility_id')
      .where('m.id', '=', ids.split!)
      .executeTakeFirst();
    expect(item).toEqual({ facility_id: OTHER });
    await undo(response.json().audit_id);
    expect(await facilityState(t.database.db, [MAIN, OTHER])).toEqual(before);
    expect(await searchOsIds(t.app, 'product_type=Jackets')).toEqual([MAIN]);
  });
});
