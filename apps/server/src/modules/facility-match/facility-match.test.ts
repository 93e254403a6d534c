import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilityMatchMessages } from '@registry/core/facility-match-api';
import { listUploadMessages } from '@registry/core/list-upload';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { databaseSnapshot } from '../../test/access-fixtures.ts';
import { insertIndexedFacility, testOsId } from '../../test/facility-fixtures.ts';
import { multipartBody } from '../../test/list-helpers.ts';
import { lyingZipBomb, textWorkbook } from '../../test/xlsx-fixtures.ts';

let t: TestApp;
let cookie: string;
let contributorId: number;
let seq = 0;

const RAINBOW = testOsId('BD', 1);
const PALLADAM_300 = testOsId('IN', 2);
const dhaka = { country_code: 'BD', lat: 23.81, lng: 90.41 };

/** Every public table's row count (the API's own counters aside). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::integer as n from ${sql.table(name)}`.execute(
      t.database.db,
    );
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/** An API user with a token and, when given, a call allowance. */
async function apiUser(limit?: { yearly_limit: number }) {
  const email = `match-api${++seq}@example.com`;
  const ids = await createUser(t.database.db, { email, groups: ['api_user'] });
  const key = `match-token-${seq}`;
  await t.database.db.insertInto('api_tokens').values({ key, user_id: ids.userId }).execute();
  if (limit)
    await t.database.db
      .insertInto('api_limits')
      .values({ contributor_id: ids.contributorId, ...limit })
      .execute();
  return { ...ids, email, headers: { authorization: `Token ${key}` } };
}

const usage = async (contributor: number) =>
  (
    await t.database.db
      .selectFrom('api_usage')
      .select('call_count')
      .where('contributor_id', '=', contributor)
      .executeTakeFirst()
  )?.call_count ?? 0;

const session = () => ({ ...CLIENT_HEADERS, cookie });
const matchOne = (payload: unknown, headers: Record<string, string> = session(), query = '?create=false') =>
  t.app.inject({ method: 'POST', url: `/api/facilities/${query}`, headers, payload: payload as object });
const matchMany = (payload: unknown, headers: Record<string, string> = session()) =>
  t.app.inject({ method: 'POST', url: '/api/facilities/match/', headers, payload: payload as object });
const matchFile = (name: string, content: string | Buffer, headers: Record<string, string> = session()) => {
  const body = multipartBody({}, { name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/facilities/match/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const user = await createUser(t.database.db, { email: 'finder@example.com' });
  contributorId = user.contributorId;
  cookie = await login(t.app, 'finder@example.com');
  await insertIndexedFacility(t.database.db, {
    os_id: RAINBOW,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Ashulia Road, Savar, Dhaka',
    ...dhaka,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: PALLADAM_300,
    name: 'Pacific Leather Works Limited',
    address: '300 Palladam Road, Tiruppur',
    country_code: 'IN',
    lat: 11.1,
    lng: 77.34,
  });
});
afterAll(() => t.close());

describe('POST /api/facilities/?create=false', () => {
  it('answers MATCHED with the facility, its confidence and the evidence, and stores nothing but the call count', async () => {
    const before = { counts: await rowCounts(), snapshot: await databaseSnapshot(t) };
    const response = await matchOne({
      country: 'Bangladesh',
      name: 'Rainbow Knitwear Limited',
      address: 'Plot 5, Ashulia Road, Savar, Dhaka',
      lat: 23.81,
      lng: 90.41,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'MATCHED',
      os_id: RAINBOW,
      confidence: 1,
      matches: [
        {
          os_id: RAINBOW,
          name: 'Rainbow Knitwear Ltd',
          address: 'Plot 5, Ashulia Road, Savar, Dhaka',
          confidence: 1,
          evidence: { raised: ['same name', 'same address', 'nearby'], lowered: [], conflicting: false },
        },
      ],
    });
    const after = await rowCounts();
    expect(Object.keys(after).filter((table) => after[table] !== before.counts[table])).toEqual(['api_usage']);
    expect(await databaseSnapshot(t)).toEqual(before.snapshot);
    expect(await usage(contributorId)).toBe(1);
  });

  it('answers MATCHED for a name spaced out by PDF extraction, and not for a spaced-out look-alike', async () => {
    const response = await matchOne({
      country: 'BD',
      name: 'R a i n b o w  K n i t w e a r  L t d',
      address: 'Plot 5, Ashulia Rd, Savar',
      lat: 23.81,
      lng: 90.41,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'MATCHED', os_id: RAINBOW });
    const lookAlike = await matchOne({
      country: 'BD',
      name: 'R a i n b o w  S w e a t e r s  L t d',
      address: 'Plot 9, Ashulia Rd, Savar',
      lat: 23.81,
      lng: 90.41,
    });
    expect(lookAlike.statusCode).toBe(200);
    expect(lookAlike.json()).toMatchObject({ status: expect.not.stringMatching(/^MATCHED$/), os_id: null });
  });

  it('answers POTENTIAL_MATCH for a new name at the same house number, street and town, with that evidence', async () => {
    const response = await matchOne({
      country: 'BD',
      name: 'Meridian Apparel Ltd',
      address: 'Plot 5, Ashulia Rd, Savar',
      lat: 23.81,
      lng: 90.41,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'POTENTIAL_MATCH', os_id: null });
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]).toMatchObject({ os_id: RAINBOW, evidence: { conflicting: false } });
    expect(body.matches[0].evidence.raised).toContain('same house number, street and town, another name');
    // At another plot of the road it is a new facility.
    const elsewhere = await matchOne({
      country: 'BD',
      name: 'Meridian Apparel Ltd',
      address: 'Plot 77, Ashulia Rd, Savar',
      lat: 23.81,
      lng: 90.41,
    });
    expect(elsewhere.json()).toMatchObject({ status: 'NEW_FACILITY', os_id: null, matches: [] });
  });

  it('answers POTENTIAL_MATCH for a look-alike (same street, other number) with the lowering evidence', async () => {
    const response = await matchOne({
      country: 'IN',
      name: 'Pacific Leather Works Limited',
      address: '388 Palladam Road, Tiruppur',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'POTENTIAL_MATCH', os_id: null });
    expect(body.matches[0]).toMatchObject({ os_id: PALLADAM_300, evidence: { conflicting: true } });
    expect(body.matches[0].evidence.lowered).toContain('other house number 388 / 300');
    expect(body.confidence).toBe(body.matches[0].confidence);
  });

  it('answers NEW_FACILITY (no match) for a place the registry does not know', async () => {
    const response = await matchOne({
      country: 'BD',
      name: 'Kobita Toys',
      address: 'Chittagong Export Processing Zone',
      lat: 22.3,
      lng: 91.8,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'NEW_FACILITY', os_id: null, confidence: null, matches: [] });
  });

  it('refuses missing fields, wrong types and rows the list rules refuse, in the legacy error shape, counting nothing', async () => {
    const counted = await usage(contributorId);
    const missing = await matchOne({ name: 'Rainbow' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['address', 'country']);
    const unknownCountry = await matchOne({ country: 'Atlantis', name: 'Rainbow', address: 'Main Road 1' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toEqual({ non_field_errors: ["Could not find a country code for 'Atlantis'."] });
    const blank = await matchOne({ country: 'BD', name: ' ', address: '=HYPERLINK("x")' });
    expect(blank.json()).toEqual({
      non_field_errors: [
        'The name is missing.',
        'The address looks like a spreadsheet formula; enter the text itself.',
      ],
    });
    const badFlag = await matchOne({ country: 'BD', name: 'Rainbow', address: 'Dhaka' }, session(), '?create=maybe');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toEqual({ create: ["Must be 'true' or 'false'."] });
    expect(await usage(contributorId)).toBe(counted);
  });

  it('takes a token, counts one API call, and refuses anonymous callers', async () => {
    const api = await apiUser();
    const response = await matchOne(
      { country: 'BD', name: 'Rainbow Knitwear Ltd', address: 'Plot 5, Ashulia Road, Savar, Dhaka' },
      api.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().os_id).toBe(RAINBOW);
    expect(await usage(api.contributorId)).toBe(1);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/facilities/?create=false',
      headers: CLIENT_HEADERS,
      payload: { country: 'BD', name: 'x', address: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('with create=true (the default) contributes through the v1 path: a pending moderation event', async () => {
    const before = await t.database.db
      .selectFrom('moderation_events')
      .select(sql<number>`count(*)::integer`.as('n'))
      .executeTakeFirstOrThrow();
    const body = {
      country: 'BD',
      name: 'Shapla Sweaters',
      address: 'Road 3, Tongi, Gazipur',
      coordinates: { lat: 23.9, lng: 90.4 },
    };
    const response = await matchOne(body, session(), '');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      moderation_status: 'PENDING',
      cleaned_data: { name: 'Shapla Sweaters', country: { alpha_2: 'BD' } },
    });
    const events = await t.database.db
      .selectFrom('moderation_events')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute();
    expect(events).toHaveLength(before.n + 1);
    expect(events[0]).toMatchObject({ request_type: 'CREATE', source: 'SLC', contributor_id: contributorId });
    // The v1 rules and refusals, in this route's error style.
    const duplicate = await matchOne(
      {
        country: 'BD',
        name: 'Rainbow Knitwear Ltd',
        address: 'Plot 5, Ashulia Road, Savar, Dhaka',
        coordinates: { lat: 23.81, lng: 90.41 },
      },
      session(),
      '?create=true',
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toContain(`(OS ID ${RAINBOW})`);
    const invalid = await matchOne({ country: 'BD', address: 'Somewhere' }, session(), '?create=true');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: ['Name is required.'] });
  });
});

describe('POST /api/facilities/match/', () => {
  it('answers a JSON batch in input order, one result per record, bad records with their errors', async () => {
    const before = await databaseSnapshot(t);
    const counted = await usage(contributorId);
    const response = await matchMany([
      { country: 'BD', name: 'Rainbow Knitwear Limited', address: 'Plot 5, Ashulia Road, Savar, Dhaka' },
      'not a record',
      { country: 'Atlantis', name: 'Nowhere Mills', address: 'Main Street 1' },
      { country: 'BD', name: 42, address: 'Dhaka' },
      { country: 'BD', name: 'Kobita Toys', address: 'Chittagong Export Processing Zone', lat: 22.3, lng: 91.8 },
      { country: 'BD', name: 'Half Point', address: 'Dhaka', lat: 23.8 },
    ]);
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json();
    expect(count).toBe(6);
    expect(
      results.map((r: { row_index: number; status: string; os_id: string | null; errors: string[] }) => [
        r.row_index,
        r.status,
        r.os_id,
        r.errors,
      ]),
    ).toEqual([
      [0, 'MATCHED', RAINBOW, []],
      [1, 'ERROR', null, [facilityMatchMessages.recordNotObject]],
      [2, 'ERROR', null, ["Could not find a country code for 'Atlantis'."]],
      [3, 'ERROR', null, ['The name must be text.']],
      [4, 'NEW_FACILITY', null, []],
      [5, 'ERROR', null, ['Enter both lat and lng, or neither.']],
    ]);
    expect(await databaseSnapshot(t)).toEqual(before);
    expect(await usage(contributorId)).toBe(counted + 6);
  });

  it('refuses what is not a batch, an empty one and one over 1,000 records, as a whole', async () => {
    const notArray = await matchMany({ country: 'BD' });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json()).toEqual({ non_field_errors: [facilityMatchMessages.notArray] });
    expect((await matchMany([])).json()).toEqual({ non_field_errors: ['Send at least one record.'] });
    const tooMany = await matchMany(Array.from({ length: 1001 }, () => ({ country: 'BD', name: 'x', address: 'y' })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      non_field_errors: ['Send at most 1,000 records at once; upload a file to match more.'],
    });
  });

  it('answers a CSV or XLSX file with the header and each row’s cells, and refuses a file without the columns', async () => {
    const csv =
      'Country,Name,Address,Our Code\nBangladesh,Rainbow Knitwear Ltd,"Plot 5, Ashulia Road, Savar, Dhaka",S-1\nAtlantis,Nowhere,Main Street,S-2\n';
    const response = await matchFile('suppliers.csv', csv);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.header).toEqual(['Country', 'Name', 'Address', 'Our Code']);
    expect(
      body.results.map((r: { row_index: number; status: string; os_id: string | null; cells: string[] }) => [
        r.row_index,
        r.status,
        r.os_id,
        r.cells,
      ]),
    ).toEqual([
      [0, 'MATCHED', RAINBOW, ['Bangladesh', 'Rainbow Knitwear Ltd', 'Plot 5, Ashulia Road, Savar, Dhaka', 'S-1']],
      [1, 'ERROR', null, ['Atlantis', 'Nowhere', 'Main Street', 'S-2']],
    ]);
    const noColumns = await matchFile('suppliers.csv', 'Supplier,Where\nRainbow,Dhaka\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toEqual({ file: [listUploadMessages.columnsMissing] });
    const wrongType = await matchFile('suppliers.pdf', '%PDF');
    expect(wrongType.json()).toEqual({ file: [listUploadMessages.fileType] });
    const badWorkbook = await matchFile('suppliers.xlsx', 'not a zip file');
    expect(badWorkbook.statusCode).toBe(400);
    expect(badWorkbook.json().file).toHaveLength(1);
  });

  it('reads an XLSX file like a list upload, and refuses a lying zip bomb as damaged and an oversized file with the list’s limits, counting nothing', async () => {
    const workbook = textWorkbook([
      ['country', 'name', 'address', 'lat', 'lng'],
      ['Bangladesh', 'Rainbow Knitwear Ltd', 'Plot 5, Ashulia Road, Savar, Dhaka', '23.81', '90.41'],
    ]);
    const response = await matchFile('suppliers.xlsx', workbook);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { status: string; os_id: string }) => [r.status, r.os_id])).toEqual([
      ['MATCHED', RAINBOW],
    ]);
    const counted = await usage(contributorId);
    const bomb = await matchFile('bomb.xlsx', lyingZipBomb());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ file: ['The file could not be read as an Excel (.xlsx) workbook.'] });
    const huge = await matchFile(
      'huge.csv',
      `country,name,address
${'Bangladesh,Big Mill,Dhaka\n'.repeat(250_000)}`,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ file: [listUploadMessages.fileTooLarge(5 * 1024 * 1024)] });
    expect(await usage(contributorId)).toBe(counted);
  });

  it('counts each record against the allowance: a batch over what is left answers 429 and counts nothing', async () => {
    const api = await apiUser({ yearly_limit: 5 });
    const records = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ country: 'BD', name: `Rainbow ${i}`, address: 'Dhaka' }));
    const first = await matchMany(records(3), api.headers);
    expect(first.statusCode).toBe(200);
    expect(await usage(api.contributorId)).toBe(3);
    const over = await matchMany(records(3), api.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      detail: 'This request has 3 records to match, and 2 API calls are left in this period.',
    });
    // The refused request is a token call like any other (one call); its records are not counted.
    expect(await usage(api.contributorId)).toBe(4);
    const single = await matchOne({ country: 'BD', name: 'Rainbow Knitwear Ltd', address: 'Dhaka' }, api.headers);
    expect(single.statusCode).toBe(200);
    expect(await usage(api.contributorId)).toBe(5);
    const spent = await matchOne({ country: 'BD', name: 'Rainbow Knitwear Ltd', address: 'Dhaka' }, api.headers);
    expect(spent.statusCode).toBe(402);
    expect(spent.json()).toEqual({ detail: 'API limit exceeded' });
  });

  it('counts a session’s records too, against its contributor’s allowance', async () => {
    const user = await createUser(t.database.db, { email: 'limited@example.com' });
    await t.database.db
      .insertInto('api_limits')
      .values({ contributor_id: user.contributorId, yearly_limit: 2 })
      .execute();
    const limited = { ...CLIENT_HEADERS, cookie: await login(t.app, 'limited@example.com') };
    const over = await matchMany(
      [1, 2, 3].map((i) => ({ country: 'BD', name: `Shop ${i}`, address: 'Dhaka' })),
      limited,
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      detail: 'This request has 3 records to match, and 2 API calls are left in this period.',
    });
    expect(await usage(user.contributorId)).toBe(0);
    expect((await matchMany([{ country: 'BD', name: 'Shop', address: 'Dhaka' }], limited)).statusCode).toBe(200);
    expect(await usage(user.contributorId)).toBe(1);
  });
});

describe('OpenAPI document', () => {
  it('documents both routes with their bodies and answers, and the job routes', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const single = paths['/api/facilities/'].post;
    expect(single.parameters.map((p: { name: string }) => p.name)).toEqual(['create']);
    expect(Object.keys(single.responses['200'].content['application/json'].schema.properties)).toEqual([
      'status',
      'os_id',
      'confidence',
      'matches',
    ]);
    expect(single.responses['202']).toBeDefined();
    expect(single.description).toContain(facilityMatchMessages.nothingPublished);
    const batch = paths['/api/facilities/match/'].post;
    expect(batch.requestBody.content['application/json'].schema).toMatchObject({ type: 'array', maxItems: 1000 });
    expect(Object.keys(batch.responses['200'].content['application/json'].schema.properties)).toEqual([
      'count',
      'header',
      'results',
    ]);
    expect(Object.keys(batch.responses['202'].content['application/json'].schema.properties)).toContain('result_url');
    expect(Object.keys(paths['/api/facilities/match/jobs/{id}/'])).toEqual(['get']);
    expect(Object.keys(paths['/api/facilities/match/jobs/{id}/file/'])).toEqual(['get']);
  });
});
