import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from './facility-index.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let t: TestApp;
const OS_ID = withCheck('BD2021113ABCD0');
const OLD_ID = withCheck('BD2020001ZZZZ0');
const LINKED_ID = withCheck('BD2019001YYYY0');
const BARE_ID = withCheck('VN2022050QQQQ0');
const ids = { brand: 0, owner: 0, api: 0, list: 0, item: 0, privateItem: 0, claim: 0, extended: [] as number[] };
const EVENT_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const REJECTED_EVENT_ID = '2b4e28ba-2fa1-41d2-883f-0016d3cca427';
const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertIndexedFacility(db, {
    os_id: OS_ID,
    name: 'Dhaka Knit Ltd.',
    address: 'Plot 5, Ashulia, Dhaka',
    country_code: 'BD',
    lat: 23.9,
    lng: 90.3,
  });
  await insertIndexedFacility(db, {
    os_id: BARE_ID,
    name: 'Saigon Shoes',
    address: '1 Le Loi, Ho Chi Minh City',
    country_code: 'VN',
    lat: 10.77,
    lng: 106.7,
  });
  await db
    .updateTable('facilities')
    .set({
      created_at: at(1),
      updated_at: at(2),
      has_inexact_coordinates: true,
      location_precision: 'locality',
      location_place: 'Ho Chi Minh City, Vietnam',
    })
    .where('os_id', '=', OS_ID)
    .execute();
  await db
    .updateTable('facilities')
    .set({ created_at: at(3), updated_at: at(3), is_closed: true, new_os_id: OS_ID })
    .where('os_id', '=', BARE_ID)
    .execute();

  const user = (email: string) =>
    db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const contributor = async (email: string, name: string, type: string, verified = false) =>
    (
      await db
        .insertInto('contributors')
        .values({ admin_id: (await user(email)).id, name, contributor_type: type, is_verified: verified })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.brand = await contributor('brand@example.org', 'Brand A', 'Brand / Retailer', true);
  ids.owner = await contributor(
    'owner@example.org',
    'Dhaka Knit',
    'Facility / Factory / Manufacturing Group / Supplier / Vendor',
  );
  ids.api = await contributor('api@example.org', 'Audit Co', 'Auditor / Certification Scheme / Service Provider');

  const list = (name: string, isPublic: boolean) =>
    db
      .insertInto('facility_lists')
      .values({
        contributor_id: ids.brand,
        name,
        file_name: 's.csv',
        file_key: 'k',
        status: 'APPROVED',
        is_public: isPublic,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.list = (await list('Suppliers 2024', true)).id;
  const privateList = (await list('Private 2024', false)).id;
  const item = (listId: number, name: string) =>
    db
      .insertInto('facility_list_items')
      .values({
        facility_list_id: listId,
        row_index: 0,
        raw_data: JSON.stringify({ name }),
        status: 'MATCHED',
        name,
        address: 'Ashulia',
        country_code: 'BD',
        sector: ['Apparel'],
        geocoded_lat: 23.95,
        geocoded_lng: 90.31,
        facility_id: OS_ID,
        created_at: at(5),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.item = (await item(ids.list, 'Dhaka Knit')).id;
  ids.privateItem = (await item(privateList, 'Secret Knit')).id;
  for (const itemId of [ids.item, ids.privateItem]) {
    await db
      .insertInto('facility_matches')
      .values({
        facility_id: OS_ID,
        facility_list_item_id: itemId,
        status: 'AUTOMATIC',
        confidence: 0.97,
        created_at: at(6),
      })
      .execute();
  }
  await db.updateTable('facilities').set({ created_from_item_id: ids.item }).where('os_id', '=', OS_ID).execute();

  await db
    .insertInto('moderation_events')
    .values([
      {
        id: EVENT_ID,
        contributor_id: ids.api,
        request_type: 'UPDATE',
        source: 'API',
        status: 'APPROVED',
        os_id: OS_ID,
        raw_data: '{}',
        cleaned_data: JSON.stringify({ name: 'Dhaka Knitting', address: 'Ashulia Road 5', sector: 'Textiles' }),
        geocode_result: JSON.stringify({ geocoded_point: { lat: 23.9, lng: 90.3 } }),
        request_hash: 'a',
        created_at: at(8),
      },
      {
        id: REJECTED_EVENT_ID,
        contributor_id: ids.api,
        request_type: 'UPDATE',
        source: 'SLC',
        status: 'REJECTED',
        os_id: OS_ID,
        raw_data: '{}',
        cleaned_data: JSON.stringify({ name: 'Wrong Name', address: 'Nowhere' }),
        request_hash: 'b',
        created_at: at(9),
      },
    ])
    .execute();

  ids.claim = (
    await db
      .insertInto('facility_claims')
      .values({
        facility_id: OS_ID,
        contributor_id: ids.owner,
        status: 'APPROVED',
        contact_person: 'Rahim',
        job_title: 'Director',
        email: 'rahim@example.org',
        sectors: ['Apparel', 'Home Textiles'],
        facility_website: 'https://dhakaknit.example',
        facility_website_publicly_visible: false,
        facility_phone_number: '+880 1',
        facility_phone_number_publicly_visible: true,
        point_of_contact_person_name: 'Secret Person',
        point_of_contact_email: 'secret@example.org',
        point_of_contact_publicly_visible: false,
        office_official_name: 'Knit Group HQ',
        office_address: 'Gulshan 1, Dhaka',
        office_country_code: 'BD',
        office_info_publicly_visible: true,
        facility_description: 'Knitwear <b>since</b> 1990',
        facility_workers_count: '1200',
        facility_lat: 23.91,
        facility_lng: 90.29,
        created_at: at(10),
        updated_at: at(11),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // A denied claim's private data must never show.
  await db
    .insertInto('facility_claims')
    .values({
      facility_id: BARE_ID,
      contributor_id: ids.owner,
      status: 'DENIED',
      contact_person: 'X',
      job_title: 'Y',
      email: 'denied@example.org',
      facility_description: 'Denied claim text',
    })
    .execute();

  const field = (values: Record<string, unknown>) =>
    db
      .insertInto('extended_fields')
      .values({
        facility_id: OS_ID,
        contributor_id: ids.brand,
        field_name: 'parent_company',
        value: '{}',
        ...values,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.extended.push(
    (
      await field({
        value: JSON.stringify({ raw_value: 'KNIT GROUP', name: 'Knit Group' }),
        facility_list_item_id: ids.item,
        created_at: at(6),
        updated_at: at(6),
      })
    ).id,
  );
  ids.extended.push(
    (
      await field({
        field_name: 'product_type',
        contributor_id: ids.api,
        value: JSON.stringify({ raw_values: ['T-shirts', 'Polos'] }),
        moderation_event_id: EVENT_ID,
        created_at: at(8),
        updated_at: at(8),
      })
    ).id,
  );
  ids.extended.push(
    (
      await field({
        field_name: 'number_of_workers',
        contributor_id: ids.owner,
        value: JSON.stringify({ min: 1200, max: 1200, range: '1001-5000' }),
        facility_claim_id: ids.claim,
        is_verified: true,
        created_at: at(11),
        updated_at: at(11),
      })
    ).id,
  );
  ids.extended.push(
    (
      await field({
        field_name: 'number_of_workers',
        value: JSON.stringify({ min: 900, max: 1100, range: 'Less than 1000' }),
        facility_list_item_id: ids.item,
        created_at: at(12),
        updated_at: at(12),
      })
    ).id,
  );
  // Sources that no longer count: a private list's row and a rejected event.
  await field({
    value: JSON.stringify({ raw_value: 'Hidden Parent', name: 'Hidden Parent' }),
    facility_list_item_id: ids.privateItem,
  });
  await field({
    field_name: 'native_language_name',
    contributor_id: ids.api,
    value: JSON.stringify({ raw_value: 'গোপন' }),
    moderation_event_id: REJECTED_EVENT_ID,
  });

  await db
    .insertInto('facility_aliases')
    .values([
      { os_id: OLD_ID, facility_id: OS_ID, reason: 'MERGE', created_at: at(20) },
      { os_id: LINKED_ID, facility_id: OS_ID, reason: 'LINK', created_at: at(21) },
    ])
    .execute();
  await db
    .insertInto('facility_activity_reports')
    .values({
      facility_id: OS_ID,
      reported_by_contributor_id: ids.brand,
      closure_state: 'CLOSED',
      reason_for_report: 'Closed in May',
      created_at: at(25),
    })
    .execute();
  await refreshFacilityIndex(db);
});
afterAll(() => t.close());

const get = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${id}/`, headers: CLIENT_HEADERS });
  return { status: response.statusCode, body: response.json() };
};

/** A value Brand A's list row gave (the row the facility was created from), unless `values` says otherwise. */
const source = (field_name: string, values: Record<string, unknown>) => ({
  id: null,
  field_name,
  contributor_id: ids.brand,
  contributor_name: 'Brand A',
  list_name: 'Suppliers 2024',
  source: 'list',
  is_from_claim: false,
  is_from_created_from: true,
  is_verified: false,
  created_at: at(6),
  updated_at: at(6),
  ...values,
});

describe('GET /api/facilities/{id}/', () => {
  it('answers the facility with contributors, fields and their sources, locations, reports and public claim info', async () => {
    const { status, body } = await get(OS_ID);
    expect(status).toBe(200);
    const fromEvent = {
      contributor_id: ids.api,
      contributor_name: 'Audit Co',
      list_name: null,
      source: 'api',
      is_from_created_from: false,
      created_at: at(8),
      updated_at: at(8),
    };
    const claimed = {
      contributor_id: ids.owner,
      contributor_name: 'Dhaka Knit',
      list_name: null,
      source: 'claim',
      is_from_claim: true,
      is_from_created_from: false,
      is_verified: true,
      created_at: at(11),
      updated_at: at(11),
    };
    expect(body).toEqual({
      id: OS_ID,
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [90.3, 23.9] },
      properties: {
        os_id: OS_ID,
        requested_os_id: OS_ID,
        requested_os_id_reason: null,
        historical_os_ids: [OLD_ID, LINKED_ID],
        name: 'Dhaka Knit Ltd.',
        address: 'Plot 5, Ashulia, Dhaka',
        country_code: 'BD',
        country_name: 'Bangladesh',
        other_names: ['Dhaka Knitting', 'Dhaka Knit'],
        other_addresses: ['Ashulia Road 5', 'Ashulia'],
        sector: [
          {
            values: ['Apparel', 'Home Textiles'],
            updated_at: at(11),
            contributor_id: ids.owner,
            contributor_name: 'Dhaka Knit',
            is_from_claim: true,
          },
          {
            values: ['Textiles'],
            updated_at: at(8),
            contributor_id: ids.api,
            contributor_name: 'Audit Co',
            is_from_claim: false,
          },
          {
            values: ['Apparel'],
            updated_at: at(6),
            contributor_id: ids.brand,
            contributor_name: 'Brand A',
            is_from_claim: false,
          },
        ],
        has_inexact_coordinates: true,
        geocoded_location_type: 'locality',
        geocoded_location_place: 'Ho Chi Minh City, Vietnam',
        is_closed: false,
        new_os_id: null,
        has_approved_claim: true,
        claim_status: 'claimed',
        number_of_public_contributors: 2,
        contributors: [
          {
            id: ids.brand,
            name: 'Brand A (Suppliers 2024)',
            is_verified: true,
            contributor_name: 'Brand A',
            list_name: 'Suppliers 2024',
          },
          { id: ids.api, name: 'Audit Co', is_verified: false, contributor_name: 'Audit Co', list_name: null },
        ],
        contributions: [
          {
            contributor_id: ids.brand,
            contributor_name: 'Brand A',
            list_name: 'Suppliers 2024',
            source: 'list',
            is_verified: true,
            created_at: at(6),
          },
          {
            contributor_id: ids.api,
            contributor_name: 'Audit Co',
            list_name: null,
            source: 'api',
            is_verified: false,
            created_at: at(8),
          },
        ],
        other_locations: [
          { lat: 23.95, lng: 90.31, contributor_name: 'Brand A', is_from_claim: false, has_invalid_location: false },
          { lat: 23.91, lng: 90.29, contributor_name: 'Dhaka Knit', is_from_claim: true, has_invalid_location: false },
        ],
        activity_reports: [
          {
            id: expect.any(Number),
            status: 'PENDING',
            closure_state: 'CLOSED',
            created_at: at(25),
            status_change_date: null,
            approved_at: null,
            reported_by_contributor: 'Brand A',
          },
        ],
        partner_fields: {},
        contributor_fields: [],
        extended_fields: {
          name: [
            source('name', { ...fromEvent, value: { raw_value: 'Dhaka Knitting' } }),
            source('name', { value: { raw_value: 'Dhaka Knit' } }),
          ],
          address: [
            source('address', { ...fromEvent, value: { raw_value: 'Ashulia Road 5' } }),
            source('address', { value: { raw_value: 'Ashulia' } }),
          ],
          sector: [
            source('sector', { ...claimed, value: { values: ['Apparel', 'Home Textiles'] } }),
            source('sector', { ...fromEvent, value: { values: ['Textiles'] } }),
            source('sector', { value: { values: ['Apparel'] } }),
          ],
          number_of_workers: [
            source('number_of_workers', {
              ...claimed,
              id: ids.extended[2],
              value: { min: 1200, max: 1200, range: '1001-5000' },
            }),
            source('number_of_workers', {
              id: ids.extended[3],
              created_at: at(12),
              updated_at: at(12),
              value: { min: 900, max: 1100, range: 'Less than 1000' },
            }),
          ],
          native_language_name: [],
          facility_type: [],
          processing_type: [],
          parent_company: [
            source('parent_company', { id: ids.extended[0], value: { raw_value: 'KNIT GROUP', name: 'Knit Group' } }),
          ],
          product_type: [
            source('product_type', { ...fromEvent, id: ids.extended[1], value: { raw_values: ['T-shirts', 'Polos'] } }),
          ],
        },
        created_from: { created_at: at(5), contributor: 'Brand A' },
        claim_info: {
          status: 'APPROVED',
          contributor: 'Dhaka Knit',
          facility: {
            name_english: null,
            name_native_language: null,
            address: null,
            description: 'Knitwear <b>since</b> 1990',
            website: null,
            phone_number: '+880 1',
            parent_company: null,
            minimum_order_quantity: null,
            average_lead_time: null,
            workers_count: '1200',
            female_workers_percentage: null,
            affiliations: [],
            certifications: [],
            production_types: [],
            product_types: [],
            facility_types: [],
            sectors: ['Apparel', 'Home Textiles'],
          },
          contact: null,
          office: { name: 'Knit Group HQ', address: 'Gulshan 1, Dhaka', country: 'Bangladesh', phone_number: null },
        },
        created_at: at(1),
        updated_at: at(2),
      },
    });
    const text = JSON.stringify(body);
    for (const secret of [
      'rahim@example.org',
      'Secret Person',
      'secret@example.org',
      'dhakaknit.example',
      'Hidden Parent',
      'গোপন',
      'Secret Knit',
      'Wrong Name',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a facility nobody contributed to with empty sources and no claim info', async () => {
    const { status, body } = await get(BARE_ID);
    expect(status).toBe(200);
    const p = body.properties;
    expect(p).toMatchObject({
      is_closed: true,
      new_os_id: OS_ID,
      claim_status: 'unclaimed',
      has_inexact_coordinates: false,
      geocoded_location_type: null,
      geocoded_location_place: null,
      sector: [],
    });
    expect([
      p.contributors,
      p.contributions,
      p.other_locations,
      p.activity_reports,
      p.historical_os_ids,
      p.other_names,
      p.other_addresses,
    ]).toEqual([[], [], [], [], [], [], []]);
    expect(Object.values(p.extended_fields)).toEqual(Array(9).fill([]));
    expect([p.claim_info, p.created_from]).toEqual([null, null]);
    expect(JSON.stringify(body)).not.toContain('Denied claim text');
  });

  it('resolves historical OS IDs, with hyphens or lower case, to the current facility and says why', async () => {
    const merged = await get(`${OLD_ID.slice(0, 2)}-${OLD_ID.slice(2).toLowerCase()}`);
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(OS_ID);
    expect(merged.body.properties).toMatchObject({
      os_id: OS_ID,
      requested_os_id: OLD_ID,
      requested_os_id_reason: 'MERGE',
      name: 'Dhaka Knit Ltd.',
    });
    const linked = await get(LINKED_ID);
    expect(linked.body.properties).toMatchObject({
      os_id: OS_ID,
      requested_os_id: LINKED_ID,
      requested_os_id_reason: 'LINK',
    });
  });

  it('answers 404 Not found for unknown IDs, and 400 for an over-long one', async () => {
    expect(await get(withCheck('CN2021113XXXX0'))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await get('not-an-id')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    const long = await get('X'.repeat(41));
    expect(long.status).toBe(400);
  });
});

describe("Open Supply Hub's shapes", () => {
  const sorted = (value: object) => Object.keys(value).sort();

  it('GET /api/facilities/?detail=true carries contributors, contributor_fields, extended_fields and sector sources', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/facilities/?detail=true&sort_by=name_asc',
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(sorted(body)).toEqual([
      'count',
      'extent',
      'features',
      'is_same_contributor',
      'next',
      'nextPageURL',
      'previous',
      'previousPageURL',
      'type',
    ]);
    const [knit, bare] = body.features;
    expect(sorted(knit.properties)).toEqual([
      'address',
      'contributor_fields',
      'contributors',
      'country_code',
      'country_name',
      'extended_fields',
      'has_approved_claim',
      'is_closed',
      'name',
      'os_id',
      'sector',
    ]);
    expect(knit.properties.contributors).toEqual([
      {
        id: ids.brand,
        name: 'Brand A (Suppliers 2024)',
        is_verified: true,
        contributor_name: 'Brand A',
        list_name: 'Suppliers 2024',
        contributor_type: 'Brand / Retailer',
        last_contributed_at: at(6),
        list_uploaded_at: expect.any(String),
        count: 1,
      },
      {
        id: ids.api,
        name: 'Audit Co',
        is_verified: false,
        contributor_name: 'Audit Co',
        list_name: null,
        contributor_type: 'Auditor / Certification Scheme / Service Provider',
        last_contributed_at: at(8),
        list_uploaded_at: null,
        count: 1,
      },
    ]);
    expect(knit.properties.contributor_fields).toEqual([]);
    expect(knit.properties.sector.map(sorted)).toEqual(
      Array(3).fill(['contributor_id', 'contributor_name', 'is_from_claim', 'updated_at', 'values']),
    );
    expect(knit.properties.sector[0]).toEqual({
      values: ['Apparel', 'Home Textiles'],
      updated_at: at(11),
      contributor_id: ids.owner,
      contributor_name: 'Dhaka Knit',
      is_from_claim: true,
    });
    expect(
      knit.properties.extended_fields.name.map(
        (s: { value: unknown; field_name: string; is_from_created_from: boolean }) => [
          s.field_name,
          s.value,
          s.is_from_created_from,
        ],
      ),
    ).toEqual([
      ['name', { raw_value: 'Dhaka Knitting' }, false],
      ['name', { raw_value: 'Dhaka Knit' }, true],
    ]);
    expect(bare.properties).toMatchObject({ os_id: BARE_ID, contributors: [], contributor_fields: [], sector: [] });
  });

  it('GET /api/facilities/ without detail stays the short result', async () => {
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/facilities/?q=knit', headers: CLIENT_HEADERS })
    ).json();
    expect(sorted(body.features[0].properties)).toEqual([
      'address',
      'country_code',
      'country_name',
      'has_approved_claim',
      'is_closed',
      'name',
      'os_id',
    ]);
  });

  it('links pages with absolute next and previous URLs on PUBLIC_URL, and keeps nextPageURL for the web app', async () => {
    const first = (
      await t.app.inject({
        method: 'GET',
        url: '/api/facilities/?pageSize=1&sort_by=name_asc',
        headers: CLIENT_HEADERS,
      })
    ).json();
    expect([first.next, first.previous, first.nextPageURL, first.previousPageURL]).toEqual([
      `${t.config.publicUrl}/api/facilities/?pageSize=1&sort_by=name_asc&page=2`,
      null,
      '/api/facilities/?pageSize=1&sort_by=name_asc&page=2',
      null,
    ]);
    expect(first.next).toBe('http://localhost:8080/api/facilities/?pageSize=1&sort_by=name_asc&page=2');
    const second = (await t.app.inject({ method: 'GET', url: first.nextPageURL, headers: CLIENT_HEADERS })).json();
    expect([second.next, second.previous]).toEqual([
      null,
      `${t.config.publicUrl}/api/facilities/?pageSize=1&sort_by=name_asc&page=1`,
    ]);
  });

  it('GET /api/moderation-events/merge/ lists merged OS IDs with where they lead', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/moderation-events/merge/',
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    // The LINK alias is no merge.
    expect(response.json()).toEqual([
      { current_id: OS_ID, original_id: OLD_ID, created_at: at(20), merge_date: at(20) },
    ]);
  });

  it('answers 401 to a call without session, token or client key, before looking the facility up', async () => {
    for (const url of [
      '/api/facilities/',
      `/api/facilities/${OS_ID}/`,
      `/api/facilities/${withCheck('CN2021113XXXX0')}/`,
      '/api/moderation-events/merge/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        401,
        { detail: 'Authentication credentials were not provided.' },
      ]);
    }
  });
});
