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
