import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { postClaim, VALID_FIELDS } from './claim-test-helpers.ts';
import { GEOCODE_FAILED } from './service.ts';

let t: TestApp;
let geocoder: http.Server;
let geocoderRequests = 0;
let owner: string;
let rival: string;
let admin: string;
let claimId: number;
let parentId: number;

const FACILITY = withCheck('BD2024001AAAAA');

/**
 * A Nominatim stand-in: addresses mentioning Chittagong are found at the building, ones naming
 * only a division at the division (a region), others are not found.
 */
function startGeocoder() {
  const server = http.createServer((request, response) => {
    geocoderRequests += 1;
    const q = new URL(request.url!, 'http://x').searchParams.get('q') ?? '';
    const body = q.includes('Chittagong')
      ? [{ lat: '22.33', lon: '91.83', display_name: 'Chittagong, Bangladesh', place_rank: 30 }]
      : q.includes('Division')
        ? [
            {
              lat: '23.9',
              lon: '90.3',
              display_name: 'Dhaka Division, Bangladesh',
              place_rank: 8,
              addresstype: 'state',
            },
          ]
        : [];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  return new Promise<http.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  geocoder = await startGeocoder();
  t = await createTestApp({
    GEOCODER: 'nominatim',
    NOMINATIM_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
  });
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  parentId = (await createUser(t.database.db, { email: 'rival@example.com' })).contributorId;
  rival = await login(t.app, 'rival@example.com');
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  await insertIndexedFacility(t.database.db, {
    os_id: FACILITY,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Savar, Dhaka',
    country_code: 'BD',
    lat: 23.81,
    lng: 90.41,
  });
  claimId = (
    await postClaim(t.app, owner, FACILITY, { ...VALID_FIELDS, sectors: 'Apparel', number_of_workers: '250' })
  ).json().id;
});
afterAll(async () => {
  await t.close();
  geocoder.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (cookie: string, payload: object, path = `/api/facility-claims/${claimId}/claimed/`) =>
  t.app.inject({ method: 'PUT', url: path, headers: { ...CLIENT_HEADERS, cookie }, payload });
const row = () =>
  t.database.db.selectFrom('facility_claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();

const FULL = {
  facility_name_english: 'Rainbow Knitwear',
  facility_name_native_language: 'রেইনবো',
  sector: ['Apparel', 'Textiles'],
  facility_phone_number: '+880 2 555 0101',
  facility_phone_number_publicly_visible: true,
  facility_website: 'https://rainbow.example.com',
  facility_website_publicly_visible: false,
  facility_description: 'Knitting and sewing.',
  facility_parent_company: null as null | { id: number; name: string },
  facility_minimum_order_quantity: '500 pieces',
  facility_average_lead_time: '45 days',
  facility_workers_count: '1000-1200',
  facility_female_workers_percentage: '55',
  facility_affiliations: ['Sedex'],
  facility_certifications: ['GOTS', 'WRAP'],
  facility_production_types: ['Knitting', 'Sewing'],
  facility_product_types: ['T-shirts'],
  facility_type: 'Final Product Assembly',
  point_of_contact_person_name: 'Rahim Uddin',
  point_of_contact_email: 'rahim@rainbow.example.com',
  point_of_contact_publicly_visible: true,
  office_official_name: 'Rainbow Group',
  office_address: 'Gulshan 2, Dhaka',
  office_country_code: 'BD',
  office_phone_number: '+880 2 555 0100',
  office_info_publicly_visible: false,
  facility_address: 'Plot 5, Savar, Dhaka',
  // Read-only lists are ignored when sent back.
  contributors: [{ id: 1, name: 'x' }],
  countries: [['XX', 'Nowhere']],
};

describe('claimed facility details', () => {
  it('is not found before approval, and never for another organisation', async () => {
    expect((await get(`/api/facility-claims/${claimId}/claimed/`, owner)).statusCode).toBe(404);
    expect((await put(owner, FULL)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/facility-claims/${claimId}/approve/`,
      headers: { ...CLIENT_HEADERS, cookie: admin },
      payload: { reason: 'ok' },
    });
    expect((await get(`/api/facility-claims/${claimId}/claimed/`, rival)).statusCode).toBe(404);
    // Staff read the profile (the dashboard's call) but do not edit it.
    const staffView = await get(`/api/facility-claims/${claimId}/claimed/`, admin);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toMatchObject({ id: claimId });
    expect((await put(admin, FULL)).statusCode).toBe(404);
    expect((await get(`/api/facility-claims/${claimId}/`, rival)).statusCode).toBe(404);
    const before = await row();
    expect((await put(rival, FULL)).statusCode).toBe(404);
    expect((await put(rival, FULL, `/api/facility-claims/${claimId}/`)).statusCode).toBe(404);
    expect((await get(`/api/facility-claims/${claimId}/geocode/?address=Chittagong`, rival)).statusCode).toBe(404);
    expect(await row()).toEqual(before);
  });

  it('returns the details with the choices and side panel', async () => {
    const details = (await get(`/api/facility-claims/${claimId}/`, owner)).json();
    expect(details).toMatchObject({
      id: claimId,
      // None given with the claim: the facility's own name, not a blank field.
      facility_name_english: 'Rainbow Knitwear Ltd',
      facility_name_native_language: '',
      sector: ['Apparel'],
      facility_workers_count: '250',
      facility_female_workers_percentage: null,
      facility_address: 'Plot 5, Savar, Dhaka',
      initial_facility_address: 'Plot 5, Savar, Dhaka',
      facility_location: { type: 'Point', coordinates: [90.41, 23.81] },
      facility: { id: FACILITY, name: 'Rainbow Knitwear Ltd' },
    });
    expect(details.countries).toContainEqual(['BD', 'Bangladesh']);
    expect(details.certification_choices).toContainEqual(['GOTS', 'GOTS']);
    expect(details.production_type_choices).toContainEqual(['Sewing', 'Sewing']);
    expect((await get(`/api/facility-claims/${claimId}/claimed/`, owner)).json()).toEqual(details);
  });

  it('refuses invalid website, e-mail, female workers and workers count, storing nothing', async () => {
    const before = await row();
    const cases: [object, Record<string, string[]>][] = [
      [{ facility_website: 'rainbow' }, { facility_website: [CLAIM_MESSAGES.invalidUrl] }],
      [{ point_of_contact_email: 'rahim@' }, { point_of_contact_email: [CLAIM_MESSAGES.invalidEmail] }],
      [
        { facility_female_workers_percentage: '101' },
        { facility_female_workers_percentage: [CLAIM_MESSAGES.femaleWorkers] },
      ],
      [
        { facility_female_workers_percentage: 12.5 },
        { facility_female_workers_percentage: [CLAIM_MESSAGES.femaleWorkers] },
      ],
      [{ facility_workers_count: '0' }, { facility_workers_count: [CLAIM_MESSAGES.workersZero] }],
      [{ facility_workers_count: '20-10' }, { facility_workers_count: [CLAIM_MESSAGES.workersRange] }],
      [{ facility_certifications: ['Made up'] }, { facility_certifications: ['Select valid certifications.'] }],
      [{ office_country_code: 'XX' }, { office_country_code: ['Select a valid country.'] }],
    ];
    for (const [change, errors] of cases) {
      const response = await put(owner, { ...FULL, ...change });
      expect([change, response.statusCode, response.json()]).toEqual([change, 400, errors]);
    }
    const { facility_workers_count: _, ...noWorkers } = FULL;
    expect((await put(owner, noWorkers)).json()).toEqual({ facility_workers_count: ['This field is required.'] });
    expect((await put(owner, { ...FULL, facility_parent_company: { id: 999999, name: 'Ghost' } })).json()).toEqual({
      facility_parent_company: ['Select a valid parent company.'],
    });
    expect(await row()).toEqual(before);
  });

  it('saves every field and shows the public ones on the facility page', async () => {
    const response = await put(owner, {
      ...FULL,
      facility_parent_company: { id: parentId, name: 'Org of rival@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      facility_name_english: 'Rainbow Knitwear',
      sector: ['Apparel', 'Textiles'],
      facility_female_workers_percentage: 55,
      facility_parent_company: { id: parentId, name: 'Org of rival@example.com' },
      facility_type: 'Final Product Assembly',
      facility_certifications: ['GOTS', 'WRAP'],
      office_country_code: 'BD',
    });
    const info = (await get(`/api/facilities/${FACILITY}/`, rival)).json().properties.claim_info;
    expect(info.facility).toMatchObject({
      name_english: 'Rainbow Knitwear',
      phone_number: '+880 2 555 0101',
      website: null,
      description: 'Knitting and sewing.',
    });
    expect(info.contact).toEqual({ name: 'Rahim Uddin', email: 'rahim@rainbow.example.com' });
    expect(info.office).toBeNull();
    // Fields the claim contributes, searchable through the index.
    const index = await t.database.db
      .selectFrom('facility_index')
      .select([
        'number_of_workers',
        'native_language_names',
        'parent_companies',
        'processing_types',
        'facility_types',
        'product_types',
      ])
      .where('os_id', '=', FACILITY)
      .executeTakeFirstOrThrow();
    expect({ ...index, number_of_workers: [...index.number_of_workers].sort() }).toEqual({
      number_of_workers: ['1001-5000', 'Less than 1000'],
      native_language_names: ['রেইনবো'],
      parent_companies: ['org of rival@example.com'],
      processing_types: ['Knitting', 'Sewing'],
      facility_types: ['Final Product Assembly'],
      product_types: ['T-shirts'],
    });
    // A blank percentage is null.
    expect(
      (await put(owner, { ...FULL, facility_female_workers_percentage: '' })).json().facility_female_workers_percentage,
    ).toBeNull();
  });

  it('geocodes a changed address; no result aborts the save', async () => {
    const found = await get(
      `/api/facility-claims/${claimId}/geocode/?address=${encodeURIComponent('Road 1, Chittagong')}`,
      owner,
    );
    expect(found.json()).toEqual({ result_count: 1, geocoded_point: { lat: 22.33, lng: 91.83 } });
    const missing = await get(`/api/facility-claims/${claimId}/geocode/?address=Nowhere`, owner);
    expect([missing.statusCode, missing.json()]).toEqual([400, { address: [GEOCODE_FAILED] }]);
    // A region's centre does not locate the facility: no result either.
    const vague = await get(`/api/facility-claims/${claimId}/geocode/?address=Dhaka%20Division`, owner);
    expect([vague.statusCode, vague.json()]).toEqual([400, { address: [GEOCODE_FAILED] }]);

    const before = await row();
    const refused = await put(owner, { ...FULL, facility_address: 'Nowhere Lane 9' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { facility_address: [GEOCODE_FAILED] }]);
    const coarse = await put(owner, { ...FULL, facility_address: 'Somewhere, Dhaka Division' });
    expect([coarse.statusCode, coarse.json()]).toEqual([400, { facility_address: [GEOCODE_FAILED] }]);
    expect(await row()).toEqual(before);

    const moved = await put(owner, { ...FULL, facility_address: 'Road 1, Chittagong' });
    expect(moved.json()).toMatchObject({
      facility_address: 'Road 1, Chittagong',
      facility_location: { coordinates: [91.83, 22.33] },
    });
    // An unchanged address is not geocoded again.
    const asked = geocoderRequests;
    await t.database.db.deleteFrom('geocode_cache').execute();
    expect(
      (await put(owner, { ...FULL, facility_address: 'Road 1, Chittagong', facility_description: 'x' })).statusCode,
    ).toBe(200);
    expect(geocoderRequests).toBe(asked);
  });

  it("shows the saved name in English and address as the facility's own, the registry's among the others", async () => {
    const page = (await get(`/api/facilities/${FACILITY}/`, owner)).json();
    expect(page.properties).toMatchObject({
      name: 'Rainbow Knitwear',
      address: 'Road 1, Chittagong',
      claim_info: { facility: { name_english: 'Rainbow Knitwear', address: 'Road 1, Chittagong' } },
    });
    expect(page.properties.other_names).toContain('Rainbow Knitwear Ltd');
    expect(page.properties.other_addresses).toContain('Plot 5, Savar, Dhaka');
    expect(page.properties.other_addresses).not.toContain('Road 1, Chittagong');
    // The facility's own row is unchanged: only what the page shows follows the owner.
    const stored = await t.database.db
      .selectFrom('facilities')
      .select(['name', 'address'])
      .where('os_id', '=', FACILITY)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Rainbow Knitwear Ltd', address: 'Plot 5, Savar, Dhaka' });
  });
});
