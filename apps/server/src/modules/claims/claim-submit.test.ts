import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { SECTORS } from '@registry/core/sectors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { EXE, JPEG, PDF, PNG, postClaim, VALID_FIELDS, type Upload } from './claim-test-helpers.ts';

let t: TestApp;
let owner: string;
let ownerContributor: number;
let rival: string;

const FACILITY = withCheck('BD2024001AAAAA');
const OTHER = withCheck('BD2024001BBBBB');
const THIRD = withCheck('BD2024001CCCCC');

beforeAll(async () => {
  t = await createTestApp();
  ownerContributor = (await createUser(t.database.db, { email: 'owner@example.com' })).contributorId;
  owner = await login(t.app, 'owner@example.com');
  await createUser(t.database.db, { email: 'rival@example.com' });
  rival = await login(t.app, 'rival@example.com');
  const dhaka = { country_code: 'BD', lat: 23.81, lng: 90.41 };
  await insertIndexedFacility(t.database.db, {
    os_id: FACILITY,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Ashulia Road, Savar, Dhaka',
    ...dhaka,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: OTHER,
    name: 'Delta Denim',
    address: 'Tongi Industrial Area, Gazipur',
    ...dhaka,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: THIRD,
    name: 'Sunrise Leather',
    address: 'Hazaribagh, Dhaka',
    ...dhaka,
  });
});
afterAll(() => t.close());

const claimRows = () => t.database.db.selectFrom('facility_claims').selectAll().execute();
const attachmentRows = () => t.database.db.selectFrom('facility_claim_attachments').selectAll().execute();

/** A refused claim: the answer, and nothing stored. */
async function refused(fields: Record<string, string | string[]>, uploads: Upload[] = [], osId = FACILITY) {
  const before = { claims: (await claimRows()).length, attachments: (await attachmentRows()).length };
  const response = await postClaim(t.app, owner, osId, fields, uploads);
  expect(response.statusCode).toBe(400);
  expect({ claims: (await claimRows()).length, attachments: (await attachmentRows()).length }).toEqual(before);
  return response.json();
}

describe('claim submission: bad input is refused with the spec message and nothing stored', () => {
  it('needs a signed-in user', async () => {
    const response = await postClaim(t.app, '', FACILITY, VALID_FIELDS);
    expect(response.statusCode).toBe(401);
    expect(await claimRows()).toEqual([]);
  });

  it('requires the agreement, name and title', async () => {
    expect(await refused({ business_website: 'https://a.example.com' })).toEqual({
      agreement: [CLAIM_MESSAGES.agreement],
      your_name: [CLAIM_MESSAGES.required],
      your_title: [CLAIM_MESSAGES.required],
    });
    expect(await refused({ ...VALID_FIELDS, agreement: 'no', your_name: '   ' })).toEqual({
      agreement: [CLAIM_MESSAGES.agreement],
      your_name: [CLAIM_MESSAGES.required],
    });
  });

  it('step 2 without any business evidence', async () => {
    const { business_website: _, ...noEvidence } = VALID_FIELDS;
    expect(await refused(noEvidence)).toEqual({ non_field_errors: [CLAIM_MESSAGES.businessEvidence] });
    // A refused .exe is no evidence either.
    expect(await refused(noEvidence, [{ field: 'business_files', name: 'licence.pdf', content: EXE }])).toEqual({
      business_files: [CLAIM_MESSAGES.unsupportedFormat('licence.pdf')],
    });
  });

  it('invalid URLs', async () => {
    expect(
      await refused({
        ...VALID_FIELDS,
        your_business_website: 'me',
        business_website: 'ftp://x.example.com',
        business_linkedin_profile: 'linkedin',
      }),
    ).toEqual({
      your_business_website: [CLAIM_MESSAGES.invalidUrl],
      business_website: [CLAIM_MESSAGES.invalidUrl],
      business_linkedin_profile: [CLAIM_MESSAGES.invalidUrl],
    });
  });

  it('an 11th file, a 6 MB file, an .exe renamed .pdf, a PDF named .png', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: 'business_files',
      name: `doc${i + 1}.png`,
      content: PNG,
    }));
    expect(await refused(VALID_FIELDS, eleven)).toEqual({ business_files: [CLAIM_MESSAGES.tooMany('doc11.png')] });
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect(await refused(VALID_FIELDS, [{ field: 'files', name: 'big.pdf', content: big }])).toEqual({
      files: [CLAIM_MESSAGES.tooLarge('big.pdf')],
    });
    expect(await refused(VALID_FIELDS, [{ field: 'business_files', name: 'licence.pdf', content: EXE }])).toEqual({
      business_files: [CLAIM_MESSAGES.unsupportedFormat('licence.pdf')],
    });
    expect(await refused(VALID_FIELDS, [{ field: 'files', name: 'photo.png', content: PDF }])).toEqual({
      files: [CLAIM_MESSAGES.unsupportedFormat('photo.png')],
    });
    expect(await refused(VALID_FIELDS, [{ field: 'files', name: 'notes.txt', content: Buffer.from('hello') }])).toEqual(
      {
        files: [CLAIM_MESSAGES.unsupportedFormat('notes.txt')],
      },
    );
  });

  it('number of workers with each spec message', async () => {
    const cases: [string, string][] = [
      ['0', CLAIM_MESSAGES.workersZero],
      ['abc', CLAIM_MESSAGES.workersFormat],
      ['012', CLAIM_MESSAGES.workersLeadingZero],
      ['10-5', CLAIM_MESSAGES.workersRange],
    ];
    for (const [value, message] of cases) {
      expect(await refused({ ...VALID_FIELDS, number_of_workers: value })).toEqual({ number_of_workers: [message] });
    }
  });

  it('future dates, closing before opening, bad numbers, a ticked source without a value, unknown sectors', async () => {
    expect(await refused({ ...VALID_FIELDS, opening_date: '2999-01-01', closing_date: '2020-02-30' })).toEqual({
      opening_date: [CLAIM_MESSAGES.invalidDate],
      closing_date: [CLAIM_MESSAGES.invalidDate],
    });
    expect(await refused({ ...VALID_FIELDS, opening_date: '2020-05-01', closing_date: '2019-01-01' })).toEqual({
      opening_date: [CLAIM_MESSAGES.openingAfterClosing],
      closing_date: [CLAIM_MESSAGES.closingBeforeOpening],
    });
    expect(
      await refused({
        ...VALID_FIELDS,
        estimated_annual_throughput: ' 5',
        energy_coal: '9007199254740992',
        energy_diesel: '',
        energy_other: '-3',
      }),
    ).toEqual({
      estimated_annual_throughput: [CLAIM_MESSAGES.spaces],
      energy_coal: [CLAIM_MESSAGES.positiveInteger],
      energy_diesel: [CLAIM_MESSAGES.checkedNeedsValue],
      energy_other: [CLAIM_MESSAGES.positiveInteger],
    });
    expect(await refused({ ...VALID_FIELDS, sectors: ['Apparel', 'Spaceships'] })).toEqual({
      sectors: ['Select valid sectors.'],
    });
  });

  it('a JSON body instead of multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${FACILITY}/claim/`,
      headers: { ...CLIENT_HEADERS, cookie: owner },
      payload: VALID_FIELDS,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { non_field_errors: ['Send the claim as multipart/form-data.'] },
    ]);
    expect(await claimRows()).toEqual([]);
  });

  it('the claimed list needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/facilities/claimed/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/facilities/claimed/', headers: { cookie: owner } })).json(),
    ).toEqual([]);
  });

  it('an unknown facility is not found', async () => {
    const response = await postClaim(t.app, owner, withCheck('BD2024001ZZZZZ'), VALID_FIELDS);
    expect(response.statusCode).toBe(404);
    expect(await claimRows()).toEqual([]);
  });
});

describe('claim submission', () => {
  it('stores every field, the documents by content, and marks the facility pending', async () => {
    const response = await postClaim(
      t.app,
      owner,
      FACILITY,
      {
        ...VALID_FIELDS,
        your_business_website: 'https://rahim.example.com',
        business_linkedin_profile: 'https://www.linkedin.com/company/rainbow',
        sectors: ['Apparel', 'Textiles'],
        number_of_workers: '100-200',
        local_language_name: 'রেইনবো নিটওয়্যার',
        opening_date: '2001-01-01',
        closing_date: '2020-06-01',
        estimated_annual_throughput: '120000',
        energy_coal: '9007199254740991',
        energy_electricity: '350',
      },
      [
        { field: 'files', name: 'employment.jpg', content: JPEG },
        { field: 'business_files', name: 'licence.pdf', content: PDF },
        { field: 'business_files', name: 'Photo.PNG', content: PNG },
      ],
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'PENDING', os_id: FACILITY });
    const [claim] = await claimRows();
    expect(claim).toMatchObject({
      id: body.id,
      facility_id: FACILITY,
      contributor_id: ownerContributor,
      status: 'PENDING',
      contact_person: 'Rahim Uddin',
      job_title: 'Managing Director',
      email: 'owner@example.com',
      website: 'https://rahim.example.com',
      facility_website: 'https://rainbow-knit.example.com',
      linkedin_profile: 'https://www.linkedin.com/company/rainbow',
      sectors: ['Apparel', 'Textiles'],
      facility_workers_count: '100-200',
      facility_name_native_language: 'রেইনবো নিটওয়্যার',
      opening_date: '2001-01-01',
      closing_date: '2020-06-01',
      estimated_annual_throughput: 120000,
      energy_coal: 9007199254740991,
      energy_electricity: 350,
      energy_diesel: null,
    });
    const attachments = await attachmentRows();
    expect(attachments.map((a) => [a.kind, a.file_name, a.content_type, a.file_size])).toEqual([
      ['employment', 'employment.jpg', 'image/jpeg', JPEG.length],
      ['business', 'licence.pdf', 'application/pdf', PDF.length],
      ['business', 'Photo.PNG', 'image/png', PNG.length],
    ]);
    const index = await t.database.db
      .selectFrom('facility_index')
      .select(['has_pending_claim', 'has_approved_claim'])
      .where('os_id', '=', FACILITY)
      .executeTakeFirstOrThrow();
    expect(index).toEqual({ has_pending_claim: true, has_approved_claim: false });
    const session = (await t.app.inject({ method: 'GET', url: '/user-session/', headers: { cookie: owner } })).json();
    expect(session.claimed_facility_ids).toEqual({ approved: [], pending: [FACILITY] });
  });

  it('accepts empty optional values and omitted emissions', async () => {
    const response = await postClaim(t.app, owner, THIRD, { ...VALID_FIELDS, number_of_workers: '', sectors: [] });
    expect(response.statusCode).toBe(200);
    const claim = await t.database.db
      .selectFrom('facility_claims')
      .selectAll()
      .where('facility_id', '=', THIRD)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      facility_workers_count: null,
      sectors: [],
      opening_date: null,
      estimated_annual_throughput: null,
    });
  });

  it("accepts documents sent only under 'files' (the spec's form) as the business evidence", async () => {
    const osId = withCheck('BD2024001EEEEE');
    await insertIndexedFacility(t.database.db, {
      os_id: osId,
      name: 'Meghna Fabrics',
      address: 'Narayanganj',
      country_code: 'BD',
      lat: 23.62,
      lng: 90.5,
    });
    const { business_website: _, ...noWebsite } = VALID_FIELDS;
    const response = await postClaim(t.app, rival, osId, noWebsite, [
      { field: 'files', name: 'trade-licence.pdf', content: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    expect(
      await t.database.db
        .selectFrom('facility_claim_attachments')
        .select('file_name')
        .where('file_name', '=', 'trade-licence.pdf')
        .execute(),
    ).toHaveLength(1);
  });

  it('a second claim on a facility with a pending claim is refused, by anyone', async () => {
    expect(await refused(VALID_FIELDS)).toEqual({ detail: CLAIM_MESSAGES.pendingClaim });
    const before = (await claimRows()).length;
    const response = await postClaim(t.app, rival, FACILITY, VALID_FIELDS);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: CLAIM_MESSAGES.pendingClaim });
    expect((await claimRows()).length).toBe(before);
  });

  it('a claim on a facility with an approved claim is refused', async () => {
    await t.database.db
      .updateTable('facility_claims')
      .set({ status: 'APPROVED' })
      .where('facility_id', '=', FACILITY)
      .execute();
    const before = (await claimRows()).length;
    const response = await postClaim(t.app, rival, FACILITY, VALID_FIELDS, [
      { field: 'business_files', name: 'x.png', content: PNG },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: CLAIM_MESSAGES.approvedClaim });
    expect((await claimRows()).length).toBe(before);
  });

  it('takes every sector at once (one multipart field each)', async () => {
    const osId = withCheck('BD2024001DDDDD');
    await insertIndexedFacility(t.database.db, {
      os_id: osId,
      name: 'All Sectors Mill',
      address: 'Narayanganj',
      country_code: 'BD',
      lat: 23.6,
      lng: 90.5,
    });
    const response = await postClaim(t.app, owner, osId, { ...VALID_FIELDS, sectors: [...SECTORS] });
    expect(response.statusCode).toBe(200);
    const claim = await t.database.db
      .selectFrom('facility_claims')
      .select('sectors')
      .where('facility_id', '=', osId)
      .executeTakeFirstOrThrow();
    expect(claim.sectors).toHaveLength(SECTORS.length);
  });

  it('a denied or revoked claim does not block a new one', async () => {
    await t.database.db
      .updateTable('facility_claims')
      .set({ status: 'DENIED' })
      .where('facility_id', '=', THIRD)
      .execute();
    const response = await postClaim(t.app, rival, THIRD, VALID_FIELDS);
    expect(response.statusCode).toBe(200);
  });
});
