import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, testOsId } from '../../test/facility-fixtures.ts';
import { madeUpWord, multipartBody, runJobs } from '../../test/list-helpers.ts';
import { facilityMatchMessages } from '@registry/core/facility-match-api';
import { runMatchJob } from './match-job.ts';
import { insertMatchJob } from './queries.ts';
import { createFacilityMatchService } from './service.ts';
import { createServices } from '../../services.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let ownerContributor: number;

const RAINBOW = testOsId('BD', 1);
const ROWS = 1_050;

/** A supplier file of more than 1,000 rows: the first is a known facility, one has no country we know. */
const csv = [
  'Supplier Code,country,name,address,lat,lng',
  'S-0,Bangladesh,Rainbow Knitwear Ltd,"Plot 5, Ashulia Road, Savar, Dhaka",23.81,90.41',
  'S-1,Atlantis,Nowhere Mills,Main Street 1,,',
  ...Array.from(
    { length: ROWS - 2 },
    (_, i) => `S-${i + 2},Bangladesh,${madeUpWord(i + 300)} Apparels,"${i + 1} Tongi Road, Gazipur",23.9,90.4`,
  ),
].join('\n');

const upload = (headers: Record<string, string>) => {
  const body = multipartBody({}, { name: 'suppliers.csv', content: csv });
  return t.app.inject({
    method: 'POST',
    url: '/api/facilities/match/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  ownerContributor = (await createUser(t.database.db, { email: 'owner@example.com' })).contributorId;
  owner = { ...CLIENT_HEADERS, cookie: await login(t.app, 'owner@example.com') };
  await createUser(t.database.db, { email: 'other@example.com' });
  other = { ...CLIENT_HEADERS, cookie: await login(t.app, 'other@example.com') };
  await insertIndexedFacility(t.database.db, {
    os_id: RAINBOW,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Ashulia Road, Savar, Dhaka',
    country_code: 'BD',
    lat: 23.81,
    lng: 90.41,
  });
});
afterAll(() => t.close());

describe('a file of more than 1,000 rows runs as a job', () => {
  it('answers 202 with the queued job, counts every row, and gives the file back with os_id, match_status and confidence', async () => {
    const response = await upload(owner);
    expect(response.statusCode).toBe(202);
    const job = response.json();
    expect(job).toMatchObject({
      status: 'QUEUED',
      file_name: 'suppliers.csv',
      row_count: ROWS,
      processed_count: 0,
      error: null,
      result_url: null,
    });
    const usage = await t.database.db
      .selectFrom('api_usage')
      .select('call_count')
      .where('contributor_id', '=', ownerContributor)
      .executeTakeFirstOrThrow();
    expect(usage.call_count).toBe(ROWS);

    const early = await t.app.inject({ url: `/api/facilities/match/jobs/${job.id}/file/`, headers: owner });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'The file is not matched yet.' });

    await runJobs(t.config, t.database.db);
    const done = await t.app.inject({ url: `/api/facilities/match/jobs/${job.id}/`, headers: owner });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'DONE',
      row_count: ROWS,
      processed_count: ROWS,
      result_url: `/api/facilities/match/jobs/${job.id}/file/`,
    });

    const file = await t.app.inject({ url: done.json().result_url, headers: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''suppliers-os-ids.csv");
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe('Supplier Code,country,name,address,lat,lng,os_id,match_status,confidence');
    expect(lines[1]).toBe(
      `S-0,Bangladesh,Rainbow Knitwear Ltd,"Plot 5, Ashulia Road, Savar, Dhaka",23.81,90.41,${RAINBOW},MATCHED,1`,
    );
    expect(lines[2]).toBe('S-1,Atlantis,Nowhere Mills,Main Street 1,,,,ERROR,');
    expect(lines[3]).toBe(
      `S-2,Bangladesh,${madeUpWord(300)} Apparels,"1 Tongi Road, Gazipur",23.9,90.4,,NEW_FACILITY,`,
    );
    // Nothing was published.
    expect(await t.database.db.selectFrom('facilities').select('os_id').execute()).toEqual([{ os_id: RAINBOW }]);
  }, 120_000);

  it('shows a job and its file to its owner only', async () => {
    const job = (await upload(owner)).json();
    for (const url of [
      `/api/facilities/match/jobs/${job.id}/`,
      `/api/facilities/match/jobs/${job.id}/file/`,
      '/api/facilities/match/jobs/999999/',
    ]) {
      const response = await t.app.inject({ url, headers: other });
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { detail: 'Not found.' }]);
    }
    const anonymous = await t.app.inject({ url: `/api/facilities/match/jobs/${job.id}/`, headers: CLIENT_HEADERS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks a job FAILED, with the reason the page shows, when its last attempt cannot match the file', async () => {
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    const job = await insertMatchJob(t.database.db, {
      userId: user.id,
      fileName: 'gone.csv',
      fileKey: 'facility-match/0/gone.csv',
      rowCount: 2000,
    });
    const services = createServices(t.config, t.database.db);
    const deps = {
      db: t.database.db,
      files: services.files,
      matching: createFacilityMatchService({
        db: t.database.db,
        matcher: services.matcher,
        geocoder: services.geocoder,
      }),
    };
    // An attempt that may be retried leaves the job for the next one.
    await expect(runMatchJob(deps, job.id, { lastAttempt: false })).rejects.toThrow();
    expect((await t.app.inject({ url: `/api/facilities/match/jobs/${job.id}/`, headers: owner })).json()).toMatchObject(
      { status: 'RUNNING', error: null },
    );
    await expect(runMatchJob(deps, job.id, { lastAttempt: true })).rejects.toThrow();
    expect((await t.app.inject({ url: `/api/facilities/match/jobs/${job.id}/`, headers: owner })).json()).toMatchObject(
      {
        status: 'FAILED',
        error: facilityMatchMessages.jobFailed,
        result_url: null,
      },
    );
  });
});
