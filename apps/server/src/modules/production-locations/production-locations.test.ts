import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

let t: TestApp;
let cookie: string;
let contributorId: number;
let token: Record<string, string>;
let tokenContributorId: number;

const KNIT = testOsId('BD', 1);
const DENIM = testOsId('BD', 2);
const MERGED_AWAY = testOsId('BD', 3);
const VIET = testOsId('VN', 4);

const session = () => ({ ...CLIENT_HEADERS, cookie });
const events = () => t.database.db.selectFrom('moderation_events').selectAll().orderBy('created_at').execute();

/** A valid body with coordinates (so no geocoder runs) and a name unique to the test. */
const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: `${name} Road 1, Gazipur`,
  country: 'BD',
  coordinates: { lat: 24.0, lng: 90.4 },
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { email: 'slc@example.com' });
  contributorId = Number(user.contributorId);
  cookie = await login(t.app, 'slc@example.com');
  const api = await createUser(t.database.db, { email: 'api@example.com', groups: ['api_user'] });
  tokenContributorId = Number(api.contributorId);
  await t.database.db.insertInto('api_tokens').values({ key: 'slc-test-token', user_id: api.userId }).execute();
  token = { authorization: 'Token slc-test-token' };
  await insertIndexed(t.database.db, [
    {
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Ashulia Road, Savar, Dhaka',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
      aliases: [MERGED_AWAY],
    },
    {
      os_id: DENIM,
      name: 'Dhaka Denim Mills',
      address: 'Tongi Industrial Area, Gazipur',
      country_code: 'BD',
      lat: 23.89,
      lng: 90.4,
      approved: true,
    },
    { os_id: VIET, name: 'Dhaka Knit Composite Ltd', address: 'Binh Duong', country_code: 'VN', lat: 11, lng: 106.6 },
  ]);
  await t.database.db
    .insertInto('facility_aliases')
    .values({ os_id: MERGED_AWAY, facility_id: KNIT, reason: 'MERGE' })
    .execute();
});
afterAll(() => t.close());

describe('GET /api/v1/production-locations/ (name and address search)', () => {
  it('ranks the country’s locations by the matcher, best first, with claim status and historical IDs', async () => {
    const response = await t.app.inject({
      url: '/api/v1/production-locations/?name=Dhaka%20Knit%20Composite&address=Ashulia%20Savar&country=BD&size=100',
      headers: session(),
    });
    expect(response.statusCode).toBe(200);
    const { count, data } = response.json();
    expect(data[0]).toEqual({
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Ashulia Road, Savar, Dhaka',
      country: { name: 'Bangladesh', alpha_2: 'BD', alpha_3: 'BGD' },
      claim_status: 'unclaimed',
      historical_os_id: [MERGED_AWAY],
      coordinates: { lat: 23.9, lng: 90.3 },
      geocoded_location_type: null,
      is_closed: false,
    });
    expect(count).toBe(data.length);
    expect(data.map((l: { os_id: string }) => l.os_id)).not.toContain(VIET);
  });

  it('names the precision of a geocoded point as geocoded_location_type', async () => {
    const set = (values: { has_inexact_coordinates: boolean; location_precision: string | null }) =>
      t.database.db.updateTable('facilities').set(values).where('os_id', '=', KNIT).execute();
    await set({ has_inexact_coordinates: true, location_precision: 'locality' });
    try {
      const response = await t.app.inject({ url: `/api/v1/production-locations/${KNIT}/`, headers: session() });
      expect([response.statusCode, response.json().geocoded_location_type]).toEqual([200, 'locality']);
    } finally {
      await set({ has_inexact_coordinates: false, location_precision: null });
    }
  });

  it('takes a token as well, and refuses anonymous callers and missing or unknown parameters', async () => {
    const byToken = await t.app.inject({
      url: '/api/v1/production-locations/?name=Dhaka%20Denim%20Mills&country=Bangladesh',
      headers: token,
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().data[0]).toMatchObject({ os_id: DENIM, claim_status: 'claimed' });
    const anonymous = await t.app.inject({ url: '/api/v1/production-locations/?name=Dhaka&country=BD' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    // An address alone is a v1 search of addresses (not the lookup): nothing is like 'x'.
    const addressOnly = await t.app.inject({ url: '/api/v1/production-locations/?address=x', headers: session() });
    expect([addressOnly.statusCode, addressOnly.json()]).toEqual([200, { count: 0, data: [] }]);
    const unknown = await t.app.inject({
      url: '/api/v1/production-locations/?name=Dhaka&country=Atlantis',
      headers: session(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: 'The request query is invalid.',
      errors: [{ field: 'country', detail: "'Atlantis' is not a valid country." }],
    });
    const tooMany = await t.app.inject({
      url: '/api/v1/production-locations/?name=Dhaka&country=BD&size=251',
      headers: session(),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { field: 'size', detail: 'Size must be a positive integer less than or equal to 250.' },
    ]);
  });

  it('past 100 results the same name and country is a v1 search of names like it, in name order', async () => {
    const response = await t.app.inject({
      url: '/api/v1/production-locations/?name=Dhaka%20Knit%20Composite&country=BD&size=101',
      headers: session(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((l: { os_id: string }) => l.os_id)).toEqual([KNIT]);
  });
});

describe('GET /api/v1/production-locations/{os_id}/', () => {
  it('answers a current OS ID, and the current location for a historical one', async () => {
    const current = await t.app.inject({ url: `/api/v1/production-locations/${KNIT}/`, headers: session() });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ os_id: KNIT, historical_os_id: [MERGED_AWAY] });
    const historical = await t.app.inject({
      url: `/api/v1/production-locations/${MERGED_AWAY.toLowerCase()}/`,
      headers: token,
    });
    expect(historical.statusCode).toBe(200);
    expect(historical.json()).toMatchObject({
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      historical_os_id: [MERGED_AWAY],
    });
  });

  it('answers 404 for an unknown OS ID', async () => {
    const response = await t.app.inject({
      url: `/api/v1/production-locations/${testOsId('BD', 99)}/`,
      headers: session(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The location with the given OS ID was not found.' });
  });
});

describe('POST /api/v1/production-locations/', () => {
  it('stores a pending SLC event with cleaned data and the matcher’s potential matches, and answers 202', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: session(),
      payload: body('Dhaka Knitwear Export', {
        address: 'Ashulia Road, Savar',
        coordinates: { lat: 23.9, lng: 90.3 },
        sector: ['apparel', 'Knitwear'],
        product_type: ['T-shirts'],
        location_type: ['Final Product Assembly'],
        processing_type: ['Sewing'],
        number_of_workers: '100-250',
        parent_company: 'Knit Group',
      }),
    });
    expect(response.statusCode).toBe(202);
    const answer = response.json();
    expect(answer).toEqual({
      moderation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      moderation_status: 'PENDING',
      created_at: expect.any(String),
      cleaned_data: {
        name: 'Dhaka Knitwear Export',
        address: 'Ashulia Road, Savar',
        country: { name: 'Bangladesh', alpha_2: 'BD' },
        sector: ['Apparel'],
        product_type: ['Knitwear', 'T-shirts'],
        location_type: ['Final Product Assembly'],
        processing_type: ['Sewing'],
        number_of_workers: { min: 100, max: 250 },
        parent_company: 'Knit Group',
        coordinates: { lat: 23.9, lng: 90.3 },
      },
    });
    const [event] = (await events()).filter((e) => e.id === answer.moderation_id);
    expect(event).toMatchObject({
      contributor_id: contributorId,
      request_type: 'CREATE',
      source: 'SLC',
      status: 'PENDING',
      os_id: null,
    });
    expect(event!.potential_matches).toEqual([
      expect.objectContaining({ os_id: KNIT, name: 'Dhaka Knit Composite Ltd' }),
    ]);
    expect(event!.geocode_result).toMatchObject({ geocoded_point: { lat: 23.9, lng: 90.3 } });
  });

  it('marks token calls as source API', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: token,
      payload: body('Chittagong Sweaters'),
    });
    expect(response.statusCode).toBe(202);
    const [event] = (await events()).filter((e) => e.id === response.json().moderation_id);
    expect(event).toMatchObject({ contributor_id: tokenContributorId, source: 'API', request_type: 'CREATE' });
  });

  it('geocodes the address when no coordinates are sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: session(),
      payload: { name: 'Narayanganj Weaving', address: 'BSCIC Industrial Estate, Narayanganj', country: 'Bangladesh' },
    });
    expect(response.statusCode).toBe(202);
    const [event] = (await events()).filter((e) => e.id === response.json().moderation_id);
    expect(event!.geocode_result).toMatchObject({
      geocoded_point: { lat: expect.any(Number), lng: expect.any(Number) },
      provider: 'offline',
    });
  }, 60_000);

  it('refuses a near-duplicate of an existing location with 409 unless duplicate_override is true', async () => {
    const same = {
      name: 'Dhaka Denim Mills',
      address: 'Tongi Industrial Area, Gazipur',
      country: 'BD',
      coordinates: { lat: 23.89, lng: 90.4 },
    };
    const before = (await events()).length;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: session(),
      payload: same,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `A production location that looks the same already exists (OS ID ${DENIM}). Add your data to it with PATCH /api/v1/production-locations/${DENIM}/, or send duplicate_override: true to create a new location anyway.`,
    );
    expect(await events()).toHaveLength(before);
    const forced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: session(),
      payload: { ...same, duplicate_override: true },
    });
    expect(forced.statusCode).toBe(202);
    expect(forced.json().cleaned_data).not.toHaveProperty('duplicate_override');
  });

  it('refuses an identical body resent within a minute with 429', async () => {
    const payload = body('Savar Washing Plant');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/production-locations/', headers: session(), payload }))
        .statusCode,
    ).toBe(202);
    const before = (await events()).length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/production-locations/',
      headers: session(),
      payload: { ...payload },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: 'Duplicate request submitted, please try again later.' });
    expect(await events()).toHaveLength(before);
  });

  it('stores one of two identical bodies sent at the same moment', async () => {
    const payload = body('Comilla Dyeing Works');
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/production-locations/', headers: token, payload });
    const statuses = (await Promise.all([send(), send()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([202, 429]);
    expect(
      (await events()).filter((e) => (e.cleaned_data as { name: string }).name === 'Comilla Dyeing Works'),
    ).toHaveLength(1);
  });
});

describe('PATCH /api/v1/production-locations/{os_id}/', () => {
  it('stores a pending UPDATE event for the location, with it among the potential matches, and answers 202 with the OS ID', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/production-locations/${KNIT}/`,
      headers: session(),
      payload: {
        name: 'Dhaka Knit Composite Ltd',
        address: 'Plot 12, Ashulia Road, Savar, Dhaka',
        country: 'BD',
        number_of_workers: 1200,
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      moderation_status: 'PENDING',
      os_id: KNIT,
      cleaned_data: { number_of_workers: { min: 1200, max: 1200 } },
    });
    const [event] = (await events()).filter((e) => e.id === response.json().moderation_id);
    expect(event).toMatchObject({ request_type: 'UPDATE', os_id: KNIT, status: 'PENDING' });
    expect((event!.potential_matches as { os_id: string }[])[0]!.os_id).toBe(KNIT);
  }, 60_000);

  it('refuses an unknown OS ID (404) and a merged one (410, naming the current ID), storing nothing', async () => {
    const before = (await events()).length;
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/production-locations/${testOsId('BD', 98)}/`,
      headers: session(),
      payload: body('Unknown Target'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'The location with the given OS ID was not found.' });
    const merged = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/production-locations/${MERGED_AWAY}/`,
      headers: session(),
      payload: body('Merged Target'),
    });
    expect(merged.statusCode).toBe(410);
    expect(merged.json()).toEqual({
      detail: `The OS ID ${MERGED_AWAY} is no longer current: it now resolves to ${KNIT}. Send the update for ${KNIT}.`,
    });
    expect(await events()).toHaveLength(before);
  });
});
