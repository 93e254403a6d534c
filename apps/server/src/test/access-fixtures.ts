import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app.ts';
import { CLIENT_HEADERS, createUser, login } from './auth-helpers.ts';
import { insertIndexed, testOsId } from './facility-fixtures.ts';
import { runJobs, uploadList } from './list-helpers.ts';
import { insertReviewFacilities, REVIEW_CSV, REVIEW_FACILITIES } from './review-fixtures.ts';
import { PDF, postClaim, VALID_FIELDS } from '../modules/claims/claim-test-helpers.ts';
import { contributorWithList, facilityFromRow, matchRow } from '../modules/facility-admin/admin-test-fixtures.ts';

/** Who calls: the matrix's columns. `owner` owns every fixture object; `other` is a contributor who owns none. */
export const ROLES = ['anonymous', 'owner', 'other', 'moderator', 'superuser', 'token'] as const;
export type Role = (typeof ROLES)[number];

export interface Caller {
  role: Role;
  email: string | null;
  userId: number | null;
  contributorId: number | null;
  /** Headers a browser (cookie + client key) or an API client (token) sends. */
  headers: Record<string, string>;
}

/** Facilities the fixtures use, each for one purpose so calls do not disturb each other. */
export const FACILITY = {
  plain: testOsId('VN', 1),
  claimPending: testOsId('VN', 2),
  claimDenied: testOsId('VN', 3),
  claimApproved: testOsId('VN', 4),
  claimRevoked: testOsId('VN', 5),
  claimMessaged: testOsId('VN', 6),
  reportedA: testOsId('VN', 7),
  reportedB: testOsId('VN', 8),
  matchTarget: testOsId('VN', 10),
  ...REVIEW_FACILITIES,
};

/** A facility each role claims (or reports) for itself, so one caller's success does not refuse the next. */
export const claimableBy = (role: Role) => testOsId('VN', 20 + ROLES.indexOf(role));
export const reportableBy = (role: Role) => testOsId('VN', 30 + ROLES.indexOf(role));
/** Two facilities each role may try to merge (one into the other). */
export const mergePairOf = (role: Role) => ({
  target: testOsId('VN', 40 + ROLES.indexOf(role)),
  merge: testOsId('VN', 50 + ROLES.indexOf(role)),
});

/** Facilities built from list rows, for the staff's facility tools. */
export const TOOLS = {
  main: testOsId('KH', 1),
  other: testOsId('KH', 2),
  doomed: testOsId('KH', 3),
  moving: testOsId('KH', 4),
  undone: testOsId('KH', 5),
};

export interface AccessFixtures {
  callers: Record<Role, Caller>;
  listId: number;
  /** Lists still waiting for a superuser's decision. */
  pendingListA: number;
  pendingListB: number;
  /** Items of the processed list by row (0 matched, 1-3 potential, 4 new, 5 error). */
  listItems: number[];
  /** Pending potential matches of rows 1 and 2. */
  matchA: number;
  matchB: number;
  claimPending: number;
  claimDenied: number;
  claimApproved: number;
  claimRevoked: number;
  claimMessaged: number;
  attachmentId: number;
  reportA: number;
  reportB: number;
  /** Pending moderation events of the owner. */
  eventReject: string;
  eventCreate: string;
  eventMatch: string;
  apiBlockId: number;
  embedConfigId: number;
  /** A partner field the owner may fill (on FACILITY.plain). */
  partnerFieldId: number;
  /** Active matches of TOOLS.main (split, promote) and of TOOLS.other (moved to main). */
  splitMatch: number;
  promoteMatch: number;
  moveMatch: number;
  /** An undoable staff action (a location update). */
  auditId: number;
}

const PASSWORD = 'Correct-Horse-9';

/** The app settings the fixtures need: only exact matches automatic (so rows wait for review), no auth throttling. */
export const ACCESS_TEST_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', MATCH_AUTOMATIC_THRESHOLD: '0.99' };

/** A fresh session for `email` (for calls that end the session they use). */
export const freshSession = async (app: FastifyInstance, email: string) => ({
  ...CLIENT_HEADERS,
  cookie: await login(app, email, PASSWORD),
});

/** Users of every role and one real object of each kind, all owned by `owner`. */
export async function createAccessFixtures(t: TestApp): Promise<AccessFixtures> {
  const db = t.database.db;
  const users = {
    owner: await createUser(db, { email: 'owner@example.com' }),
    other: await createUser(db, { email: 'other@example.com' }),
    moderator: await createUser(db, { email: 'moderator@example.com', moderator: true }),
    superuser: await createUser(db, { email: 'admin@example.com', superuser: true }),
    token: await createUser(db, { email: 'api@example.com', groups: ['api_user'] }),
  };
  const tokenKey = 'access-matrix-token-0123456789abcdef';
  await db.insertInto('api_tokens').values({ key: tokenKey, user_id: users.token.userId }).execute();
  // The matrix makes more calls a minute than the default token limits allow.
  await db
    .insertInto('api_limits')
    .values({
      contributor_id: users.token.contributorId,
      yearly_limit: 1_000_000,
      rate_per_minute: 100_000,
      writes_per_minute: 100_000,
      rate_per_day: 1_000_000,
    })
    .execute();
  // Both may embed: a refused edit of the owner's config is then about ownership, not the package.
  await db
    .updateTable('contributors')
    .set({ embed_level: 3 })
    .where('id', 'in', [users.owner.contributorId, users.other.contributorId])
    .execute();

  const callers: Partial<Record<Role, Caller>> = {
    anonymous: { role: 'anonymous', email: null, userId: null, contributorId: null, headers: { ...CLIENT_HEADERS } },
  };
  for (const role of ['owner', 'other', 'moderator', 'superuser'] as const) {
    const email = `${role === 'superuser' ? 'admin' : role}@example.com`;
    callers[role] = { role, email, ...users[role], headers: await freshSession(t.app, email) };
  }
  callers.token = {
    role: 'token',
    email: 'api@example.com',
    ...users.token,
    headers: { authorization: `Token ${tokenKey}` },
  };
  const owner = callers.owner!.headers;
  const admin = callers.superuser!.headers;

  await insertReviewFacilities(db);
  const vietnamese = [
    ...Object.entries(FACILITY).filter(([, osId]) => osId.startsWith('VN')),
    ...ROLES.flatMap((r) => [
      [`claimable ${r}`, claimableBy(r)] as const,
      [`reportable ${r}`, reportableBy(r)] as const,
      [`merge target ${r}`, mergePairOf(r).target] as const,
      [`merged ${r}`, mergePairOf(r).merge] as const,
    ]),
  ];
  await insertIndexed(
    db,
    vietnamese.map(([name, osId], i) => ({
      os_id: osId,
      name: `Saigon ${name} Garments`,
      address: `${i + 1} Nguyen Hue, District 1, Ho Chi Minh City`,
      country_code: 'VN',
      lat: 10.77 + i / 1000,
      lng: 106.7,
    })),
  );

  const post = async (url: string, headers: Record<string, string>, payload?: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  // A processed list with potential matches, and two lists left pending.
  const listId = (
    await uploadList(t.app, owner.cookie!, { name: 'Spring Suppliers' }, { name: 'suppliers.csv', content: REVIEW_CSV })
  ).json().id as number;
  await runJobs(t.config, db);
  await post(`/api/facility-lists/${listId}/approve/`, admin);
  await runJobs(t.config, db);
  const listItems = (
    await db
      .selectFrom('facility_list_items')
      .select('id')
      .where('facility_list_id', '=', listId)
      .orderBy('row_index')
      .execute()
  ).map((r) => r.id);
  const pendingMatch = async (itemId: number) =>
    (
      await db
        .selectFrom('facility_matches')
        .select('id')
        .where('facility_list_item_id', '=', itemId)
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const small = 'country,name,address\nVietnam,Mekong Sewing,"12 Le Loi, District 1, Ho Chi Minh City"\n';
  const pendingListA = (
    await uploadList(t.app, owner.cookie!, { name: 'Pending A' }, { name: 'a.csv', content: small })
  ).json().id as number;
  const pendingListB = (
    await uploadList(t.app, owner.cookie!, { name: 'Pending B' }, { name: 'b.csv', content: small })
  ).json().id as number;
  await runJobs(t.config, db);

  // Claims: pending (with a document), another pending (to deny), approved ones (edit, revoke).
  const claim = async (osId: string) => {
    const response = await postClaim(t.app, owner.cookie!, osId, VALID_FIELDS, [
      { field: 'files', name: 'licence.pdf', content: PDF },
    ]);
    if (response.statusCode !== 200) throw new Error(`claim: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const claimPending = await claim(FACILITY.claimPending);
  const claimDenied = await claim(FACILITY.claimDenied);
  const claimApproved = await claim(FACILITY.claimApproved);
  const claimRevoked = await claim(FACILITY.claimRevoked);
  const claimMessaged = await claim(FACILITY.claimMessaged);
  for (const id of [claimApproved, claimRevoked])
    await post(`/api/facility-claims/${id}/approve/`, admin, { reason: 'Documents check out.' });
  const attachmentId = (
    await db
      .selectFrom('facility_claim_attachments')
      .select('id')
      .where('facility_claim_id', '=', claimPending)
      .executeTakeFirstOrThrow()
  ).id;

  const report = async (osId: string) =>
    (
      await post(`/api/facilities/${osId}/report/`, owner, {
        reason_for_report: 'The factory closed in March.',
        closure_state: 'CLOSED',
      })
    ).id as number;
  const reportA = await report(FACILITY.reportedA);
  const reportB = await report(FACILITY.reportedB);

  const contribute = async (name: string) =>
    (
      await post('/api/v1/production-locations/', owner, {
        name,
        address: '99 Tran Hung Dao, District 5, Ho Chi Minh City',
        country: 'VN',
        coordinates: { lat: 10.75, lng: 106.66 },
      })
    ).moderation_id as string;
  const eventReject = await contribute('Cholon Weaving One');
  const eventCreate = await contribute('Cholon Weaving Two');
  const eventMatch = await contribute('Cholon Weaving Three');

  const apiBlockId = (
    await db
      .insertInto('api_blocks')
      .values({
        contributor_id: users.other.contributorId,
        limit: 10,
        actual: 11,
        until: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const embedConfigId = (await post('/api/embed-configs/', owner, { color: '#000000', width: '800', height: '600' }))
    .id as number;
  const partnerFieldId = (
    await db
      .insertInto('partner_fields')
      .values({ name: 'matrix_carbon', type: 'float', unit: 't CO2e', source_by: 'Matrix audit' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('contributor_partner_fields')
    .values({ partner_field_id: partnerFieldId, contributor_id: users.owner.contributorId })
    .execute();

  // Facilities made of list rows, as the pipeline makes them, for split, promote, move and delete.
  const phnomPenh = { country: 'KH', lat: 11.55, lng: 104.92 };
  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  await facilityFromRow(db, alpha, TOOLS.main, {
    name: 'Mekong Garment Co',
    address: '12 Veng Sreng Blvd, Phnom Penh',
    ...phnomPenh,
  });
  const splitMatch = (
    await matchRow(db, beta, TOOLS.main, 'CONFIRMED', {
      name: 'Mekong Garment Unit 2',
      address: '40 Russian Blvd, Phnom Penh',
      ...phnomPenh,
    })
  ).matchId;
  const promoteMatch = (
    await matchRow(db, beta, TOOLS.main, 'CONFIRMED', {
      name: 'Mekong Garment Company',
      address: '12 Veng Sreng Boulevard, Phnom Penh',
      ...phnomPenh,
    })
  ).matchId;
  await facilityFromRow(db, beta, TOOLS.other, {
    name: 'Tonle Sap Knits',
    address: '3 Street 271, Phnom Penh',
    ...phnomPenh,
  });
  const moveMatch = (
    await matchRow(db, alpha, TOOLS.other, 'CONFIRMED', {
      name: 'Mekong Garment Co.',
      address: '12 Veng Sreng, Phnom Penh',
      ...phnomPenh,
    })
  ).matchId;
  for (const [osId, name] of [
    [TOOLS.doomed, 'Duplicate Entry'],
    [TOOLS.moving, 'Old Site Mill'],
    [TOOLS.undone, 'Relocated Mill'],
  ] as const) {
    await facilityFromRow(db, alpha, osId, { name, address: '9 Monivong Blvd, Phnom Penh', ...phnomPenh });
  }
  await post(`/api/facilities/${TOOLS.undone}/update-location/`, admin, {
    lat: 11.56,
    lng: 104.93,
    notes: 'Moved pin to the gate.',
  });
  const auditId = (
    await db
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', TOOLS.undone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

  return {
    callers: callers as Record<Role, Caller>,
    listId,
    pendingListA,
    pendingListB,
    listItems,
    matchA: await pendingMatch(listItems[1]!),
    matchB: await pendingMatch(listItems[2]!),
    claimPending,
    claimDenied,
    claimApproved,
    claimRevoked,
    claimMessaged,
    attachmentId,
    reportA,
    reportB,
    eventReject,
    eventCreate,
    eventMatch,
    apiBlockId,
    embedConfigId,
    partnerFieldId,
    splitMatch,
    promoteMatch,
    moveMatch,
    auditId,
  };
}

/** Tables a refused call may still write: token call counters, rate limit counters and session activity. */
export const VOLATILE_TABLES = new Set([
  'api_requests',
  'api_usage',
  'rate_limit_logs',
  'rate_limit_windows',
  'sessions',
]);

/**
 * The tables a snapshot digests, read once per database: the routes create none (the schema is the
 * migrations'), and information_schema is slow to ask hundreds of times a file.
 */
const snapshotTableNames = new WeakMap<TestApp['database']['db'], Promise<string[]>>();
function snapshotTables(db: TestApp['database']['db']): Promise<string[]> {
  let tables = snapshotTableNames.get(db);
  if (!tables) {
    tables = sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`
      .execute(db)
      .then((result) =>
        result.rows.map((r) => r.name).filter((name) => !VOLATILE_TABLES.has(name) && /^[a-z_]+$/.test(name)),
      );
    snapshotTableNames.set(db, tables);
  }
  return tables;
}

/** A digest of every row of every other table: two equal snapshots mean nothing was written. */
export async function databaseSnapshot(t: TestApp): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables = await snapshotTables(db);
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(name)} x`,
  );
  const result = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
}
