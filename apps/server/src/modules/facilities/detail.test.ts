import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';

let t: TestApp;
const OS_ID = withCheck('BD2021113ABCD0');
const OLD_ID = withCheck('BD2020001ZZZZ0');
let contributorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertIndexedFacility(db, { os_id: OS_ID, name: 'Dhaka Knit Ltd.', address: 'Plot 5, Ashulia, Dhaka', country_code: 'BD', lat: 23.9, lng: 90.3, sectors: ['Apparel'], approved: true });
  const user = await db.insertInto('users').values({ email: 'brand@example.org', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const owner = await db.insertInto('users').values({ email: 'owner@example.org', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  contributorId = (await db.insertInto('contributors').values({ admin_id: user.id, name: 'Brand A', contributor_type: 'Brand / Retailer', is_verified: true }).returning('id').executeTakeFirstOrThrow()).id;
  const ownerContributor = (await db.insertInto('contributors').values({ admin_id: owner.id, name: 'Dhaka Knit', contributor_type: 'Facility / Factory / Manufacturing Group / Supplier / Vendor' }).returning('id').executeTakeFirstOrThrow()).id;
  const list = await db.insertInto('facility_lists').values({ contributor_id: contributorId, name: 'Suppliers 2024', file_name: 's.csv', file_key: 'k', status: 'APPROVED' }).returning('id').executeTakeFirstOrThrow();
  const item = await db
    .insertInto('facility_list_items')
    .values({ facility_list_id: list.id, row_index: 0, raw_data: JSON.stringify({ name: 'Dhaka Knit' }), status: 'MATCHED', name: 'Dhaka Knit', address: 'Ashulia', country_code: 'BD', given_lat: 23.95, given_lng: 90.31, facility_id: OS_ID })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('facility_matches').values({ facility_id: OS_ID, facility_list_item_id: item.id, status: 'AUTOMATIC', confidence: 0.97 }).execute();
  await db.insertInto('extended_fields').values({ facility_id: OS_ID, contributor_id: contributorId, field_name: 'parent_company', value: JSON.stringify({ raw_value: 'Knit Group' }), facility_list_item_id: item.id }).execute();
  await db.insertInto('facility_aliases').values({ os_id: OLD_ID, facility_id: OS_ID, reason: 'MERGE' }).execute();
  await db.insertInto('facility_activity_reports').values({ facility_id: OS_ID, reported_by_contributor_id: contributorId, closure_state: 'CLOSED', reason_for_report: 'Closed in May' }).execute();
  await db
    .insertInto('facility_claims')
    .values({
      facility_id: OS_ID,
      contributor_id: ownerContributor,
      status: 'APPROVED',
      contact_person: 'Rahim',
      job_title: 'Director',
      email: 'rahim@example.org',
      facility_website: 'https://dhakaknit.example',
      facility_website_publicly_visible: false,
      facility_phone_number: '+880 1',
      facility_phone_number_publicly_visible: true,
      point_of_contact_person_name: 'Secret Person',
      point_of_contact_publicly_visible: false,
      facility_description: 'Knitwear <b>since</b> 1990',
    })
    .execute();
});
afterAll(() => t.close());

const get = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${id}/` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/facilities/{id}/', () => {
  it('answers the facility with its contributors, extended fields, reports and public claim info', async () => {
    const { status, body } = await get(OS_ID);
    expect(status).toBe(200);
    expect(body.id).toBe(OS_ID);
    expect(body.geometry).toEqual({ type: 'Point', coordinates: [90.3, 23.9] });
    const p = body.properties;
    expect(p).toMatchObject({ os_id: OS_ID, name: 'Dhaka Knit Ltd.', country_name: 'Bangladesh', sector: ['Apparel'], claim_status: 'claimed', historical_os_ids: [OLD_ID] });
    expect(p.contributors).toEqual([{ id: contributorId, contributor_name: 'Brand A', name: 'Dhaka Knit', list_name: 'Suppliers 2024', list_id: expect.any(Number), source: 'list', is_verified: true }]);
    expect(p.other_locations).toEqual([{ lat: 23.95, lng: 90.31, contributor_name: 'Brand A', is_from_claim: false, has_invalid_location: false }]);
    expect(p.extended_fields.parent_company).toMatchObject([{ value: { raw_value: 'Knit Group' }, contributor_name: 'Brand A', is_from_claim: false }]);
    expect(p.activity_reports).toMatchObject([{ status: 'PENDING', closure_state: 'CLOSED', reported_by_contributor: 'Brand A' }]);
    expect(p.created_from).toBeNull();
  });

  it('shows only the claim fields the owner made public', async () => {
    const claim = (await get(OS_ID)).body.properties.claim_info;
    expect(claim.facility.phone_number).toBe('+880 1');
    expect(claim.facility.website).toBeNull();
    expect(claim.contact).toBeNull();
    expect(claim.facility.description).toBe('Knitwear <b>since</b> 1990');
    expect(JSON.stringify(claim)).not.toContain('rahim@example.org');
  });

  it('resolves a historical OS ID, with hyphens, to the current facility', async () => {
    const { status, body } = await get(`${OLD_ID.slice(0, 2)}-${OLD_ID.slice(2)}`);
    expect(status).toBe(200);
    expect(body.id).toBe(OS_ID);
    expect(body.properties.requested_os_id).toBe(OLD_ID);
  });

  it('answers 404 for unknown IDs', async () => {
    expect(await get(withCheck('CN2021113XXXX0'))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await get('not-an-id')).status).toBe(404);
  });
});
