import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOsId } from '@registry/core/os-id';
import { LIST_ACTION_MESSAGES } from '@registry/core/list-status';
import { LIST_TEMPLATE_PATH } from '@registry/core/list-upload';
import { TEMPLATE_CSV, mapColumns } from './list-columns.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';

let t: TestApp;
let owner: { cookie: string; contributorId: number };
let admin: string;
let other: string;

const EXISTING = withCheck('BD2024001AAAAA');
const TWIN_A = withCheck('BD2024001BBBBB');
const TWIN_B = withCheck('BD2024001CCCCC');

beforeAll(async () => {
  // Only exact (normalised) matches are automatic here, so the rows' outcomes do not hang on score tuning.
  t = await createTestApp({ MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  const user = await createUser(t.database.db, { email: 'owner@example.com' });
  owner = { cookie: await login(t.app, 'owner@example.com'), contributorId: user.contributorId };
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  await createUser(t.database.db, { email: 'other@example.com' });
  other = await login(t.app, 'other@example.com');
  const dhaka = { country_code: 'BD', lat: 23.81, lng: 90.41 };
  await insertIndexedFacility(t.database.db, {
    os_id: EXISTING,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Ashulia Road, Savar, Dhaka',
    ...dhaka,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: TWIN_A,
    name: 'Delta Denim Washing Plant',
    address: 'Tongi Industrial Area, Gazipur',
    ...dhaka,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: TWIN_B,
    name: 'Delta Denim Washing Plant 2',
    address: 'Tongi Industrial Area, Gazipur',
    ...dhaka,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, cookie }, ...(payload ? { payload } : {}) });
const items = (listId: number) =>
  t.database.db
    .selectFrom('facility_list_items')
    .selectAll()
    .where('facility_list_id', '=', listId)
    .orderBy('row_index')
    .execute();

const CSV = [
  'Country,Name,Address,sector_product_type,facility_type_processing_type,number_of_workers,parent_company,lat,lng,Audit Score',
  'Bangladesh,Rainbow Knitwear Limited,"Plot 5, Ashulia Road, Savar, Dhaka",Apparel|T-shirts,Sewing,1200,Rainbow Group,23.81,90.41,A',
  'BGD,Delta Denim Washing,"Tongi Industrial Area, Gazipur",,,,,23.81,90.41,B',
  'bd,Sunrise Leather Goods,"House 12, Road 7, Hazaribagh, Dhaka","Wallets, Belts",Tanning,50-80,,23.73,90.36,C',
  'Bangladesh,Sunrise Leather Goods Ltd.,"House 12, Road 7, Hazaribagh, Dhaka",,,,,23.73,90.36,D',
  'Atlantis,Nowhere Mills,Main Street 1,,,,,,,E',
  'Bangladesh,Rainbow Knitwear Limited,"Plot 5, Ashulia Road, Savar, Dhaka",,,,,23.81,90.41,F',
  '',
].join('\n');

describe('list upload and processing', () => {
  let listId: number;

  it('offers the template, whose columns the upload accepts', async () => {
    const template = await get(LIST_TEMPLATE_PATH);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.body).toBe(TEMPLATE_CSV);
    expect(mapColumns(template.body.split('\n')[0]!.split(',')).missing).toEqual([]);
  });

  it('stores the file as received and answers with the pending list at once', async () => {
    const response = await uploadList(
      t.app,
      owner.cookie,
      { name: '  Spring   2026 (Tier 1) ', description: 'Our suppliers' },
      { name: 'suppliers.csv', content: CSV },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    listId = list.id;
    expect(list).toMatchObject({
      name: 'Spring 2026 (Tier 1)',
      description: 'Our suppliers',
      contributor_id: owner.contributorId,
      file_name: 'suppliers.csv',
      status: 'PENDING',
      item_count: 0,
      match_responsibility: 'contributor',
      parsing_errors: [],
    });
    const unread = { done: 0, total: null };
    const stepUnread = { ...unread, failed: 0 };
    expect(list.progress).toEqual({
      step: 'parse',
      rows: unread,
      parse: stepUnread,
      geocode: stepUnread,
      match: stepUnread,
    });
    const file = await get(`/api/facility-lists/${listId}/file/`, owner.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv');
    expect(file.body).toBe(CSV);
  });

  it('parses at once: rows become items, bad rows ERROR_PARSING, repeated rows DUPLICATE', async () => {
    await runJobs(t.config, t.database.db);
    const list = (await get(`/api/facility-lists/${listId}/`, owner.cookie)).json();
    expect(list).toMatchObject({
      item_count: 6,
      status: 'PENDING',
      statuses: ['PARSED', 'ERROR_PARSING', 'DUPLICATE'],
    });
    // The row that failed to parse and the duplicate are done: they go no further.
    expect(list.progress).toEqual({
      step: 'approval',
      rows: { done: 2, total: 6 },
      parse: { done: 6, total: 6, failed: 1 },
      geocode: { done: 0, total: 4, failed: 0 },
      match: { done: 0, total: 4, failed: 0 },
    });
    expect(list.status_counts).toMatchObject({ PARSED: 4, ERROR_PARSING: 1, DUPLICATE: 1, MATCHED: 0 });
    const rows = await items(listId);
    expect(rows.map((row) => [row.row_index, row.status, row.country_code])).toEqual([
      [0, 'PARSED', 'BD'],
      [1, 'PARSED', 'BD'],
      [2, 'PARSED', 'BD'],
      [3, 'PARSED', 'BD'],
      [4, 'ERROR_PARSING', null],
      [5, 'DUPLICATE', 'BD'],
    ]);
    expect(rows[4]!.processing_errors).toEqual(["Could not find a country code for 'Atlantis'."]);
    expect(rows[5]!.processing_errors).toEqual(['The same facility as row 2.']);
    expect(rows[0]).toMatchObject({
      raw_data: expect.objectContaining({ Country: 'Bangladesh', 'Audit Score': 'A' }),
      sector: ['Apparel'],
      product_type: ['T-shirts'],
      facility_type: ['Sewing'],
      processing_type: ['Sewing'],
      number_of_workers: '1200',
      parent_company: 'Rainbow Group',
      given_lat: 23.81,
      given_lng: 90.41,
    });
    expect(rows[1]!.sector).toEqual(['Unspecified']);
    expect(rows[2]).toMatchObject({ sector: ['Unspecified'], product_type: ['Wallets', 'Belts'] });
    const stored = await t.database.db
      .selectFrom('facility_lists')
      .select(['nonstandard_fields', 'header'])
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(stored.nonstandard_fields).toEqual(['Audit Score']);
  });

  it('lets only superusers approve; approval geocodes and matches the rows', async () => {
    expect((await post(`/api/facility-lists/${listId}/approve/`, owner.cookie)).statusCode).toBe(403);
    const approved = await post(`/api/facility-lists/${listId}/approve/`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', display_status: 'Processing' });
    expect(approved.json().progress).toEqual({
      step: 'geocode',
      rows: { done: 2, total: 6 },
      parse: { done: 6, total: 6, failed: 1 },
      geocode: { done: 0, total: 4, failed: 0 },
      match: { done: 0, total: 4, failed: 0 },
    });
    await runJobs(t.config, t.database.db);

    const list = (await get(`/api/facility-lists/${listId}/`, owner.cookie)).json();
    expect(list.progress).toEqual({
      step: 'done',
      rows: { done: 6, total: 6 },
      parse: { done: 6, total: 6, failed: 1 },
      geocode: { done: 4, total: 4, failed: 0 },
      match: { done: 4, total: 4, failed: 0 },
    });
    const rows = await items(listId);
    expect(rows.map((row) => row.status)).toEqual([
      'MATCHED',
      'POTENTIAL_MATCH',
      'NEW_FACILITY',
      'MATCHED',
      'ERROR_PARSING',
      'DUPLICATE',
    ]);
    expect(rows[0]!.facility_id).toBe(EXISTING);

    // The potential match waits for a person: one PENDING match per close candidate.
    const pending = await t.database.db
      .selectFrom('facility_matches')
      .select(['facility_id', 'status'])
      .where('facility_list_item_id', '=', rows[1]!.id)
      .orderBy('facility_id')
      .execute();
    expect(pending).toEqual([
      { facility_id: TWIN_A, status: 'PENDING' },
      { facility_id: TWIN_B, status: 'PENDING' },
    ]);

    // Two rows of the upload that are one place give one new facility.
    const created = rows[2]!.facility_id!;
    expect(isValidOsId(created)).toBe(true);
    expect(rows[3]!.facility_id).toBe(created);
    const facility = await t.database.db
      .selectFrom('facilities')
      .selectAll()
      .where('os_id', '=', created)
      .executeTakeFirstOrThrow();
    expect(facility).toMatchObject({
      name: 'Sunrise Leather Goods',
      country_code: 'BD',
      lat: 23.73,
      lng: 90.36,
      has_inexact_coordinates: false,
      created_from_item_id: rows[2]!.id,
    });

    // The index has the new facility with the list's contributor, sectors and extended fields.
    const index = await t.database.db
      .selectFrom('facility_index')
      .selectAll()
      .where('os_id', 'in', [created, EXISTING])
      .orderBy('os_id')
      .execute();
    const byId = Object.fromEntries(index.map((row) => [row.os_id, row]));
    expect(byId[created]).toMatchObject({
      list_ids: [listId],
      contributor_ids: [owner.contributorId],
      product_types: ['Belts', 'Wallets'],
      number_of_workers: ['Less than 1000'],
    });
    expect(byId[EXISTING]).toMatchObject({
      list_ids: [listId],
      sectors: ['Apparel'],
      parent_companies: ['rainbow group'],
      processing_types: ['Sewing'],
    });
    const fields = await t.database.db
      .selectFrom('extended_fields')
      .select(['field_name', 'value'])
      .where('facility_list_item_id', '=', rows[0]!.id)
      .orderBy('field_name')
      .execute();
    expect(fields.map((field) => field.field_name)).toEqual([
      'facility_type',
      'number_of_workers',
      'parent_company',
      'processing_type',
      'product_type',
    ]);
  });

  it("answers 404 for another contributor's private list, and lists only the caller's lists", async () => {
    await t.database.db.updateTable('facility_lists').set({ is_public: false }).where('id', '=', listId).execute();
    expect((await get(`/api/facility-lists/${listId}/`, other)).statusCode).toBe(404);
    expect((await get(`/api/facility-lists/${listId}/file/`, other)).statusCode).toBe(404);
    expect((await get(`/api/facility-lists/${listId}/`, admin)).statusCode).toBe(200);
    expect((await get('/api/facility-lists/', other)).json()).toEqual([]);
    const mine = (await get('/api/facility-lists/', owner.cookie)).json();
    expect(mine.map((list: { id: number }) => list.id)).toEqual([listId]);
    expect((await get('/api/facility-lists/')).statusCode).toBe(401);
  });

  it('rejects a pending list with a reason and never processes it', async () => {
    const upload = await uploadList(
      t.app,
      owner.cookie,
      { name: 'To reject' },
      { name: 'r.csv', content: 'country,name,address\nIndia,A Mill,Pune\n' },
    );
    const id = upload.json().id;
    // The reason is what the contributor reads under More information: it is required.
    for (const payload of [{}, { reason: '  ' }]) {
      const refused = await post(`/api/facility-lists/${id}/reject/`, admin, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ reason: [LIST_ACTION_MESSAGES.rejectReasonMissing] });
    }
    expect((await get(`/api/facility-lists/${id}/`, owner.cookie)).json()).toMatchObject({
      status: 'PENDING',
      status_change_reason: '',
    });
    const rejected = await post(`/api/facility-lists/${id}/reject/`, admin, { reason: 'Not a supplier list.' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', status_change_reason: 'Not a supplier list.' });
    const unread = { done: 0, total: null };
    const stepUnread = { ...unread, failed: 0 };
    expect(rejected.json().progress).toEqual({
      step: 'rejected',
      rows: unread,
      parse: stepUnread,
      geocode: stepUnread,
      match: stepUnread,
    });
    expect((await post(`/api/facility-lists/${id}/approve/`, admin)).json()).toEqual({
      non_field_errors: ['Only a pending list can be approved.'],
    });
    await runJobs(t.config, t.database.db);
    expect(await items(id)).toEqual([]);
  });

  it('skips the approval wait for contributors set to auto-approve; a replacing list retires the old one once processed', async () => {
    await t.database.db
      .updateTable('contributors')
      .set({ auto_approve_lists: true, list_match_responsibility: 'moderator' })
      .where('id', '=', owner.contributorId)
      .execute();
    const upload = await uploadList(
      t.app,
      owner.cookie,
      { name: 'Spring 2026 v2', replaces: String(listId) },
      {
        name: 'v2.csv',
        content:
          'country,name,address,lat,lng\nBangladesh,Rainbow Knitwear Ltd,"Plot 5, Ashulia Road, Savar, Dhaka",23.81,90.41\n',
      },
    );
    expect(upload.json()).toMatchObject({ status: 'APPROVED', match_responsibility: 'moderator', replaces: listId });
    await runJobs(t.config, t.database.db);
    const newList = (await get(`/api/facility-lists/${upload.json().id}/`, owner.cookie)).json();
    expect(newList.status_counts.MATCHED).toBe(1);
    const old = (await get(`/api/facility-lists/${listId}/`, owner.cookie)).json();
    expect(old).toMatchObject({ status: 'REPLACED', is_active: false });
    const active = await sql<{
      n: number;
    }>`select count(*)::int as n from facility_matches m join facility_list_items li on li.id = m.facility_list_item_id
      where li.facility_list_id = ${listId} and m.is_active`.execute(t.database.db);
    expect(active.rows[0]!.n).toBe(0);
    const index = await t.database.db
      .selectFrom('facility_index')
      .select('list_ids')
      .where('os_id', '=', EXISTING)
      .executeTakeFirstOrThrow();
    expect(index.list_ids).toEqual([upload.json().id]);
  });
});
