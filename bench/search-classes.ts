// npm run bench:search -- [--url http://host:port] [--requests 40] [--connections 50] [--duration 30] [--settle 30]
//   [--only v1] [--only "q =" ] [--only "country,sector,boundary"] [--load-only]
// What users type and pick, drawn from the data: for each class of request, distinct requests
// one after another (p50/p95/p99), 200 pasted names (is the facility of that name first?), then
// a concurrent load of every class at once. Over DATABASE_URL (a seeded database, e.g.
// `npm run seed -- --facilities 1200000`); without --url it starts the real server on it with the
// search answer cache off and WEB_PROCESSES (default auto) HTTP processes, and gives it --settle
// seconds to read its search memory (search-memory.ts) as a server that has been up a while has.
// The concurrent load reports the CPU it cost per request, of the database's backends (and of the
// server's processes when started here): the figure that holds when the machine is shared.
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';
import { createRandom } from '../apps/server/src/db/seed/random.ts';
import { startServer, type TestServer } from '../e2e/server.ts';
import { BENCH_CLIENT, fetchJson } from './api-client.ts';
import { backendsOf, cpuBetween, processTree, sampleCpu } from './process-cpu.ts';
import { CLASSES, SAMPLE_QUERY, enc, pathsOf, type Sampled } from './search-request-classes.ts';
import { summarize, type Summary } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const perClass = Number(option('--requests') ?? 40);
const connections = Number(option('--connections') ?? 50);
const duration = Number(option('--duration') ?? 30);
const settleSeconds = Number(option('--settle') ?? 30);
/** Only the classes whose name starts with one of these (comma-separated, e.g. `v1`), in the timings and the concurrent load. */
const only = option('--only')?.split(',');
/** The concurrent load alone: no timings one after another, no pasted names. */
const loadOnly = args.includes('--load-only');

/** The v1 API answers signed-in callers: a demo contributor's session (sessions have no per-minute limit). */
let v1Session = '';
const headersFor = (path: string) =>
  path.startsWith('/api/v1/') ? { ...BENCH_CLIENT, cookie: v1Session } : BENCH_CLIENT;

async function timed(base: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + path, { headers: headersFor(path) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name the seeded database');
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  let server: TestServer | null = null;
  try {
    const webProcesses = process.env.WEB_PROCESSES ?? 'auto';
    const base =
      option('--url') ??
      (server = await startServer({
        DATABASE_URL: databaseUrl,
        SEARCH_CACHE_ENTRIES: '0',
        RUN_WORKER: 'false',
        LOG_LEVEL: 'warn',
        WEB_PROCESSES: webProcesses,
      })).url;
    if (server) await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const { rows: sample } = await sql<Sampled>`${sql.raw(SAMPLE_QUERY)}`.execute(database.db);
    const facilities = Number(
      (await sql<{ n: number }>`select count(*)::int as n from facility_index`.execute(database.db)).rows[0]!.n,
    );
    const key = await fetchJson<string>(`${base}/api/current_tile_cache_key`);
    const login = await fetch(`${base}/user-login/`, {
      method: 'POST',
      headers: { ...BENCH_CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'contributor@example.com', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`demo login: ${login.status} ${await login.text()}`);
    v1Session = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const random = createRandom(2_2);
    const loadBefore = os.loadavg();

    const classes: { name: string; requests: number; ms: Summary; max: number; slowest: string[] }[] = [];
    const chosen = CLASSES.filter(([name]) => only === undefined || only.some((prefix) => name.startsWith(prefix)));
    for (const [name, make] of loadOnly ? [] : chosen) {
      const timings: [number, string][] = [];
      for (const path of pathsOf(make, random, sample, key, perClass)) timings.push([await timed(base, path), path]);
      const times = timings.map(([ms]) => ms);
      // The three slowest requests, to see what the tail is made of.
      const slowest = timings
        .sort((a, b) => b[0] - a[0])
        .slice(0, 3)
        .map(([ms, path]) => `${Math.round(ms)} ms ${decodeURIComponent(path)}`);
      classes.push({
        name,
        requests: times.length,
        ms: summarize(times),
        max: Math.round(Math.max(...times)),
        slowest,
      });
    }

    // The facility of exactly the pasted name first (names several facilities share count for any of them).
    const pasted = loadOnly ? [] : random.sample(sample, 200);
    let first = 0;
    for (const facility of pasted) {
      const page = await fetchJson<{ features: { id: string }[] }>(
        `${base}/api/facilities/?q=${enc(facility.name)}&pageSize=10`,
      );
      const top = page.features[0]?.id;
      const { rows } = await sql<{ same: boolean }>`
        select search_text(name) = search_text(${facility.name}) as same from facility_index where os_id = ${top ?? ''}`.execute(
        database.db,
      );
      if (rows[0]?.same) first += 1;
    }

    const serverPids = server ? processTree(server.pid) : [];
    const cpuBefore = { database: sampleCpu(await backendsOf(database.db)), server: sampleCpu(serverPids) };
    const load = await autocannon({
      url: base,
      headers: BENCH_CLIENT,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            let path: string | null = null;
            while (!path) path = random.pick(chosen)[1](random, random.pick(sample), key);
            return { ...request, path, headers: { ...request.headers, ...headersFor(path) } };
          },
        },
      ],
    });
    const cpuMs = {
      database: cpuBetween(cpuBefore.database, sampleCpu(await backendsOf(database.db))),
      server: cpuBetween(cpuBefore.server, sampleCpu(serverPids)),
    };
    const perRequest = (ms: number) => Number((ms / Math.max(1, load.requests.total)).toFixed(1));
    const report = {
      date: new Date().toISOString(),
      facilities,
      server:
        option('--url') ??
        `started here on DATABASE_URL, SEARCH_CACHE_ENTRIES=0, WEB_PROCESSES=${webProcesses}, ${settleSeconds} s to settle`,
      loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
      classes,
      exactNameFirst: `${first}/${pasted.length}`,
      concurrent: {
        connections,
        durationSeconds: duration,
        requests: load.requests.total,
        rps: Math.round(load.requests.average),
        latencyMs: { p50: load.latency.p50, p90: load.latency.p90, p99: load.latency.p99, max: load.latency.max },
        errors: load.errors,
        non2xx: load.non2xx,
        /** CPU of the database's backends and of the server's processes (when started here), per request. */
        cpuMsPerRequest: { database: perRequest(cpuMs.database), server: server ? perRequest(cpuMs.server) : null },
      },
      loadAverageAfter: os.loadavg().map((value) => Number(value.toFixed(2))),
    };
    console.log(JSON.stringify(report, null, 2));
    console.error(`\n${facilities} facilities; load average before ${report.loadAverageBefore.join(' ')}`);
    console.error('class                                requests    p50    p95    p99    max');
    for (const c of classes) {
      console.error(
        `${c.name.padEnd(36)} ${String(c.requests).padStart(8)} ${[c.ms.p50, c.ms.p95, c.ms.p99, c.max].map((v) => String(v).padStart(6)).join(' ')}`,
      );
    }
    if (!loadOnly) console.error(`exact name first: ${report.exactNameFirst}`);
    const r = report.concurrent;
    console.error(
      `${connections} clients, ${duration} s: ${r.rps} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
    console.error(
      `CPU per request: database ${r.cpuMsPerRequest.database} ms, server ${r.cpuMsPerRequest.server ?? '-'} ms; load average after ${report.loadAverageAfter.join(' ')}`,
    );
    if (r.errors + r.non2xx > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.close();
  }
}

await main();
