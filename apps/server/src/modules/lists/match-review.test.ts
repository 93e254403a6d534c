import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOsId } from '@registry/core/os-id';
import { LIST_ACTION_MESSAGES, READ_ONLY_MESSAGES } from '@registry/core/list-status';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { createMailer } from '../../adapters/mailer.ts';
import { sendListProcessedEmail } from './list-emails.ts';
import { insertReviewFacilities, REVIEW_CSV, REVIEW_FACILITIES as F } from '../../test/review-fixtures.ts';

let t: TestApp;
let owner: string;
let ownerContributor: number;
let admin: string;
let moderator: string;
let other: string;
let listId: number;
/** Item ids by row_index. */
let rows: number[];

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : CLIENT_HEADERS });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, cookie }, ...(payload ? { payload } : {}) });
const db = () => t.database.db;
const matchesOf = (itemId: number) =>
  db()
    .selectFrom('facility_matches')
    .select(['id', 'facility_id', 'status', 'is_active'])
    .where('facility_list_item_id', '=', itemId)
    .orderBy('confidence', 'desc')
    .execute();
const itemOf = (itemId: number) =>
  db().selectFrom('facility_list_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
const indexOf = (osId: string) =>
  db().selectFrom('facility_index').selectAll().where('os_id', '=', osId).executeTakeFirstOrThrow();
const tileVersion = async () =>
  Number((await db().selectFrom('tile_cache_version').select('version').executeTakeFirstOrThrow()).version);
/** Everything a refused action must leave as it was. */
const snapshot = async () => ({
  items: await db().selectFrom('facility_list_items').select(['id', 'status', 'facility_id']).orderBy('id').execute(),
  matches: await db().selectFrom('facility_matches').select(['id', 'status', 'is_active']).orderBy('id').execute(),
  facilities: (await db().selectFrom('facilities').select('os_id').execute()).length,
  fields: (await db().selectFrom('extended_fields').select('id').execute()).length,
  tiles: await tileVersion(),
});

async function processedList(cookie: string, name: string, csv = REVIEW_CSV): Promise<{ id: number; rows: number[] }> {
  const id = (await uploadList(t.app, cookie, { name }, { name: 'suppliers.csv', content: csv })).json().id as number;
  await runJobs(t.config, db());
  expect((await post(`/api/facility-lists/${id}/approve/`, admin)).statusCode).toBe(200);
  await runJobs(t.config, db());
  const items = await db()
    .selectFrom('facility_list_items')
    .select('id')
    .where('facility_list_id', '=', id)
    .orderBy('row_index')
    .execute();
  return { id, rows: items.map((item) => item.id) };
}

beforeAll(async () => {
  t = await createTestApp({ MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  ownerContributor = (await createUser(db(), { email: 'owner@example.com' })).contributorId;
  owner = await login(t.app, 'owner@example.com');
  await createUser(db(), { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  await createUser(db(), { email: 'moderator@example.com', moderator: true });
  moderator = await login(t.app, 'moderator@example.com');
  await createUser(db(), { email: 'other@example.com' });
  other = await login(t.app, 'other@example.com');
  await insertReviewFacilities(db());
  ({ id: listId, rows } = await processedList(owner, 'Spring Suppliers'));
});
afterAll(() => t.close());

describe('GET /api/facility-lists/{id}/items/', () => {
  it('answers a page of rows in row order with their matches and matched facility', async () => {
    const response = await get(`/api/facility-lists/${listId}/items/?page=1&pageSize=2`, owner);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(6);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`/api/facility-lists/${listId}/items/?page=2&pageSize=2`);
    expect(page.results.map((item: { row_index: number; status: string }) => [item.row_index, item.status])).toEqual([
      [0, 'MATCHED'],
      [1, 'POTENTIAL_MATCH'],
    ]);
    expect(page.results[0]).toMatchObject({
      id: rows[0],
      country_code: 'BD',
      country_name: 'Bangladesh',
      name: 'Rainbow Knitwear Limited',
      geocoded_point: { lat: 23.81, lng: 90.41 },
      matched_facility: {
        os_id: F.rainbow,
        name: 'Rainbow Knitwear Ltd',
        location: { lat: 23.81, lng: 90.41 },
        created_from_id: null,
      },
      matches: [{ os_id: F.rainbow, status: 'AUTOMATIC', confidence: 1, is_active: true, is_claimed: false }],
    });
    // What the matcher weighed, for the review dialog's evidence line.
    expect(page.results[0].matches[0].results).toEqual({
      version: 1,
      match_type: 'automatic',
      name_score: 1,
      address_score: 1,
      distance_km: 0,
      evidence: { raised: ['same name', 'same address', 'nearby'], lowered: [], conflicting: false },
    });
    const potential = page.results[1];
    expect(potential.matched_facility).toBeNull();
    expect(potential.matches.map((m: { os_id: string; status: string }) => [m.os_id, m.status])).toEqual([
      [F.deltaA, 'PENDING'],
      [F.deltaB, 'PENDING'],
    ]);
    expect(potential.matches[0].confidence).toBeGreaterThan(potential.matches[1].confidence);

    const last = (await get(`/api/facility-lists/${listId}/items/?page=3&pageSize=2`, owner)).json();
    expect(last.next).toBeNull();
    expect(last.results[1]).toMatchObject({
      row_index: 5,
      status: 'ERROR_PARSING',
      processing_errors: ["Could not find a country code for 'Atlantis'."],
    });
  });

  it('filters by one or more statuses and by a search term', async () => {
    const potential = (await get(`/api/facility-lists/${listId}/items/?status=POTENTIAL_MATCH`, owner)).json();
    expect(potential.count).toBe(3);
    const two = (await get(`/api/facility-lists/${listId}/items/?status=MATCHED&status=ERROR_PARSING`, owner)).json();
    expect(two.results.map((item: { row_index: number }) => item.row_index)).toEqual([0, 5]);
    const search = (
      await get(`/api/facility-lists/${listId}/items/?search=${encodeURIComponent('konabari')}`, owner)
    ).json();
    expect(search.results.map((item: { name: string }) => item.name)).toEqual(['Orchid Sweaters']);
    const both = (await get(`/api/facility-lists/${listId}/items/?status=NEW_FACILITY&search=orchid`, owner)).json();
    expect(both).toEqual({ count: 0, next: null, previous: null, results: [] });
    // LIKE wildcards in the term are taken literally.
    expect((await get(`/api/facility-lists/${listId}/items/?search=%25`, owner)).json().count).toBe(0);
  });

  it('refuses bad paging and unknown statuses with a 400', async () => {
    const zero = await get(`/api/facility-lists/${listId}/items/?page=0`, owner);
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ page: [LIST_ACTION_MESSAGES.pageInvalid] });
    const big = await get(`/api/facility-lists/${listId}/items/?pageSize=1000`, owner);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ pageSize: [LIST_ACTION_MESSAGES.pageSizeInvalid] });
    expect((await get(`/api/facility-lists/${listId}/items/?page=abc`, owner)).statusCode).toBe(400);
    const status = await get(`/api/facility-lists/${listId}/items/?status=BOGUS`, owner);
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ status: [LIST_ACTION_MESSAGES.statusInvalid] });
    for (const id of ['abc', '0']) {
      const noList = await get(`/api/facility-lists/${id}/items/`, owner);
      expect(noList.statusCode).toBe(400);
      expect(noList.json()).toEqual({ id: [LIST_ACTION_MESSAGES.listIdMissing] });
    }
  });

  it("keeps another contributor's rows private (404), public list or not; staff see them", async () => {
    expect((await get(`/api/facility-lists/${listId}/items/`, other)).statusCode).toBe(404);
    await db().updateTable('facility_lists').set({ is_public: false }).where('id', '=', listId).execute();
    expect((await get(`/api/facility-lists/${listId}/items/`, other)).statusCode).toBe(404);
    await db().updateTable('facility_lists').set({ is_public: true }).where('id', '=', listId).execute();
    expect((await get(`/api/facility-lists/${listId}/items/`)).statusCode).toBe(401);
    expect((await get(`/api/facility-lists/${listId}/items/`, admin)).json().count).toBe(6);
    expect((await get('/api/facility-lists/999999/items/', owner)).statusCode).toBe(404);
  });
});

describe('confirming a potential match', () => {
  it('refuses viewers who may only watch, and changes nothing', async () => {
    const [best] = await matchesOf(rows[1]!);
    const before = await snapshot();
    const byAdmin = await post(`/api/facility-matches/${best!.id}/confirm/`, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: READ_ONLY_MESSAGES.contributor });
    expect((await post(`/api/facility-matches/${best!.id}/confirm/`, other)).statusCode).toBe(404);
    expect((await post(`/api/facility-matches/${best!.id}/reject/`, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/facility-matches/${best!.id}/confirm/` })).statusCode).toBe(
      401,
    );
    expect((await post('/api/facility-matches/999999/confirm/', owner)).statusCode).toBe(404);
    expect((await post('/api/facility-matches/abc/confirm/', owner)).json()).toEqual({
      id: ['facilityMatchID is a required parameter'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('makes the row CONFIRMED_MATCH, rejects the other candidates and adds the row to the facility', async () => {
    const [best, second] = await matchesOf(rows[1]!);
    const tiles = await tileVersion();
    const response = await post(`/api/facility-matches/${best!.id}/confirm/`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: rows[1],
      status: 'CONFIRMED_MATCH',
      matched_facility: { os_id: F.deltaA },
    });
    expect(await matchesOf(rows[1]!)).toEqual([
      { id: best!.id, facility_id: F.deltaA, status: 'CONFIRMED', is_active: true },
      { id: second!.id, facility_id: F.deltaB, status: 'REJECTED', is_active: true },
    ]);
    expect(await itemOf(rows[1]!)).toMatchObject({ status: 'CONFIRMED_MATCH', facility_id: F.deltaA });
    const fields = await db()
      .selectFrom('extended_fields')
      .select(['facility_id', 'field_name'])
      .where('facility_list_item_id', '=', rows[1]!)
      .orderBy('field_name')
      .execute();
    expect(fields).toEqual([
      { facility_id: F.deltaA, field_name: 'parent_company' },
      { facility_id: F.deltaA, field_name: 'product_type' },
    ]);
    expect(await indexOf(F.deltaA)).toMatchObject({
      list_ids: [listId],
      contributor_ids: [ownerContributor],
      product_types: ['Jeans'],
      parent_companies: ['delta group'],
    });
    expect((await indexOf(F.deltaB)).list_ids).toEqual([]);
    expect(await tileVersion()).toBeGreaterThan(tiles);
  });

  it('refuses a match that is no longer pending (confirmed, or rejected by the confirmation)', async () => {
    const [confirmed, rejected] = await matchesOf(rows[1]!);
    const before = await snapshot();
    for (const match of [confirmed!, rejected!]) {
      const again = await post(`/api/facility-matches/${match.id}/confirm/`, owner);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ non_field_errors: [LIST_ACTION_MESSAGES.confirmNotPending] });
    }
    expect((await post(`/api/facility-matches/${confirmed!.id}/reject/`, owner)).json()).toEqual({
      non_field_errors: [LIST_ACTION_MESSAGES.rejectNotPending],
    });
    // An automatic match was never a potential one.
    const [automatic] = await matchesOf(rows[0]!);
    expect((await post(`/api/facility-matches/${automatic!.id}/confirm/`, owner)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('rejecting potential matches', () => {
  it('rejects one match; the row waits while another is pending; rejecting twice is refused', async () => {
    const [first] = await matchesOf(rows[2]!);
    const response = await post(`/api/facility-matches/${first!.id}/reject/`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'POTENTIAL_MATCH', matched_facility: null });
    expect((await matchesOf(rows[2]!)).map((m) => m.status)).toEqual(['REJECTED', 'PENDING']);
    const before = await snapshot();
    const twice = await post(`/api/facility-matches/${first!.id}/reject/`, owner);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ non_field_errors: [LIST_ACTION_MESSAGES.rejectNotPending] });
    expect(await snapshot()).toEqual(before);
  });

  it('rejecting the last pending match makes the row a new facility, found by search', async () => {
    const [, last] = await matchesOf(rows[2]!);
    const tiles = await tileVersion();
    const response = await post(`/api/facility-matches/${last!.id}/reject/`, owner);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item.status).toBe('NEW_FACILITY');
    const osId = item.matched_facility.os_id;
    expect(isValidOsId(osId)).toBe(true);
    expect(item.matched_facility).toMatchObject({ name: 'Orchid Sweaters', created_from_id: rows[2] });
    expect(
      await db().selectFrom('facilities').selectAll().where('os_id', '=', osId).executeTakeFirstOrThrow(),
    ).toMatchObject({
      name: 'Orchid Sweaters',
      address: 'Kashimpur Road, Konabari, Gazipur',
      country_code: 'BD',
      lat: 23.81,
      lng: 90.41,
      created_from_item_id: rows[2],
    });
    expect(await indexOf(osId)).toMatchObject({
      list_ids: [listId],
      contributor_ids: [ownerContributor],
      product_types: ['Sweaters'],
    });
    expect(await tileVersion()).toBeGreaterThan(tiles);
    const search = (await get('/api/facilities/?q=Orchid%20Sweaters')).json();
    expect(search.features.map((f: { properties: { os_id: string } }) => f.properties.os_id)).toContain(osId);
  });
});

describe('removing a row', () => {
  // It uploads and processes a list of its own (parse, approval, geocoding and matching): beside a
  // loaded CI the whole pipeline has taken more than the default 30 s.
  it('refuses bad input and rows that cannot be removed, changing nothing', async () => {
    const [otherList] = (
      await processedList(
        other,
        'Other Suppliers',
        'country,name,address\nIndia,Pune Spinning Mill,"MIDC Bhosari, Pune"\n',
      )
    ).rows;
    const before = await snapshot();
    const url = `/api/facility-lists/${listId}/remove/`;
    expect((await post(url, owner, {})).json()).toEqual({ list_item_id: [LIST_ACTION_MESSAGES.listItemIdMissing] });
    expect((await post(url, owner, { list_item_id: 'x' })).statusCode).toBe(400);
    expect((await post('/api/facility-lists/abc/remove/', owner, { list_item_id: rows[0] })).json()).toEqual({
      id: [LIST_ACTION_MESSAGES.listIdMissing],
    });
    expect((await post(url, owner, { list_item_id: otherList })).json()).toEqual({
      list_item_id: [LIST_ACTION_MESSAGES.itemNotInList],
    });
    const parsingError = await post(url, owner, { list_item_id: rows[5] });
    expect(parsingError.statusCode).toBe(400);
    expect(parsingError.json()).toEqual({ non_field_errors: [LIST_ACTION_MESSAGES.itemNotRemovable] });
    expect((await post(url, other, { list_item_id: rows[0] })).statusCode).toBe(404);
    // The list still has a potential match: admins only watch while the contributor decides.
    expect((await post(url, admin, { list_item_id: rows[0] })).json()).toEqual({
      detail: READ_ONLY_MESSAGES.contributor,
    });
    expect(await snapshot()).toEqual(before);
  }, 90_000);

  it('withdraws the row from its facility and the index; the row shows as removed; removing again is refused', async () => {
    expect((await indexOf(F.rainbow)).list_ids).toEqual([listId]);
    const response = await post(`/api/facility-lists/${listId}/remove/`, owner, { list_item_id: rows[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: rows[0],
      status: 'ITEM_REMOVED',
      matches: [{ os_id: F.rainbow, is_active: false }],
    });
    expect(await indexOf(F.rainbow)).toMatchObject({ list_ids: [], contributor_ids: [] });
    const filtered = (await get(`/api/facility-lists/${listId}/items/?status=REMOVED`, owner)).json();
    expect(filtered.results.map((item: { id: number }) => item.id)).toEqual([rows[0]]);
    const before = await snapshot();
    const again = await post(`/api/facility-lists/${listId}/remove/`, owner, { list_item_id: rows[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [LIST_ACTION_MESSAGES.itemAlreadyRemoved] });
    expect(await snapshot()).toEqual(before);
  });

  it('removes a row that created a facility: the facility keeps its OS ID but loses the list', async () => {
    const created = (await itemOf(rows[4]!)).facility_id!;
    expect((await post(`/api/facility-lists/${listId}/remove/`, owner, { list_item_id: rows[4] })).statusCode).toBe(
      200,
    );
    expect(await indexOf(created)).toMatchObject({ list_ids: [], number_of_public_contributors: 0 });
  });
});

describe('list status as the decisions are made', () => {
  it('says Action required until the last potential match is decided, then Approved', async () => {
    const list = () => get(`/api/facility-lists/${listId}/`, owner).then((r) => r.json());
    expect((await list()).display_status).toBe('Action required');
    const [lotus] = await matchesOf(rows[3]!);
    expect((await post(`/api/facility-matches/${lotus!.id}/confirm/`, owner)).statusCode).toBe(200);
    const done = await list();
    expect(done.display_status).toBe('Approved');
    expect(done.status_counts).toMatchObject({
      CONFIRMED_MATCH: 2,
      NEW_FACILITY: 1,
      ITEM_REMOVED: 2,
      ERROR_PARSING: 1,
      POTENTIAL_MATCH: 0,
    });
  });

  it('leaves removing rows to the contributor once nothing is pending: staff are refused, nothing changes', async () => {
    const before = await snapshot();
    for (const staff of [moderator, admin]) {
      const refused = await post(`/api/facility-lists/${listId}/remove/`, staff, { list_item_id: rows[1] });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { detail: "The list's contributor decides its matches: only they can remove its rows." },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('lists whose matches OS Hub admins decide', () => {
  let modList: { id: number; rows: number[] };
  beforeAll(async () => {
    await db()
      .updateTable('contributors')
      .set({ list_match_responsibility: 'moderator' })
      .where('id', '=', ownerContributor)
      .execute();
    modList = await processedList(owner, 'Moderated Suppliers');
  });

  it('are read-only to the contributor and say Pending moderation', async () => {
    expect((await get(`/api/facility-lists/${modList.id}/`, owner)).json()).toMatchObject({
      match_responsibility: 'moderator',
      display_status: 'Pending moderation',
    });
    const [match] = await matchesOf(modList.rows[1]!);
    const before = await snapshot();
    for (const action of ['confirm', 'reject']) {
      const refused = await post(`/api/facility-matches/${match!.id}/${action}/`, owner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: READ_ONLY_MESSAGES.moderator });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('let moderators and superusers decide', async () => {
    const [delta] = await matchesOf(modList.rows[1]!);
    expect((await post(`/api/facility-matches/${delta!.id}/confirm/`, moderator)).json()).toMatchObject({
      status: 'CONFIRMED_MATCH',
    });
    const [lotus] = await matchesOf(modList.rows[3]!);
    expect((await post(`/api/facility-matches/${lotus!.id}/reject/`, admin)).json()).toMatchObject({
      status: 'NEW_FACILITY',
    });
    // The confirmed row's data counts for the list's contributor, not the moderator's.
    expect((await indexOf(F.deltaA)).contributor_ids).toEqual([ownerContributor]);
    // Staff decisions are recorded; the contributor's own are not.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', 'like', 'match.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'match.confirm', entity_id: String(delta!.id) },
      { action: 'match.reject', entity_id: String(lotus!.id) },
    ]);
  });
});

describe('the e-mail when a list is processed', () => {
  it('tells the contributor the counts per status and links the list', async () => {
    const mails = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'owner@example.com')
      .orderBy('id')
      .execute();
    const mail = mails.find((m) => m.subject === 'Your Open Supply Hub list "Spring Suppliers" has been processed')!;
    expect(mail.text_body).toContain('  MATCHED: 1\n  NEW_FACILITY: 1\n  POTENTIAL_MATCH: 3\n');
    expect(mail.text_body).toContain('  ERROR_PARSING: 1\n');
    expect(mail.text_body).toContain(`${t.config.publicUrl}/lists/${listId}`);
    // One e-mail per processed list.
    expect(mails.filter((m) => m.subject.includes('"Spring Suppliers"'))).toHaveLength(1);
  });

  it('is recorded once when its job runs again (a worker killed after sending, before marking the job done)', async () => {
    const mailer = createMailer({ db: db(), from: t.config.mailFrom });
    const deps = { db: db(), mailer, productName: t.config.productName, publicUrl: t.config.publicUrl };
    await sendListProcessedEmail(deps, listId);
    await sendListProcessedEmail(deps, listId);
    const mails = await db()
      .selectFrom('email_outbox')
      .select('subject')
      .where('subject', 'like', '%"Spring Suppliers" has been processed')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
