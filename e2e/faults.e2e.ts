import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, freshDatabase, startServer, type TestServer, WEB_CLIENT } from './server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The database going away (a PostgreSQL restart, played by cutting a proxy between the server and
 * PostgreSQL): requests fail at once with 503 instead of hanging, the server reconnects by itself,
 * and a list being processed finishes afterwards with every row processed once. PostgreSQL only.
 */
const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again shortly.' };
const ROWS = 400;

let database: { url?: string; drop(): Promise<void> };
let proxy: TcpProxy;
let server: TestServer;
let osIds: string[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One mixed round of what visitors ask for: search, a facility page, counts and the health check. */
async function round(target = server, ids = osIds): Promise<{ status: number; ms: number; body: unknown }[]> {
  const paths = [
    '/api/facilities/?q=textile&pageSize=20',
    `/api/facilities/${ids[0]}/`,
    '/api/facilities/count/?countries=BD',
    '/api/contributors/',
  ];
  return Promise.all(
    paths.map(async (path) => {
      const started = Date.now();
      const response = await fetch(`${target.url}${path}`, { ...WEB_CLIENT, signal: AbortSignal.timeout(20_000) });
      return { status: response.status, ms: Date.now() - started, body: await response.json() };
    }),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL restarts', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({
      DATABASE_URL: viaProxy.toString(),
      DEMO_SEED: 'true',
      DEMO_FACILITIES: '300',
      AUTO_APPROVE_LISTS: 'true',
    });
    const page = (await (await fetch(`${server.url}/api/facilities/?pageSize=5`, WEB_CLIENT)).json()) as {
      features: { id: string }[];
    };
    osIds = page.features.map((f) => f.id);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 at once while the database is down, and recovers by itself', async () => {
    for (const answer of await round()) expect(answer.status).toBe(200);

    await proxy.cut();
    for (let i = 0; i < 3; i++) {
      for (const answer of await round()) {
        // Answers kept in memory (the contributor options) may still come; nothing hangs or breaks.
        expect([200, 503]).toContain(answer.status);
        expect(answer.ms).toBeLessThan(5_000);
        if (answer.status === 503) expect(answer.body).toEqual(UNAVAILABLE);
      }
    }
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    const search = await fetch(`${server.url}/api/facilities/?q=garment`, WEB_CLIENT);
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBe('5');

    await proxy.restore();
    await expect
      .poll(async () => (await round()).map((a) => a.status), { timeout: 20_000, interval: 250 })
      .toEqual([200, 200, 200, 200]);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('finishes a list whose processing the restart interrupted, each row once', async () => {
    const cookie = await apiLogIn(server, 'contributor@example.com');
    const rows = Array.from(
      { length: ROWS },
      (_, i) =>
        `Bangladesh,Restartmill ${i} ${(i * 7919).toString(36)},"Block ${i}, Zone ${(i * 104729).toString(36)}, Dhaka",${21 + i * 0.009},${88.2 + (i % 13) * 0.2}`,
    );
    const form = new FormData();
    form.append('name', 'Interrupted list');
    form.append(
      'file',
      new Blob([['country,name,address,lat,lng', ...rows].join('\n')], { type: 'text/csv' }),
      'interrupted.csv',
    );
    const upload = await fetch(`${server.url}/api/facility-lists/`, {
      method: 'POST',
      headers: { cookie, 'x-client-key': 'faults' },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { id } = (await upload.json()) as { id: number };
    const progress = async () =>
      (
        (await (await fetch(`${server.url}/api/facility-lists/${id}/`, { headers: { cookie } })).json()) as {
          progress: { step: string; match: { done: number; total: number | null } };
        }
      ).progress;

    // Cut the database off while rows are being matched.
    await expect
      .poll(async () => (await progress()).match.done, { timeout: 120_000, interval: 100 })
      .toBeGreaterThan(0);
    const atCut = await progress();
    await proxy.cut();
    expect(atCut.step).not.toBe('done');
    await pause(3_000);
    await proxy.restore();

    await expect.poll(async () => (await progress()).step, { timeout: 180_000, interval: 500 }).toBe('done');
    // The job was cut off, went back to the queue without using up an attempt, and ran again.
    expect(server.logLines().some((line) => line.msg === 'job interrupted: database unavailable')).toBe(true);
    expect(server.logLines().some((line) => line.msg === 'job failed')).toBe(false);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const items = await client.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from facility_list_items where facility_list_id = $1 group by status',
        [id],
      );
      expect(items.rows).toEqual([{ status: 'NEW_FACILITY', n: ROWS }]);
      const created = await client.query<{ n: number; items: number }>(
        `select count(*)::int as n, count(distinct created_from_item_id)::int as items from facilities
         where created_from_item_id in (select id from facility_list_items where facility_list_id = $1)`,
        [id],
      );
      expect(created.rows[0]).toEqual({ n: ROWS, items: ROWS });
      const indexed = await client.query<{ n: number }>(
        `select count(*)::int as n from facility_index where name like 'Restartmill %'`,
      );
      expect(indexed.rows[0]!.n).toBe(ROWS);
    } finally {
      await client.end();
    }
  }, 400_000);
});

/**
 * The embedded database's postmaster killed with -9 (the server's own PostgreSQL dies): the
 * server starts it again by itself; visitors get the 503 at once meanwhile, then answers again
 * within 15 s, from the same server process.
 */
describe('the embedded PostgreSQL killed', () => {
  let embedded: TestServer;
  let ids: string[] = [];
  beforeAll(async () => {
    embedded = await startServer({ DATABASE_URL: '', DEMO_SEED: 'true', DEMO_FACILITIES: '300' });
    const page = (await (await fetch(`${embedded.url}/api/facilities/?pageSize=5`, WEB_CLIENT)).json()) as {
      features: { id: string }[];
    };
    ids = page.features.map((f) => f.id);
  }, 240_000);
  afterAll(() => embedded?.stop());

  it('answers 503 at once while it restarts, then serves again within 15 s without a server restart', async () => {
    const before = await round(embedded, ids);
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const pidFile = path.join(embedded.dataDir, 'postgres', 'postmaster.pid');
    const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    const killed = Date.now();
    process.kill(postmaster, 'SIGKILL');
    let back = 0;
    while (!back && Date.now() - killed < 30_000) {
      const answers = await round(embedded, ids);
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        expect(answer.ms).toBeLessThan(5_000);
        if (answer.status === 503) expect(answer.body).toEqual(UNAVAILABLE);
      }
      if (answers.every((answer) => answer.status === 200)) back = Date.now() - killed;
      else await pause(100);
    }
    console.log(`every visitor request answered again ${back} ms after the postmaster was killed`);
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(15_000);
    expect((await round(embedded, ids)).map((answer) => answer.body)).toEqual(before.map((answer) => answer.body));
    expect(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(postmaster);
    expect(embedded.logLines().some((line) => line.msg === 'embedded database restarted')).toBe(true);
  }, 120_000);
});
