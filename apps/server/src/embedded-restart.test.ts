import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/demo-users.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { madeUpWord as word } from './test/list-helpers.ts';
import { startServer as startServerProcess, type TestServer } from './test/server-process.ts';

/**
 * The real server (`main.ts`) on the embedded database, stopped in the middle of a list twice: by
 * SIGTERM, then by kill -9. Each restart on the same data directory takes the list back at once
 * (the embedded database has one worker, so no lease to wait out) and every row ends processed once.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-restart-'));
const ROWS = 1_200;
const FINAL = ['MATCHED', 'POTENTIAL_MATCH', 'NEW_FACILITY', 'ERROR_GEOCODING', 'ERROR_MATCHING'];

let server: TestServer | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server on the embedded database (DATABASE_URL empty), whatever the run's database: its exit code when it ends. */
async function startServer() {
  const started = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    DEMO_FACILITIES: '200',
    AUTO_APPROVE_LISTS: 'true',
  });
  server = started;
  return {
    child: { kill: (signal: NodeJS.Signals) => void started.signal(signal) },
    url: started.url,
    exited: started.exited.then(({ code }) => code),
  };
}

/** The embedded server's own database, reached over its socket (checks only). */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@localhost/registry?host=${encodeURIComponent(path.join(dataDir, 'postgres'))}`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const doneRows = async (listId: number) =>
  Number(
    (
      await query<{ n: string }>(
        'select count(*) as n from facility_list_items where facility_list_id = $1 and status = any($2)',
        [listId, FINAL],
      )
    )[0]!.n,
  );

describe('the server on the embedded database, stopped mid-list', () => {
  it('stops on SIGTERM with its job back in the queue, takes it back at once after kill -9, and processes every row once', async () => {
    let { child, url, exited } = await startServer();
    const login = await fetch(`${url}/user-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-key': 'test' },
      body: JSON.stringify({ email: 'contributor@example.com', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const rows = Array.from(
      { length: ROWS },
      (_, i) =>
        `Bangladesh,${word(i)} ${word(i * 37 + 11)},"${word(i * 13 + 5)} ${i}, Dhaka",${23 + (i % 300) * 0.002},${90 + (i % 7) * 0.01}`,
    );
    const form = new FormData();
    form.set('name', 'Restart list');
    form.set(
      'file',
      new Blob([['country,name,address,lat,lng', ...rows].join('\n')], { type: 'text/csv' }),
      'restart.csv',
    );
    const upload = await fetch(`${url}/api/facility-lists/`, {
      method: 'POST',
      headers: { cookie, 'x-client-key': 'test' },
      body: form,
    });
    expect(upload.status).toBe(200);
    const listId = ((await upload.json()) as { id: number }).id;

    // SIGTERM in the middle: the process exits cleanly and its job is queued again, not running.
    await expect.poll(() => doneRows(listId), { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The server stopped its PostgreSQL too: started here on its own to look.
    const idle = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres') });
    const afterTerm = await query<{ status: string }>("select status from jobs where name = 'lists.process'");
    const doneAtTerm = await doneRows(listId);
    await idle.stop();
    expect(afterTerm.map((job) => job.status)).toEqual(['queued']);
    expect(doneAtTerm).toBeLessThan(ROWS);

    // Restart, then kill -9 while it works: the PostgreSQL it started is left running.
    ({ child, url, exited } = await startServer());
    await expect.poll(() => doneRows(listId), { timeout: 120_000, interval: 100 }).toBeGreaterThan(doneAtTerm);
    child.kill('SIGKILL');
    await exited;
    const running = await query<{ status: string; locked_by: string }>(
      "select status, locked_by from jobs where name = 'lists.process'",
    );
    const doneAtKill = await doneRows(listId);
    if (doneAtKill < ROWS) expect(running.map((job) => job.status)).toEqual(['running']);

    // The next start stops the orphaned PostgreSQL, takes the job back without its ten-minute
    // lease, and finishes the list.
    ({ child, url, exited } = await startServer());
    await expect.poll(() => doneRows(listId), { timeout: 180_000, interval: 200 }).toBe(ROWS);
    const perRow = await query<{ items: string; matches: string; facilities: string }>(
      `select count(*) as items,
         (select count(*) from facility_matches m join facility_list_items i on i.id = m.facility_list_item_id where i.facility_list_id = $1) as matches,
         (select count(distinct m.facility_id) from facility_matches m join facility_list_items i on i.id = m.facility_list_item_id where i.facility_list_id = $1) as facilities
       from facility_list_items where facility_list_id = $1`,
      [listId],
    );
    // Each row one match, each (made-up, distinct) row its own new facility: nothing done twice.
    expect(perRow[0]).toEqual({ items: String(ROWS), matches: String(ROWS), facilities: String(ROWS) });
    const statuses = await query<{ status: string; n: string }>(
      'select status, count(*) as n from facility_list_items where facility_list_id = $1 group by status',
      [listId],
    );
    expect(statuses).toEqual([{ status: 'NEW_FACILITY', n: String(ROWS) }]);
  }, 400_000);
});

describe('the server on the embedded database, its PostgreSQL killed', () => {
  const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-postmaster-'));
  const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again shortly.' };
  const LIST_ROWS = 300;
  let own: TestServer | null = null;
  afterAll(async () => {
    await own?.stop();
    fs.rmSync(ownDir, { recursive: true, force: true });
  });
  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(ownDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const ownQuery = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@localhost/registry?host=${encodeURIComponent(path.join(ownDir, 'postgres'))}`,
    });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  it('answers 503 meanwhile, serves data again within 15 s without a restart, and finishes the list each row once', async () => {
    own = await startServerProcess({
      DATABASE_URL: '',
      DATA_DIR: ownDir,
      DEMO_SEED: 'true',
      DEMO_FACILITIES: '200',
      AUTO_APPROVE_LISTS: 'true',
    });
    const server = own;
    const login = await fetch(`${server.url}/user-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-key': 'test' },
      body: JSON.stringify({ email: 'contributor@example.com', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const form = new FormData();
    form.set('name', 'Postmaster list');
    const rows = Array.from(
      { length: LIST_ROWS },
      (_, i) =>
        `Bangladesh,${word(i + 5_000)} ${word(i * 41 + 7)},"${word(i * 17 + 3)} ${i}, Dhaka",${23 + i * 0.003},90.4`,
    );
    form.set('file', new Blob([['country,name,address,lat,lng', ...rows].join('\n')], { type: 'text/csv' }), 'pm.csv');
    const upload = await fetch(`${server.url}/api/facility-lists/`, {
      method: 'POST',
      headers: { cookie, 'x-client-key': 'test' },
      body: form,
    });
    expect(upload.status).toBe(200);
    const listId = ((await upload.json()) as { id: number }).id;
    const done = async () =>
      Number(
        (
          await ownQuery<{ n: string }>(
            'select count(*) as n from facility_list_items where facility_list_id = $1 and status = any($2)',
            [listId, FINAL],
          )
        )[0]!.n,
      );
    await expect.poll(done, { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);

    // kill -9 of the postmaster in the middle of the list: each answer meanwhile is the 503.
    const killed = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    const answers: { status: number; body: unknown }[] = [];
    let back = 0;
    while (Date.now() - killed < 30_000) {
      const response = await fetch(`${server.url}/api/facilities/?pageSize=1`, { headers: { 'x-client-key': 'test' } });
      answers.push({ status: response.status, body: await response.json() });
      if (response.status === 200) {
        back = Date.now() - killed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`data answered again ${back} ms after the postmaster was killed`);
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(15_000);
    for (const answer of answers.slice(0, -1)) expect(answer).toEqual({ status: 503, body: UNAVAILABLE });
    await expect
      .poll(() => server.logLines().filter((line) => line.msg === 'embedded database restarted'))
      .toEqual([expect.objectContaining({ exit: 'SIGKILL' })]);
    console.log(server.logLines().find((line) => line.msg === 'embedded database restarted'));
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    // The job cut off with its connection goes back to the queue and the list ends each row once.
    await expect.poll(done, { timeout: 180_000, interval: 250 }).toBe(LIST_ROWS);
    const perRow = await ownQuery<{ items: string; matches: string; facilities: string }>(
      `select count(*) as items,
         (select count(*) from facility_matches m join facility_list_items i on i.id = m.facility_list_item_id where i.facility_list_id = $1) as matches,
         (select count(distinct m.facility_id) from facility_matches m join facility_list_items i on i.id = m.facility_list_item_id where i.facility_list_id = $1) as facilities
       from facility_list_items where facility_list_id = $1`,
      [listId],
    );
    expect(perRow[0]).toEqual({ items: String(LIST_ROWS), matches: String(LIST_ROWS), facilities: String(LIST_ROWS) });
    expect(server.logLines().some((line) => line.msg === 'job failed')).toBe(false);
  }, 400_000);

  it('exits non-zero when its PostgreSQL cannot come back', async () => {
    const server = own!;
    const dataDir = path.join(ownDir, 'postgres');
    fs.renameSync(path.join(dataDir, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION.away'));
    process.kill(postmasterPid(), 'SIGKILL');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(
      server.logLines().filter((line) => line.msg === 'embedded database lost: it could not be restarted'),
    ).toHaveLength(1);
    fs.renameSync(path.join(dataDir, 'PG_VERSION.away'), path.join(dataDir, 'PG_VERSION'));
  }, 120_000);
});
