import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES, LOCATION_MESSAGES } from '@registry/core/facility-admin';
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
import { recordAudit } from '../audit/record-audit.ts';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
let moderator: ReturnType<typeof staffCalls>;

const DOOMED = withCheck('IN2024001TLS01');
const ALIAS_OF_DOOMED = withCheck('IN2019001TLS02');
const MOVING = withCheck('IN2024001TLS03');
const NEW_HOME = withCheck('IN2024001TLS04');
const ids: Record<string, number> = {};
const TIRUPPUR = { country: 'IN', lat: 11.1085, lng: 77.3411 };
const CHENNAI = { country: 'IN', lat: 13.0827, lng: 80.2707 };
const BANGALORE = { country: 'IN', lat: 12.9716, lng: 77.5946 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  staff = staffCalls(t.app, await login(t.app, 'admin@example.com'));
  await createUser(db, { email: 'moderator@example.com', moderator: true });
  moderator = staffCalls(t.app, await login(t.app, 'moderator@example.com'));
  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  ids.beta = beta.contributorId;
  ids.doomedItem = (
    await facilityFromRow(db, alpha, DOOMED, {
      name: 'Tiruppur Knits',
      address: '4 Avinashi Road, Tiruppur',
      ...TIRUPPUR,
      productType: ['T-shirts'],
    })
  ).itemId;
  ids.doomedMatch = (
    await matchRow(db, beta, DOOMED, 'AUTOMATIC', {
      name: 'Tiruppur Knits Pvt Ltd',
      address: 'Avinashi Rd',
      ...TIRUPPUR,
    })
  ).itemId;
  await db
    .insertInto('facility_aliases')
    .values({ os_id: ALIAS_OF_DOOMED, facility_id: DOOMED, reason: 'MERGE' })
    .execute();
  await db
    .insertInto('facility_claims')
    .values({
      facility_id: DOOMED,
      contributor_id: beta.contributorId,
      status: 'APPROVED',
      contact_person: 'R. Kumar',
      job_title: 'Owner',
      email: 'owner@example.org',
    })
    .execute();
  await facilityFromRow(db, alpha, MOVING, { name: 'Chennai Leather', address: '9 Anna Salai, Chennai', ...CHENNAI });
  await facilityFromRow(db, beta, NEW_HOME, {
    name: 'Chennai Leather New Works',
    address: 'SIPCOT, Sriperumbudur',
    ...BANGALORE,
  });
  await refreshFacilityIndex(db, [DOOMED]);
});
afterAll(() => t.close());

const undo = async (auditId: number) =>
  expect((await staff.post(`/api/audit-log/${auditId}/undo/`)).statusCode).toBe(200);

describe('staff tools: every route is for superusers only', () => {
  it('answers 401 to anonymous callers and 403 to others (moderators included), changing nothing', async () => {
    const before = await facilityState(t.database.db, [DOOMED, MOVING]);
    const calls: [string, string, object | undefined][] = [
      ['DELETE', `/api/facilities/${DOOMED}/`, undefined],
      ['POST', `/api/facilities/${MOVING}/update-location/`, { lat: 1, lng: 2 }],
      ['POST', `/api/facilities/${MOVING}/link/`, { new_os_id: NEW_HOME }],
      ['GET', '/api/geocoder/?address=Anna%20Salai&country_code=IN', undefined],
      ['GET', '/api/audit-log/', undefined],
      ['POST', '/api/audit-log/1/undo/', undefined],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        headers: CLIENT_HEADERS,
        ...(payload ? { payload } : {}),
      });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const call =
        method === 'DELETE'
          ? moderator.delete(url)
          : method === 'GET'
            ? moderator.get(url)
            : moderator.post(url, payload);
      expect([url, (await call).statusCode]).toEqual([url, 403]);
    }
    expect(await facilityState(t.database.db, [DOOMED, MOVING])).toEqual(before);
  });
});

describe('staff tools: delete a facility', () => {
  it('removes it from search, pages and tiles; its rows become DELETED; undo brings every row back', async () => {
    const before = await facilityState(t.database.db, [DOOMED]);
    const derivedBefore = await derivedState(t.database.db);
    const key = await tileKey(t.app);
    const response = await staff.delete(`/api/facilities/${DOOMED}/`);
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/facilities/${DOOMED}/`, headers: CLIENT_HEADERS })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/facilities/${ALIAS_OF_DOOMED}/`, headers: CLIENT_HEADERS }))
        .statusCode,
    ).toBe(404);
    expect(await searchOsIds(t.app, 'q=Tiruppur')).toEqual([]);
    expect(await tileKey(t.app)).not.toBe(key);
    expect(await osIdsOnTile(t.app, TIRUPPUR.lat, TIRUPPUR.lng)).toEqual([]);
    const items = await t.database.db
      .selectFrom('facility_list_items')
      .select(['status', 'facility_id'])
      .where('id', 'in', [ids.doomedItem!, ids.doomedMatch!])
      .execute();
    expect(items).toEqual([
      { status: 'DELETED', facility_id: null },
      { status: 'DELETED', facility_id: null },
    ]);
    expect((await staff.delete(`/api/facilities/${DOOMED}/`)).statusCode).toBe(404);

    const [entry] = (await staff.get('/api/audit-log/?action=facility.delete')).json().results;
    expect(entry).toMatchObject({
      action: 'facility.delete',
      entity_id: DOOMED,
      before: { os_id: DOOMED, name: 'Tiruppur Knits' },
      can_undo: true,
    });
    await undo(entry.id);
    const after = await facilityState(t.database.db, [DOOMED], [ids.doomedItem!, ids.doomedMatch!]);
    expect(after).toEqual(await facilityState(t.database.db, [DOOMED]));
    expect(after).toEqual(before);
    expect(after.facility_claims).toHaveLength(1);
    expect(await derivedState(t.database.db)).toEqual(derivedBefore);
    expect(await searchOsIds(t.app, 'q=Tiruppur')).toEqual([DOOMED]);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/facilities/${ALIAS_OF_DOOMED}/`, headers: CLIENT_HEADERS })
      ).json().id,
    ).toBe(DOOMED);
    expect(await osIdsOnTile(t.app, TIRUPPUR.lat, TIRUPPUR.lng)).toEqual([DOOMED]);
  });
});

describe('staff tools: update a location', () => {
  it('refuses coordinates out of range, unparsable, missing or unchanged, changing nothing', async () => {
    const before = await facilityState(t.database.db, [MOVING]);
    const url = `/api/facilities/${MOVING}/update-location/`;
    expect((await staff.post(url, { lat: 91, lng: 80 })).json()).toEqual({ lat: [LOCATION_MESSAGES.lat] });
    expect((await staff.post(url, { lat: -90.5, lng: -180.01 })).json()).toEqual({
      lat: [LOCATION_MESSAGES.lat],
      lng: [LOCATION_MESSAGES.lng],
    });
    expect((await staff.post(url, { lat: 'north', lng: '80' })).json()).toEqual({ lat: [LOCATION_MESSAGES.lat] });
    expect((await staff.post(url, { lat: 13 })).json()).toEqual({ lng: ['This field is required.'] });
    const unchanged = await staff.post(url, { lat: String(CHENNAI.lat), lng: CHENNAI.lng });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toEqual({ non_field_errors: [LOCATION_MESSAGES.unchanged] });
    expect((await staff.post(url, { lat: 13, lng: 80, contributor_id: 999999 })).json()).toEqual({
      contributor_id: ['Contributor 999999 does not exist.'],
    });
    expect(
      (await staff.post(`/api/facilities/${withCheck('IN2024001ZZZZZ')}/update-location/`, { lat: 13, lng: 80 }))
        .statusCode,
    ).toBe(404);
    expect(await facilityState(t.database.db, [MOVING])).toEqual(before);
  });

  it('moves the point, makes it exact, keeps the correction with its notes; undo restores it', async () => {
    const before = await facilityState(t.database.db, [MOVING]);
    const derivedBefore = await derivedState(t.database.db);
    const response = await staff.post(`/api/facilities/${MOVING}/update-location/`, {
      lat: '13.0604',
      lng: '80.2496',
      notes: 'Checked on the satellite image',
      contributor_id: ids.beta,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      os_id: MOVING,
      lat: 13.0604,
      lng: 80.2496,
      previous_lat: CHENNAI.lat,
      previous_lng: CHENNAI.lng,
      audit_id: expect.any(Number),
    });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${MOVING}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.geometry.coordinates).toEqual([80.2496, 13.0604]);
    expect(page.properties.has_inexact_coordinates).toBe(false);
    const record = await t.database.db
      .selectFrom('facility_locations')
      .select(['lat', 'lng', 'previous_lat', 'previous_lng', 'notes', 'contributor_id'])
      .executeTakeFirst();
    expect(record).toEqual({
      lat: 13.0604,
      lng: 80.2496,
      previous_lat: CHENNAI.lat,
      previous_lng: CHENNAI.lng,
      notes: 'Checked on the satellite image',
      contributor_id: ids.beta,
    });
    expect(await osIdsOnTile(t.app, 13.0604, 80.2496)).toEqual([MOVING]);
    expect(await osIdsOnTile(t.app, CHENNAI.lat, CHENNAI.lng)).toEqual([]);
    await undo(response.json().audit_id);
    expect(await facilityState(t.database.db, [MOVING])).toEqual(before);
    expect(await derivedState(t.database.db)).toEqual(derivedBefore);
    expect(await osIdsOnTile(t.app, CHENNAI.lat, CHENNAI.lng)).toEqual([MOVING]);
  });
});

describe('staff tools: link to a new OS ID', () => {
  it('refuses an unknown OS ID and the facility itself', async () => {
    const before = await facilityState(t.database.db, [MOVING, NEW_HOME]);
    const unknown = withCheck('IN2024001ZZZZZ');
    const response = await staff.post(`/api/facilities/${MOVING}/link/`, { new_os_id: unknown });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_os_id: [LINK_MESSAGES.unknown(unknown)] });
    expect((await staff.post(`/api/facilities/${MOVING}/link/`, { new_os_id: MOVING })).json()).toEqual({
      new_os_id: [LINK_MESSAGES.self],
    });
    expect((await staff.post(`/api/facilities/${MOVING}/link/`, {})).json()).toEqual({
      new_os_id: ['This field is required.'],
    });
    expect(await facilityState(t.database.db, [MOVING, NEW_HOME])).toEqual(before);
  });

  it('marks the facility closed and moved to the new OS ID; undo reopens it', async () => {
    const before = await facilityState(t.database.db, [MOVING, NEW_HOME]);
    const response = await staff.post(`/api/facilities/${MOVING}/link/`, { new_os_id: NEW_HOME.toLowerCase() });
    expect(response.json()).toEqual({ os_id: MOVING, new_os_id: NEW_HOME, audit_id: expect.any(Number) });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/facilities/${MOVING}/`, headers: CLIENT_HEADERS })
    ).json();
    expect(page.properties).toMatchObject({ is_closed: true, new_os_id: NEW_HOME });
    const closed = (
      await t.app.inject({ method: 'GET', url: '/api/facilities/?q=Chennai%20Leather', headers: CLIENT_HEADERS })
    ).json().features;
    expect(closed.find((f: { id: string }) => f.id === MOVING).properties.is_closed).toBe(true);
    await undo(response.json().audit_id);
    expect(await facilityState(t.database.db, [MOVING, NEW_HOME])).toEqual(before);
  });
});

describe('audit log: entries that cannot be undone', () => {
  it('refuses to undo an action recorded without its state, and an unknown entry', async () => {
    const id = await recordAudit(t.database.db, {
      userId: null,
      action: 'report.confirm',
      entityType: 'facility_activity_report',
      entityId: '7',
      before: { status: 'PENDING' },
      after: { status: 'CONFIRMED' },
    });
    const [entry] = (await staff.get('/api/audit-log/?action=report.confirm')).json().results;
    expect(entry).toMatchObject({
      id,
      can_undo: false,
      before: { status: 'PENDING' },
      after: { status: 'CONFIRMED' },
      user_email: null,
    });
    const refused = await staff.post(`/api/audit-log/${id}/undo/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['This action cannot be undone.'] });
    expect((await staff.post('/api/audit-log/999999/undo/')).statusCode).toBe(404);
    expect((await staff.post('/api/audit-log/abc/undo/')).statusCode).toBe(400);
  });
});

describe('staff tools: geocoder', () => {
  it('geocodes an address in a country; garbage and a place known only by its country or region are no result', async () => {
    const found = await staff.get('/api/geocoder/?address=Anna%20Salai%2C%20Chennai&country_code=in');
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body).toMatchObject({
      result_count: 1,
      geocoded_point: { lat: expect.any(Number), lng: expect.any(Number) },
      geocoded_location_type: 'locality',
      provider: 'offline',
    });
    expect(Math.abs(body.geocoded_point.lat - 13.08)).toBeLessThan(0.5);
    expect(Math.abs(body.geocoded_point.lng - 80.27)).toBeLessThan(0.5);
    expect(body.is_exact).toBe(false); // the offline gazetteer places cities, not buildings
    // Garbage, and an address placed only at the country's or a region's centre, are no result.
    const none = {
      result_count: 0,
      geocoded_point: null,
      geocoded_address: null,
      is_exact: null,
      geocoded_location_type: null,
      provider: null,
    };
    expect((await staff.get('/api/geocoder/?address=Zzxqvw%20Plkjh&country_code=IN')).json()).toEqual(none);
    expect((await staff.get('/api/geocoder/?address=Plot%207%2C%20Zzxqvw&country_code=IN')).json()).toEqual(none);
    expect((await staff.get('/api/geocoder/?address=Zzxqvw%2C%20Tamil%20Nadu&country_code=IN')).json()).toEqual(none);
    expect((await staff.get('/api/geocoder/?address=Chennai&country_code=XX')).json()).toEqual({
      country_code: ['Select a valid country.'],
    });
    expect((await staff.get('/api/geocoder/?country_code=IN')).json()).toEqual({
      address: ['This field is required.'],
    });
  });
});
