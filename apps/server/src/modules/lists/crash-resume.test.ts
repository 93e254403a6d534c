import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { madeUpWord as word, runJobs, uploadList } from '../../test/list-helpers.ts';
import { createFileStorage } from '../../adapters/file-storage.ts';
import { startWorker } from '../../jobs/worker.ts';
import { requeueExpiredJobs } from '../../jobs/queue.ts';
import { createGeocoder, type Geocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { parseList } from './parse-list.ts';
import { processList } from './process-list.ts';

const FINAL = ['NEW_FACILITY', 'MATCHED', 'POTENTIAL_MATCH', 'ERROR_GEOCODING', 'ERROR_MATCHING'];

let t: TestApp;
let owner: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const listCsv = (rows: number, offset: number) =>
  [
    'country,name,address',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `Bangladesh,${word(i + offset)} ${word((i + offset) * 37 + 11)},"${word((i + offset) * 13 + 5)} ${i}, Dhaka"`,
    ),
  ].join('\n');

async function uploadApproved(rows: number, tag: string, offset: number): Promise<number> {
  const upload = await uploadList(
    t.app,
    owner,
    { name: `Crash ${tag}` },
    { name: `${tag}.csv`, content: listCsv(rows, offset) },
  );
  const listId = upload.json().id as number;
  await runJobs(t.config, t.database.db); // parse
  await t.app.inject({
    method: 'POST',
    url: `/api/facility-lists/${listId}/approve/`,
    headers: { ...CLIENT_HEADERS, cookie: admin },
  });
  return listId;
}

/** Every row processed exactly once: a final status, one match, and one facility per new row. */
async function expectEachRowOnce(listId: number, rows: number) {
  const db = t.database.db;
  const statuses = await db
    .selectFrom('facility_list_items')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('facility_list_id', '=', listId)
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
  expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(rows);
  expect(byStatus.PARSED ?? 0).toBe(0);
  expect(byStatus.GEOCODED ?? 0).toBe(0);
  // A row processed twice would have a second facility or a second match.
  const once = await sql<{ facilities: number; from_items: number; min_matches: number; max_matches: number }>`
    select (select count(*)::int from facilities f join facility_list_items li on li.id = f.created_from_item_id
              where li.facility_list_id = ${listId}) as facilities,
           (select count(distinct f.created_from_item_id)::int from facilities f join facility_list_items li on li.id = f.created_from_item_id
              where li.facility_list_id = ${listId}) as from_items,
           min(matches)::int as min_matches, max(matches)::int as max_matches
    from (select count(m.id) as matches from facility_list_items li left join facility_matches m on m.facility_list_item_id = li.id
          where li.facility_list_id = ${listId} and li.status in ('NEW_FACILITY', 'MATCHED') group by li.id) per`.execute(
    db,
  );
  expect(once.rows[0]).toEqual({
    facilities: byStatus.NEW_FACILITY,
    from_items: byStatus.NEW_FACILITY,
    min_matches: 1,
    max_matches: 1,
  });
  expect(
    (await db.selectFrom('facility_lists').select('processed_at').where('id', '=', listId).executeTakeFirstOrThrow())
      .processed_at,
  ).not.toBeNull();
}

describe('a worker that dies mid-list', () => {
  it('is resumed by another worker once its lease runs out, and every row is processed once', async () => {
    const listId = await uploadApproved(260, 'Hang', 0);
    const real = createGeocoder({ config: t.config, db: t.database.db });
    let calls = 0;
    // Answers 150 rows, then never again: the worker is stuck like a process that was killed.
    const dying: Geocoder = {
      geocode: (query) => (++calls > 150 ? new Promise(() => undefined) : real.geocode(query)),
    };
    const matcher = createMatcher(t.config.matchThresholds);
    const stuck = startWorker({
      db: t.database.db,
      handlers: {
        'lists.parse': (payload) =>
          parseList({ db: t.database.db, files: createFileStorage(t.config) }, payload.listId),
        'lists.process': (payload) =>
          processList({ db: t.database.db, geocoder: dying, matcher }, payload.listId, { lastAttempt: false }),
      },
    });
    await expect.poll(() => calls, { timeout: 60_000 }).toBeGreaterThan(150);
    const done = async () =>
      (
        await t.database.db
          .selectFrom('facility_list_items')
          .select('id')
          .where('facility_list_id', '=', listId)
          .where('status', 'in', FINAL)
          .execute()
      ).length;
    // Whole batches were committed before the worker hung (the first while the second was
    // geocoded); the rest waits.
    await expect.poll(done, { timeout: 30_000 }).toBeGreaterThanOrEqual(90);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await done()).toBeLessThan(260);

    await t.database.db
      .updateTable('jobs')
      .set({ locked_at: sql`now() - interval '11 minutes'` })
      .where('status', '=', 'running')
      .execute();
    expect(await requeueExpiredJobs(t.database.db, 600)).toBe(1);
    await runJobs(t.config, t.database.db);
    await expectEachRowOnce(listId, 260);
    // Stopped, the stuck worker lets go of the connection that held its job's lock.
    await stuck.stop({ graceMs: 0 });
  }, 180_000);

  it('resumes after the worker process is killed (kill -9) mid-transaction', async () => {
    const listId = await uploadApproved(1500, 'Kill', 1000);
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker-main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'silent',
        DEMO_SEED: 'false',
      },
      stdio: 'ignore',
    });
    const finished = () =>
      t.database.db
        .selectFrom('facility_list_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('facility_list_id', '=', listId)
        .where('status', 'in', FINAL)
        .executeTakeFirstOrThrow();
    await expect
      .poll(async () => Number((await finished()).n), { timeout: 120_000, interval: 100 })
      .toBeGreaterThanOrEqual(200);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(Number((await finished()).n)).toBeLessThan(1500);

    // The killed worker's job waits for its lease; here the lease is over at once.
    expect(await requeueExpiredJobs(t.database.db, 0)).toBe(1);
    await runJobs(t.config, t.database.db);
    await expectEachRowOnce(listId, 1500);
  }, 240_000);
});
