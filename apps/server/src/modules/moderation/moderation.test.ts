import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let contributor: Record<string, string>;
let other: Record<string, string>;
let moderatorMode: Record<string, string>;
let contributorId: number;

const KNIT = testOsId('BD', 1);
const MERGED_AWAY = testOsId('BD', 3);
const REASON = 'The address points to an office building, not a production location.';

const db = () => t.database.db;
const headers = async (email: string) => ({ ...CLIENT_HEADERS, cookie: await login(t.app, email) });
const eventRow = (id: string) =>
  db().selectFrom('moderation_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tileVersion = async () =>
  Number((await db().selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow()).version);
const mails = (subject: string) =>
  db()
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('subject', 'like', `%${subject}%`)
    .execute();
const audits = (id: string) =>
  db().selectFrom('audit_log').select(['action', 'user_id', 'details']).where('entity_id', '=', id).execute();

/** A contribution through the API, as the single-location screens send it; returns its moderation id. */
async function contribute(payload: Record<string, unknown>, osId?: string, as = contributor): Promise<string> {
  const response = await t.app.inject({
    method: osId ? 'PATCH' : 'POST',
    url: osId ? `/api/v1/production-locations/${osId}/` : '/api/v1/production-locations/',
    headers: as,
    payload: { coordinates: { lat: 22.3, lng: 91.8 }, country: 'BD', ...payload },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().moderation_id;
}

const call = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  as: Record<string, string> | undefined,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: as ?? CLIENT_HEADERS,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(db(), { email: 'admin@example.com', superuser: true });
  contributorId = Number((await createUser(db(), { email: 'brand@example.com' })).contributorId);
  await createUser(db(), { email: 'other@example.com' });
  await createUser(db(), { email: 'mode@example.com', moderator: true });
  admin = await headers('admin@example.com');
  contributor = await headers('brand@example.com');
  other = await headers('other@example.com');
  moderatorMode = await headers('mode@example.com');
  await insertIndexed(db(), [
    {
      os_id: KNIT,
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Ashulia Road, Savar, Dhaka',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
      aliases: [MERGED_AWAY],
    },
  ]);
  await db()
    .insertInto('facility_aliases')
    .values({ os_id: MERGED_AWAY, facility_id: KNIT, reason: 'MERGE' })
    .execute();
});
afterAll(() => t.close());

describe('moderation queue: GET /api/v1/moderation-events/', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    ids = [
      await contribute({ name: 'Alpha Garments', address: 'Agrabad, Chattogram' }),
      await contribute({ name: 'Bravo Textiles', address: 'Kalurghat, Chattogram' }),
      await contribute({
        name: 'Charlie Mills',
        address: 'Hanoi',
        country: 'VN',
        coordinates: { lat: 21, lng: 105.8 },
      }),
    ];
    // Spread over days: created 10, 5 and 1 days ago.
    for (const [i, days] of [10, 5, 1].entries()) {
      await sql`update moderation_events set created_at = now() - make_interval(days => ${days}) where id = ${ids[i]!}::uuid`.execute(
        db(),
      );
    }
  });

  it('lists events newest first with their contributor, count and page', async () => {
    const response = await call('GET', '/api/v1/moderation-events/', admin);
    expect(response.statusCode).toBe(200);
    const { count, data } = response.json();
    expect(count).toBe(3);
    expect(data.map((e: { moderation_id: string }) => e.moderation_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(data[2]).toMatchObject({
      moderation_id: ids[0],
      os_id: null,
      cleaned_data: {
        name: 'Alpha Garments',
        address: 'Agrabad, Chattogram',
        country: { name: 'Bangladesh', alpha_2: 'BD' },
      },
      contributor_id: contributorId,
      contributor_name: 'Org of brand@example.com',
      request_type: 'CREATE',
      source: 'SLC',
      status: 'PENDING',
      status_change_date: null,
      action_type: null,
      action_perform_by_id: null,
      claim_id: null,
    });
  });

  it('filters by source, status, country and date, sorts by a column and pages with from/size', async () => {
    const query = async (qs: string) => {
      const response = await call('GET', `/api/v1/moderation-events/?${qs}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { count: number; data: { moderation_id: string }[] };
    };
    expect((await query('country=VN')).data.map((e) => e.moderation_id)).toEqual([ids[2]]);
    expect((await query('country=BD&country=VN&source=SLC&status=PENDING')).count).toBe(3);
    expect((await query('source=API')).count).toBe(0);
    expect((await query('status=APPROVED')).count).toBe(0);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect((await query(`date_gte=${day(6)}`)).data.map((e) => e.moderation_id)).toEqual([ids[2], ids[1]]);
    // The before-date includes its own day.
    expect((await query(`date_gte=${day(5)}&date_lt=${day(5)}`)).data.map((e) => e.moderation_id)).toEqual([ids[1]]);
    expect((await query('sort_by=name&order_by=asc')).data.map((e) => e.moderation_id)).toEqual(ids);
    const page = await query('sort_by=name&order_by=asc&from=1&size=1');
    expect(page).toEqual({ count: 3, data: [expect.objectContaining({ moderation_id: ids[1] })] });
  });

  it('refuses bad filters with the date messages, and non-moderators with 403', async () => {
    const bad = await call('GET', '/api/v1/moderation-events/?date_gte=2024-13-01', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      detail: 'The request body is invalid.',
      errors: [{ field: 'date_gte', detail: "The date format is invalid. Please use the format 'DD-MM-YYYY'." }],
    });
    const order = await call('GET', '/api/v1/moderation-events/?date_gte=2024-05-02&date_lt=2024-05-01', admin);
    expect(order.json().errors).toEqual([
      {
        field: 'date_gte',
        detail: "The 'After Date' should be earlier than or the same as the 'Before Date'. Please adjust the dates.",
      },
    ]);
    expect((await call('GET', '/api/v1/moderation-events/?size=0', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/moderation-events/?source=CSV', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/moderation-events/?sort_by=password', admin)).statusCode).toBe(422);
    for (const user of [contributor, moderatorMode]) {
      const refused = await call('GET', '/api/v1/moderation-events/', user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Only the moderator can perform this action.' });
    }
    expect((await call('GET', '/api/v1/moderation-events/', undefined)).statusCode).toBe(401);
  });
});

describe('one event: GET /api/v1/moderation-events/{id}/', () => {
  it('answers moderators and the contributor who sent it, with potential matches as they are now', async () => {
    const id = await contribute({
      name: 'Dhaka Knitwear Export',
      address: 'Ashulia Road, Savar',
      coordinates: { lat: 23.9, lng: 90.3 },
    });
    for (const user of [admin, contributor]) {
      const response = await call('GET', `/api/v1/moderation-events/${id}/`, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        moderation_id: id,
        status: 'PENDING',
        potential_matches: [
          {
            os_id: KNIT,
            name: 'Dhaka Knit Composite Ltd',
            address: 'Plot 12, Ashulia Road, Savar, Dhaka',
            claim_status: 'unclaimed',
            confidence: expect.any(Number),
          },
        ],
      });
    }
    const refused = await call('GET', `/api/v1/moderation-events/${id}/`, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Only the moderator can perform this action.' });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await call('GET', '/api/v1/moderation-events/not-a-uuid/', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: 'The moderation event id is invalid.',
      errors: [{ field: 'moderation_id', detail: 'Must be a valid UUID.' }],
    });
    const unknown = await call('GET', '/api/v1/moderation-events/00000000-0000-4000-8000-000000000000/', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'The moderation event was not found.' });
  });
});

describe('creating a location from an event: POST /api/v1/moderation-events/{id}/production-locations/', () => {
  it('creates the facility with a new OS ID, its fields and index row, moves the tiles, audits and e-mails the OS ID', async () => {
    const id = await contribute({
      name: 'Karnaphuli Shoes',
      address: 'Karnaphuli EPZ, Chattogram',
      sector: ['Footwear'],
      product_type: ['Sandals'],
      location_type: ['Final Product Assembly'],
      processing_type: ['Assembly'],
      number_of_workers: '800-1200',
      parent_company: 'Shoe Group',
    });
    const version = await tileVersion();
    const response = await call('POST', `/api/v1/moderation-events/${id}/production-locations/`, admin);
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      moderation_id: id,
      status: 'APPROVED',
      action_type: 'NEW_LOCATION',
      os_id: expect.stringMatching(/^BD\d{7}[0-9A-Z]{6}$/),
    });
    expect(event.status_change_date).not.toBeNull();
    const osId: string = event.os_id;

    const facility = await db()
      .selectFrom('facilities')
      .selectAll()
      .where('os_id', '=', osId)
      .executeTakeFirstOrThrow();
    expect(facility).toMatchObject({
      name: 'Karnaphuli Shoes',
      address: 'Karnaphuli EPZ, Chattogram',
      country_code: 'BD',
      lat: 22.3,
      lng: 91.8,
      created_from_moderation_id: id,
    });
    const index = await db()
      .selectFrom('facility_index')
      .selectAll()
      .where('os_id', '=', osId)
      .executeTakeFirstOrThrow();
    expect(index).toMatchObject({
      contributor_ids: [contributorId],
      sectors: ['Footwear'],
      product_types: ['Sandals'],
      facility_types: ['Final Product Assembly'],
      processing_types: ['Assembly'],
      parent_companies: ['shoe group'],
      number_of_public_contributors: 1,
    });
    expect([...index.number_of_workers].sort()).toEqual(['1001-5000', 'Less than 1000']);
    expect(await tileVersion()).toBeGreaterThan(version);
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        action: 'moderation_event.create_location',
        details: expect.objectContaining({ after: { status: 'APPROVED', action_type: 'NEW_LOCATION', os_id: osId } }),
      }),
    ]);
    const [mail] = await mails('Karnaphuli Shoes was approved');
    expect(mail).toMatchObject({ to_address: 'brand@example.com' });
    expect(mail!.text_body).toContain(`OS ID: ${osId}`);

    // The new location is found by its OS ID and by name and address search.
    expect((await call('GET', `/api/v1/production-locations/${osId}/`, contributor)).json()).toMatchObject({
      os_id: osId,
      name: 'Karnaphuli Shoes',
    });
    const search = await call(
      'GET',
      '/api/v1/production-locations/?name=Karnaphuli%20Shoes&address=Karnaphuli%20EPZ&country=BD',
      contributor,
    );
    expect(search.json().data[0]).toMatchObject({ os_id: osId });
    expect((await call('GET', `/api/facilities/?q=${osId}`, undefined)).json().count).toBe(1);
    const detail = (await call('GET', `/api/facilities/${osId}/`, undefined)).json();
    expect(detail.properties).toMatchObject({
      number_of_public_contributors: 1,
      contributions: [expect.objectContaining({ contributor_id: contributorId, source: 'slc' })],
      created_from: { created_at: expect.any(String), contributor: 'Org of brand@example.com' },
    });

    // Decided: every further decision is 410, and nothing changes.
    for (const [method, url, payload] of [
      ['POST', `/api/v1/moderation-events/${id}/production-locations/`, undefined],
      ['PATCH', `/api/v1/moderation-events/${id}/production-locations/${KNIT}/`, undefined],
      [
        'PATCH',
        `/api/v1/moderation-events/${id}/`,
        { status: 'REJECTED', action_reason_text_cleaned: REASON, action_reason_text_raw: REASON },
      ],
    ] as const) {
      const again = await call(method, url, admin, payload);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        detail: 'This moderation event has already been approved; it can no longer be changed.',
      });
    }
    expect(
      await db().selectFrom('facilities').select('os_id').where('created_from_moderation_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(await eventRow(id)).toMatchObject({ status: 'APPROVED', os_id: osId });
  });
});

describe('confirming a potential match: PATCH /api/v1/moderation-events/{id}/production-locations/{os_id}/', () => {
  it('adds the event’s data to the facility, sets APPROVED / MATCHED, audits and e-mails the OS ID', async () => {
    const id = await contribute(
      {
        name: 'Dhaka Knit Composite Ltd',
        address: 'Plot 12, Ashulia Road, Savar, Dhaka',
        number_of_workers: 5200,
        product_type: ['Polos'],
      },
      KNIT,
    );
    const response = await call('PATCH', `/api/v1/moderation-events/${id}/production-locations/${KNIT}/`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'APPROVED', action_type: 'MATCHED', os_id: KNIT });
    const fields = await db()
      .selectFrom('extended_fields')
      .select(['field_name', 'value', 'contributor_id'])
      .where('moderation_event_id', '=', id)
      .orderBy('field_name')
      .execute();
    expect(fields).toEqual([
      {
        field_name: 'number_of_workers',
        value: { min: 5200, max: 5200, range: '5001-10000' },
        contributor_id: contributorId,
      },
      { field_name: 'product_type', value: { raw_values: ['Polos'] }, contributor_id: contributorId },
    ]);
    const index = await db()
      .selectFrom('facility_index')
      .selectAll()
      .where('os_id', '=', KNIT)
      .executeTakeFirstOrThrow();
    expect(index).toMatchObject({
      contributor_ids: [contributorId],
      product_types: ['Polos'],
      number_of_workers: ['5001-10000'],
    });
    expect((await audits(id))[0]).toMatchObject({ action: 'moderation_event.confirm_match' });
    const [mail] = await mails('Dhaka Knit Composite Ltd was approved');
    expect(mail!.text_body).toContain(`OS ID: ${KNIT}`);
  });

  it('takes a merged OS ID as the facility it was merged into, and refuses an unknown one with 404', async () => {
    const id = await contribute({ name: 'Knit Composite Unit', address: 'Ashulia Road, Savar' });
    const unknown = await call(
      'PATCH',
      `/api/v1/moderation-events/${id}/production-locations/${testOsId('BD', 77)}/`,
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'The production location was not found.' });
    expect(await eventRow(id)).toMatchObject({ status: 'PENDING', os_id: null });
    const merged = await call('PATCH', `/api/v1/moderation-events/${id}/production-locations/${MERGED_AWAY}/`, admin);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ status: 'APPROVED', action_type: 'MATCHED', os_id: KNIT });
  });
});

describe('rejecting an event: PATCH /api/v1/moderation-events/{id}/', () => {
  it('needs both reason texts with 30 characters that are not spaces, then rejects, audits and e-mails the reason', async () => {
    const id = await contribute({ name: 'Office Tower Apparel', address: 'Motijheel, Dhaka' });
    const short = 'a b c d e f g h i j k l m n o p q r s t u v w x y z 1 2 3'; // 29 characters without spaces
    const tooShort = await call('PATCH', `/api/v1/moderation-events/${id}/`, admin, {
      status: 'REJECTED',
      action_reason_text_cleaned: short,
      action_reason_text_raw: `${short}    `,
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json()).toEqual({
      detail: 'The request body is invalid.',
      errors: [
        { field: 'action_reason_text_cleaned', detail: 'Please provide a message with at least 30 characters.' },
        { field: 'action_reason_text_raw', detail: 'Please provide a message with at least 30 characters.' },
      ],
    });
    const approve = await call('PATCH', `/api/v1/moderation-events/${id}/`, admin, {
      status: 'APPROVED',
      action_reason_text_cleaned: REASON,
      action_reason_text_raw: REASON,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors[0].field).toBe('status');
    expect(await eventRow(id)).toMatchObject({ status: 'PENDING' });

    const rejected = await call('PATCH', `/api/v1/moderation-events/${id}/`, admin, {
      status: 'REJECTED',
      action_reason_text_cleaned: REASON,
      action_reason_text_raw: ` ${REASON} `,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      action_type: 'REJECTED',
      action_reason_text_cleaned: REASON,
      action_reason_text_raw: ` ${REASON} `,
    });
    expect((await audits(id))[0]).toMatchObject({
      action: 'moderation_event.reject',
      details: expect.objectContaining({ reason: REASON }),
    });
    const [mail] = await mails('Office Tower Apparel was rejected');
    expect(mail!.text_body).toContain(`Reason: ${REASON}`);
    // Decided: rejecting again, creating a location or confirming a match is 410, and nothing changes.
    for (const [method, url, payload] of [
      [
        'PATCH',
        `/api/v1/moderation-events/${id}/`,
        { status: 'REJECTED', action_reason_text_cleaned: REASON, action_reason_text_raw: REASON },
      ],
      ['POST', `/api/v1/moderation-events/${id}/production-locations/`, undefined],
      ['PATCH', `/api/v1/moderation-events/${id}/production-locations/${KNIT}/`, undefined],
    ] as const) {
      const again = await call(method, url, admin, payload);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        detail: 'This moderation event has already been rejected; it can no longer be changed.',
      });
    }
    expect(await eventRow(id)).toMatchObject({ status: 'REJECTED', action_type: 'REJECTED', os_id: null });
    expect(
      await db().selectFrom('facilities').select('os_id').where('created_from_moderation_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('extended_fields').select('id').where('moderation_event_id', '=', id).execute(),
    ).toEqual([]);
  });
});

describe('who may decide', () => {
  it('refuses every decision to non-superusers with 403 and changes nothing; a malformed id is 400', async () => {
    const id = await contribute({ name: 'Pending Forever Mills', address: 'Tongi, Gazipur' });
    const facilities = await db()
      .selectFrom('facilities')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    for (const user of [contributor, other, moderatorMode]) {
      for (const [method, url, payload] of [
        ['POST', `/api/v1/moderation-events/${id}/production-locations/`, undefined],
        ['PATCH', `/api/v1/moderation-events/${id}/production-locations/${KNIT}/`, undefined],
        [
          'PATCH',
          `/api/v1/moderation-events/${id}/`,
          { status: 'REJECTED', action_reason_text_cleaned: REASON, action_reason_text_raw: REASON },
        ],
      ] as const) {
        const refused = await call(method, url, user, payload);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: 'Only the moderator can perform this action.' });
      }
    }
    expect((await call('POST', `/api/v1/moderation-events/${id}/production-locations/`, undefined)).statusCode).toBe(
      401,
    );
    expect(await eventRow(id)).toMatchObject({ status: 'PENDING', action_type: null });
    expect(
      await db()
        .selectFrom('facilities')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(facilities);
    for (const [method, url] of [
      ['POST', '/api/v1/moderation-events/123/production-locations/'],
      ['PATCH', `/api/v1/moderation-events/123/production-locations/${KNIT}/`],
      ['PATCH', '/api/v1/moderation-events/123/'],
    ] as const) {
      expect((await call(method, url, admin, {})).statusCode).toBe(400);
    }
  });
});
