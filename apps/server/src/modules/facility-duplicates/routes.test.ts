import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES } from '@registry/core/facility-duplicates-api';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { testOsId } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { contributorWithList, facilityFromRow, staffCalls } from '../facility-admin/admin-test-fixtures.ts';
import { runFullPass } from './finder.ts';
import { insertPass } from './queries.ts';
import { facilityDuplicateJobHandlers } from './jobs.ts';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
let other: ReturnType<typeof staffCalls>;
const ids: Record<string, number> = {};

const RAINBOW = testOsId('BD', 1);
const RAINBOW_AGAIN = testOsId('BD', 2);
const MEGHNA = testOsId('BD', 3);
const MEGHNA_AGAIN = testOsId('BD', 4);
const HONGHAO = testOsId('CN', 1);
const HONGHAO_AGAIN = testOsId('CN', 2);

const listed = async (query = '') => {
  const response = await staff.get(`/api/facility-duplicates/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    count: number;
    results: { id: number; os_id_a: string; os_id_b: string; confidence: number }[];
  };
};
const pairOf = async (osId: string) =>
  (await listed('?min_confidence=0')).results.find((row) => row.os_id_a === osId || row.os_id_b === osId)!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  staff = staffCalls(t.app, await login(t.app, 'admin@example.com'));
  await createUser(db, { email: 'someone@example.com' });
  other = staffCalls(t.app, await login(t.app, 'someone@example.com'));
  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  ids.alpha = alpha.contributorId;
  ids.beta = beta.contributorId;
  const dhaka = { country: 'BD', lat: 23.81, lng: 90.41 };
  await facilityFromRow(db, alpha, RAINBOW, {
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Tejgaon Road, Dhaka',
    ...dhaka,
  });
  await facilityFromRow(db, beta, RAINBOW_AGAIN, {
    name: 'Rianbow Knitwear Ltd',
    address: 'Plot 5, Tejgaon Rd, Dhaka',
    ...dhaka,
  });
  const narayanganj = { country: 'BD', lat: 23.7, lng: 90.52 };
  await facilityFromRow(db, alpha, MEGHNA, {
    name: 'Meghna Denim Mills Limited',
    address: '12 Kanchpur Road, Narayanganj',
    ...narayanganj,
  });
  await facilityFromRow(db, alpha, MEGHNA_AGAIN, {
    name: 'Meghna Denim Mills',
    address: '12 Kanchpur Road',
    ...narayanganj,
  });
  const ningbo = { country: 'CN', lat: 29.87, lng: 121.54 };
  await facilityFromRow(db, alpha, HONGHAO, {
    name: 'Ningbo Honghao Garments Co., Ltd.',
    address: 'No. 18 Yinxian Road, Ningbo',
    ...ningbo,
  });
  await facilityFromRow(db, alpha, HONGHAO_AGAIN, {
    name: 'Ningbo Honghao Garments Co Ltd',
    address: 'No 18 Yinxian Road, Ningbo',
    ...ningbo,
  });
  const pass = await insertPass(db, null);
  await runFullPass(db, pass.id, { minConfidence: t.config.matchThresholds.potential });
  // The Rainbow Knitwear of Beta Retail has been claimed.
  await db
    .insertInto('facility_claims')
    .values({
      facility_id: RAINBOW_AGAIN,
      contributor_id: ids.beta,
      status: 'APPROVED',
      contact_person: 'A. Owner',
      job_title: 'Director',
      email: 'owner@example.org',
    })
    .execute();
  await refreshFacilityIndex(db, [RAINBOW_AGAIN]);
});
afterAll(() => t.close());

describe('GET /api/facility-duplicates/', () => {
  it('answers staff only, in the spec error shape', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/facility-duplicates/', headers: CLIENT_HEADERS });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const notStaff = await other.get('/api/facility-duplicates/');
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('lists pairs best first with both facilities, their contributors and claims', async () => {
    const all = await listed('?min_confidence=0');
    expect(all.count).toBe(3);
    expect(all.results.map((row) => [row.os_id_a, row.os_id_b])).toEqual(
      expect.arrayContaining([
        [RAINBOW, RAINBOW_AGAIN],
        [MEGHNA, MEGHNA_AGAIN],
        [HONGHAO, HONGHAO_AGAIN],
      ]),
    );
    const confidences = all.results.map((row) => row.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    const rainbow = (await staff.get('/api/facility-duplicates/?min_confidence=0&country=bd'))
      .json()
      .results.find((row: { os_id_a: string }) => row.os_id_a === RAINBOW);
    expect(rainbow).toMatchObject({
      os_id_a: RAINBOW,
      os_id_b: RAINBOW_AGAIN,
      evidence: { raised: expect.any(Array), lowered: expect.any(Array), conflicting: false },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      facility_a: {
        os_id: RAINBOW,
        name: 'Rainbow Knitwear Ltd',
        address: 'Plot 5, Tejgaon Road, Dhaka',
        country_code: 'BD',
        lat: 23.81,
        lng: 90.41,
        has_approved_claim: false,
        has_pending_claim: false,
        contributors: [{ id: ids.alpha, name: 'Alpha Brand' }],
      },
      facility_b: {
        os_id: RAINBOW_AGAIN,
        has_approved_claim: true,
        contributors: [{ id: ids.beta, name: 'Beta Retail' }],
      },
    });
  });

  it('filters by country, confidence and contributor, and pages', async () => {
    expect((await listed('?min_confidence=0&country=CN')).results.map((row) => row.os_id_a)).toEqual([HONGHAO]);
    expect((await listed(`?min_confidence=0&contributor=${ids.beta}`)).results.map((row) => row.os_id_a)).toEqual([
      RAINBOW,
    ]);
    const all = await listed('?min_confidence=0');
    const best = all.results[0]!.confidence;
    expect((await listed(`?min_confidence=${best}`)).results.every((row) => row.confidence >= best)).toBe(true);
    expect((await listed('?min_confidence=1')).count).toBe(all.results.filter((row) => row.confidence >= 1).length);
    const page2 = await listed('?min_confidence=0&page=2&pageSize=2');
    expect(page2.count).toBe(3);
    expect(page2.results.map((row) => row.id)).toEqual([all.results[2]!.id]);
  });

  it('refuses bad filters with field messages', async () => {
    const bad = await staff.get(
      '/api/facility-duplicates/?country=XX&min_confidence=2&page=0&pageSize=500&contributor=a',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      country: [DUPLICATE_MESSAGES.country],
      min_confidence: [DUPLICATE_MESSAGES.minConfidence],
      page: [DUPLICATE_MESSAGES.wholeNumber],
      pageSize: [DUPLICATE_MESSAGES.pageSize],
      contributor: [DUPLICATE_MESSAGES.wholeNumber],
    });
  });
});

describe('POST /api/facility-duplicates/{id}/dismiss/', () => {
  it('remembers the pair as not a duplicate: never listed again, not even after a full pass', async () => {
    const honghao = await pairOf(HONGHAO);
    const response = await staff.post(`/api/facility-duplicates/${honghao.id}/dismiss/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: honghao.id, dismissed: true });
    expect((await listed('?min_confidence=0')).results.map((row) => row.id)).not.toContain(honghao.id);
    const again = await staff.post(`/api/facility-duplicates/${honghao.id}/dismiss/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DUPLICATE_MESSAGES.dismissed });
    const pass = await insertPass(t.database.db, null);
    await runFullPass(t.database.db, pass.id, { minConfidence: t.config.matchThresholds.potential });
    expect((await listed('?min_confidence=0')).results.map((row) => row.id)).not.toContain(honghao.id);
    const stored = await t.database.db
      .selectFrom('facility_duplicates')
      .select(['dismissed_at'])
      .where('id', '=', honghao.id)
      .executeTakeFirstOrThrow();
    expect(stored.dismissed_at).not.toBeNull();
  });

  it('answers 404 for an unknown pair and 400 for a malformed id; staff only', async () => {
    const unknown = await staff.post('/api/facility-duplicates/999999/dismiss/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: DUPLICATE_MESSAGES.notFound });
    expect((await staff.post('/api/facility-duplicates/abc/dismiss/')).statusCode).toBe(400);
    expect((await other.post('/api/facility-duplicates/1/dismiss/')).statusCode).toBe(403);
  });
});

describe('POST /api/facility-duplicates/{id}/merge/', () => {
  it('refuses a target outside the pair', async () => {
    const meghna = await pairOf(MEGHNA);
    const response = await staff.post(`/api/facility-duplicates/${meghna.id}/merge/`, { target: HONGHAO });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ target: [DUPLICATE_MESSAGES.targetNotInPair] });
    const missing = await staff.post(`/api/facility-duplicates/${meghna.id}/merge/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ target: ['This field is required.'] });
  });

  it('merges a claimed facility away only once confirmed', async () => {
    const rainbow = await pairOf(RAINBOW);
    const refused = await staff.post(`/api/facility-duplicates/${rainbow.id}/merge/`, { target: RAINBOW });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ confirm_claimed: [DUPLICATE_MESSAGES.claimed(RAINBOW_AGAIN)] });
    expect(
      await t.database.db.selectFrom('facilities').select('os_id').where('os_id', '=', RAINBOW_AGAIN).execute(),
    ).toHaveLength(1);
    // Keeping the claimed side needs no confirmation.
    const kept = await staff.post(`/api/facility-duplicates/${rainbow.id}/merge/`, { target: RAINBOW_AGAIN });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ target: RAINBOW_AGAIN, merged: RAINBOW, audit_id: expect.any(Number) });
  });

  it('merges through the audited merge; undoing it brings the pair back', async () => {
    const meghna = await pairOf(MEGHNA);
    const merged = await staff.post(`/api/facility-duplicates/${meghna.id}/merge/`, { target: MEGHNA });
    expect(merged.statusCode).toBe(200);
    const answer = merged.json();
    expect(answer).toMatchObject({ target: MEGHNA, merged: MEGHNA_AGAIN });
    expect((await listed('?min_confidence=0')).results.map((row) => row.id)).not.toContain(meghna.id);
    const gone = await staff.post(`/api/facility-duplicates/${meghna.id}/merge/`, { target: MEGHNA });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ detail: DUPLICATE_MESSAGES.gone });
    const audit = (await staff.get('/api/audit-log/'))
      .json()
      .results.find((row: { id: number }) => row.id === answer.audit_id);
    expect(audit).toMatchObject({
      action: 'facility.merge',
      can_undo: true,
      after: { target: MEGHNA, merged: MEGHNA_AGAIN },
    });
    const undo = await staff.post(`/api/audit-log/${answer.audit_id}/undo/`);
    expect(undo.statusCode).toBe(200);
    expect((await listed('?min_confidence=0')).results.map((row) => row.id)).toContain(meghna.id);
  });

  it('answers 404 for an unknown pair', async () => {
    const response = await staff.post('/api/facility-duplicates/999999/merge/', { target: MEGHNA });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: DUPLICATE_MESSAGES.notFound });
  });
});

describe('POST /api/facility-duplicates/refresh/', () => {
  it('starts one full pass (202), whose progress the GET shows until it is done', async () => {
    const started = await staff.post('/api/facility-duplicates/refresh/');
    expect(started.statusCode).toBe(202);
    const pass = started.json();
    expect(pass).toMatchObject({ status: 'QUEUED', countries_done: 0, facilities_done: 0, finished_at: null });
    const again = await staff.post('/api/facility-duplicates/refresh/');
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(pass.id);
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('name', '=', 'facility-duplicates.pass')
      .where('status', '=', 'queued')
      .execute();
    expect(job.map((row) => row.payload)).toEqual([{ passId: pass.id }]);
    expect((await staff.get('/api/facility-duplicates/refresh/')).json()).toEqual({ pass });
    const handlers = facilityDuplicateJobHandlers({ config: t.config, db: t.database.db });
    await handlers['facility-duplicates.pass']!(
      { passId: pass.id },
      { jobId: job[0]!.id, attempt: 1, signal: new AbortController().signal },
    );
    const done = (await staff.get('/api/facility-duplicates/refresh/')).json().pass;
    expect(done).toMatchObject({
      id: pass.id,
      status: 'DONE',
      countries_total: 2,
      countries_done: 2,
      facilities_total: 5,
      facilities_done: 5,
    });
    expect(done.finished_at).not.toBeNull();
    expect((await other.post('/api/facility-duplicates/refresh/')).statusCode).toBe(403);
    expect((await other.get('/api/facility-duplicates/refresh/')).statusCode).toBe(403);
  });
});
