import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, freshDatabase, nodeArgs, startServer, type TestServer, WEB_CLIENT } from './server.ts';

/**
 * Scale beyond one process (docs/operations.md, 'Running several servers'): two server processes and two
 * workers on one PostgreSQL database and one shared FILES_DIR. Lists uploaded to one server are
 * processed by the workers, each row once, and the other server answers for them at once.
 * PostgreSQL only: the embedded database belongs to one process.
 */
const CONTRIBUTOR = 'contributor@example.com';
const LISTS = 4;
const ROWS = 12;

let database: { url?: string; drop(): Promise<void> };
let filesDir: string;
const servers: TestServer[] = [];
const workers: ChildProcess[] = [];

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, nodeArgs(process.env.E2E_WORKER_MAIN, 'apps/server/src/worker-main.ts'), {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

/** A made-up word, different for each n, so no two rows look alike to the matcher. */
function word(n: number): string {
  let seed = (n + 1) * 2654435761;
  let text = '';
  for (let i = 0; i < 9; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += 'bcdfghjklmnprstvz'[seed % 17]! + 'aeiou'[(seed >> 8) % 5]!;
  }
  return text[0]!.toUpperCase() + text.slice(1);
}

/** Rows with coordinates far apart (no geocoder needed), each a new facility. */
function listCsv(list: number): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = list * ROWS + i;
    return `Bangladesh,Scalemill ${word(n)},"${word(n + 1000)} Road ${n}, Dhaka",${21 + n * 0.08},${88.5 + (n % 7) * 0.3}`;
  });
  return ['country,name,address,lat,lng', ...rows].join('\n');
}

describe.skipIf(!process.env.DATABASE_URL)('two servers and two workers on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-shared-files-'));
    const env = { DATABASE_URL: database.url!, FILES_DIR: filesDir, RUN_WORKER: 'false', AUTO_APPROVE_LISTS: 'true' };
    // The first server migrates and seeds; the second finds both done.
    servers.push(await startServer({ ...env, DEMO_SEED: 'true', DEMO_FACILITIES: '200' }));
    servers.push(await startServer({ ...env, DEMO_SEED: 'true' }));
    startWorker(env);
    startWorker(env);
  }, 240_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(
      workers.map(
        (worker) => new Promise((resolve) => (worker.exitCode !== null ? resolve(null) : worker.once('exit', resolve))),
      ),
    );
    for (const server of servers) await server.stop();
    await database?.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('processes lists uploaded to one server once each, and the other server serves the result', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const cookie = await apiLogIn(first, CONTRIBUTOR);
    const listIds: number[] = [];
    for (let list = 0; list < LISTS; list++) {
      const form = new FormData();
      form.append('name', `Scale list ${list}`);
      form.append('file', new Blob([listCsv(list)], { type: 'text/csv' }), `scale-${list}.csv`);
      const response = await fetch(`${first.url}/api/facility-lists/`, {
        method: 'POST',
        headers: { cookie, 'x-client-key': 'scale-test' },
        body: form,
      });
      expect(response.status).toBe(200);
      listIds.push(((await response.json()) as { id: number }).id);
    }

    // The session lives in the database: the other server knows it, and follows the workers' progress.
    for (const id of listIds) {
      await expect
        .poll(
          async () => {
            const list = (await (
              await fetch(`${second.url}/api/facility-lists/${id}/`, { headers: { cookie } })
            ).json()) as { progress: { step: string } };
            return list.progress.step;
          },
          { timeout: 180_000, interval: 500 },
        )
        .toBe('done');
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const items = await client.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from facility_list_items where facility_list_id = any($1) group by status`,
        [listIds],
      );
      // Every row is a new facility (the names are new), none left half-way.
      expect(items.rows).toEqual([{ status: 'NEW_FACILITY', n: LISTS * ROWS }]);
      const facilities = await client.query<{ n: number; names: number }>(
        `select count(*)::int as n, count(distinct name)::int as names from facilities where name like 'Scalemill %'`,
      );
      expect(facilities.rows[0]).toEqual({ n: LISTS * ROWS, names: LISTS * ROWS });
      // Each job ran once: claimed by one worker, done on its first attempt.
      const jobs = await client.query<{ name: string; status: string; attempts: number }>(
        `select name, status, attempts from jobs where (payload ->> 'listId')::bigint = any($1) order by name`,
        [listIds],
      );
      for (const step of ['lists.parse', 'lists.process'])
        expect(jobs.rows.filter((job) => job.name === step)).toHaveLength(LISTS);
      for (const job of jobs.rows) expect(job).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await client.end();
    }

    // Both servers find the new facilities (the index was written by the workers).
    for (const server of servers) {
      const search = (await (
        await fetch(`${server.url}/api/facilities/?q=Scalemill&pageSize=1`, WEB_CLIENT)
      ).json()) as { count: number };
      expect(search.count).toBe(LISTS * ROWS);
    }
  }, 300_000);
});
