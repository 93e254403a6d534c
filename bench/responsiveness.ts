// npm run bench:responsiveness [-- --url http://host:port] [-- --facilities N] [-- --rows 2000,10000]
// "Responsiveness under work" ([2.1]): one visitor asks for a search page, a facility page or a
// tile every 200 ms while a supplier list is uploaded, parsed, approved and processed; reports the
// visitor's p50 / p99 / max and the list's rows per second. Without --url it starts the real
// server (the embedded database, or a fresh PostgreSQL database under DATABASE_URL) with the demo
// data set, and afterwards measures SIGTERM to exit during processing and, after kill -9, the
// time from the restart to the list moving again. For 1.2M on PostgreSQL: start `npm run serve`
// on a seeded database with the demo accounts and pass --url.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogIn, startServer, type TestServer } from '../e2e/server.ts';
import { summarize, type Summary } from './stats.ts';
import { BENCH_CLIENT, fetchJson as json, tileOf } from './api-client.ts';

const VISITOR_INTERVAL_MS = 200;

interface Facility {
  id: string;
  name: string;
  address: string;
  country: string;
  point: [number, number];
}

/** Facilities from several pages of the search: what the visitor opens and the list reuses. */
export async function sampleFacilities(base: string): Promise<Facility[]> {
  const found: Facility[] = [];
  for (const query of [
    '?pageSize=100',
    '?pageSize=100&page=7',
    '?pageSize=100&sort_by=name_desc',
    '?pageSize=100&sort_by=contributors_desc&page=3',
  ]) {
    const page = await json<{
      features: {
        id: string;
        geometry: { coordinates: [number, number] };
        properties: { name: string; address: string; country_code: string };
      }[];
    }>(`${base}/api/facilities/${query}`);
    for (const f of page.features)
      found.push({
        id: f.id,
        name: f.properties.name,
        address: f.properties.address,
        country: f.properties.country_code,
        point: f.geometry.coordinates,
      });
  }
  return found;
}

function random(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]! };
}

/** What a visitor asks for next: a pasted name, a word, a country and later page, a facility, a tile. */
function visitorRequest(sample: Facility[], key: string, rand: ReturnType<typeof random>): string {
  const f = rand.pick(sample);
  const words = f.name.split(/\s+/).filter((word) => word.length >= 4);
  switch (Math.floor(rand.next() * 6)) {
    case 0:
      return `/api/facilities/?q=${encodeURIComponent(f.name)}`;
    case 1:
      return `/api/facilities/?q=${encodeURIComponent(words[0] ?? f.name)}&countries=${f.country}`;
    case 2:
      return `/api/facilities/?countries=${f.country}&page=${1 + Math.floor(rand.next() * 5)}`;
    case 3:
      return `/api/facilities/${f.id}/`;
    case 4: {
      const z = 2 + Math.floor(rand.next() * 7);
      return `/tile/facilitygrid/${key}/${z}/${tileOf(...f.point, z).join('/')}.pbf`;
    }
    default: {
      const z = 12 + Math.floor(rand.next() * 4);
      return `/tile/facilities/${key}/${z}/${tileOf(...f.point, z).join('/')}.pbf`;
    }
  }
}

/** One visitor, a request every 200 ms (the next right away when one took longer), until stopped. */
export function startVisitor(base: string, sample: Facility[], key: string) {
  const requests: { ms: number; url: string }[] = [];
  const failures: string[] = [];
  let running = true;
  const rand = random(7);
  const done = (async () => {
    while (running) {
      const url = visitorRequest(sample, key, rand);
      const started = performance.now();
      try {
        const response = await fetch(`${base}${url}`, { headers: BENCH_CLIENT, signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        if (!response.ok) failures.push(`${response.status} ${url}`);
      } catch (error) {
        failures.push(`${(error as Error).name} ${url}`);
      }
      const ms = performance.now() - started;
      requests.push({ ms, url });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, VISITOR_INTERVAL_MS - ms)));
    }
  })();
  return {
    async stop(): Promise<{
      requests: number;
      ms: Summary & { max: number };
      slowest: { ms: number; url: string }[];
      failures: string[];
    }> {
      running = false;
      await done;
      const times = requests.map((request) => request.ms);
      return {
        requests: times.length,
        ms: { ...summarize(times), max: Number(Math.max(...times).toFixed(1)) },
        // What makes the tail: the p99 of a few hundred requests is its slowest two or three.
        slowest: requests
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
          .map(({ ms, url }) => ({ ms: Number(ms.toFixed(1)), url })),
        failures: failures.slice(0, 10),
      };
    },
  };
}

/** A supplier list as lists come: facilities the registry has (as written and reworded) and new ones at real addresses. */
function listCsv(sample: Facility[], rows: number, seed: number): string {
  const rand = random(seed);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const words = sample.flatMap((f) => f.name.split(/\s+/)).filter((word) => /^[A-Za-z]{4,}$/.test(word));
  const lines = Array.from({ length: rows }, (_, i) => {
    const f = rand.pick(sample);
    const roll = rand.next();
    if (roll < 0.3) return [f.country, f.name, f.address];
    if (roll < 0.45)
      return [
        f.country,
        f.name
          .toUpperCase()
          .replace(/\b(ltd|limited|co|inc|pvt)\.?/gi, '')
          .trim(),
        f.address,
      ];
    const name = `${rand.pick(words)} ${rand.pick(words)} ${rand.pick(['Garments', 'Textiles', 'Apparel', 'Knitwear', 'Fashion'])} ${seed}-${i} ${rand.pick(['Ltd.', 'Co., Ltd.', 'Pvt. Ltd.', 'S.A.', 'Inc.'])}`;
    return [f.country, name, rand.pick(sample.filter((other) => other.country === f.country))?.address ?? f.address];
  });
  return ['country,name,address', ...lines.map((line) => line.map(quote).join(','))].join('\n');
}

interface ListState {
  status: string;
  progress: { step: string; match: { done: number; total: number | null } };
}

async function uploadList(base: string, cookie: string, csv: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  return (
    await json<{ id: number }>(`${base}/api/facility-lists/`, { method: 'POST', headers: { cookie }, body: form })
  ).id;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const listState = (base: string, cookie: string, id: number) =>
  json<ListState>(`${base}/api/facility-lists/${id}/`, { headers: { cookie } });

/** Upload, parse, approve and process one list with the visitor running throughout. */
async function listUnderVisitor(
  base: string,
  sample: Facility[],
  key: string,
  rows: number,
  cookies: { owner: string; admin: string },
) {
  const visitor = startVisitor(base, sample, key);
  const id = await uploadList(base, cookies.owner, listCsv(sample, rows, rows), `Responsiveness ${rows} ${Date.now()}`);
  await waitFor(async () => (await listState(base, cookies.owner, id)).progress.step !== 'parse', 600_000, 'the parse');
  await json(`${base}/api/facility-lists/${id}/approve/`, { method: 'POST', headers: { cookie: cookies.admin } });
  const approved = performance.now();
  await waitFor(
    async () => (await listState(base, cookies.owner, id)).progress.step === 'done',
    3_600_000,
    'the list to be processed',
  );
  const seconds = (performance.now() - approved) / 1000;
  return {
    rows,
    listRowsPerSecond: Number((rows / seconds).toFixed(1)),
    processSeconds: Number(seconds.toFixed(1)),
    visitor: await visitor.stop(),
  };
}

async function serverSignals(
  server: TestServer,
  sample: Facility[],
  restart: () => Promise<TestServer>,
  cookies: { owner: string; admin: string },
) {
  const id = await uploadList(server.url, cookies.owner, listCsv(sample, 3_000, 99), `Signals ${Date.now()}`);
  await waitFor(
    async () => (await listState(server.url, cookies.owner, id)).progress.step !== 'parse',
    300_000,
    'the parse',
  );
  await json(`${server.url}/api/facility-lists/${id}/approve/`, { method: 'POST', headers: { cookie: cookies.admin } });
  const matched = async (s: TestServer, owner: string) => (await listState(s.url, owner, id)).progress.match.done;
  await waitFor(async () => (await matched(server, cookies.owner)) > 200, 300_000, 'the first rows');
  const sigtermToExitMs = await server.signal('SIGTERM');
  let next = await restart();
  let owner = await apiLogIn(next, 'contributor@example.com');
  await waitFor(async () => (await matched(next, owner)) > 400, 300_000, 'more rows');
  const before = await matched(next, owner);
  await next.signal('SIGKILL');
  const restarted = performance.now();
  next = await restart();
  const listeningMs = performance.now() - restarted;
  owner = await apiLogIn(next, 'contributor@example.com');
  await waitFor(async () => (await matched(next, owner)) > before, 120_000, 'the list to move after kill -9');
  return {
    next,
    sigtermToExitMs: Math.round(sigtermToExitMs),
    killToListeningMs: Math.round(listeningMs),
    killToListMovingMs: Math.round(performance.now() - restarted),
  };
}

export async function measureResponsiveness(options: { url?: string; facilities: number; rows: number[] }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-responsiveness-'));
  const env = { DATA_DIR: dataDir, DEMO_SEED: 'true', DEMO_FACILITIES: String(options.facilities), LOG_LEVEL: 'warn' };
  let server: TestServer | null = options.url ? null : await startServer(env);
  const base = options.url ?? server!.url;
  try {
    const cookies = {
      owner: await apiLogIn({ url: base }, 'contributor@example.com'),
      admin: await apiLogIn({ url: base }, 'admin@example.com'),
    };
    const sample = await sampleFacilities(base);
    const key = await json<string>(`${base}/api/current_tile_cache_key`);
    const idleVisitor = startVisitor(base, sample, key);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const idle = await idleVisitor.stop();
    const lists = [];
    for (const rows of options.rows) {
      lists.push(await listUnderVisitor(base, sample, key, rows, cookies));
      console.error(`responsiveness: ${rows}-row list measured`);
    }
    let signals: Omit<Awaited<ReturnType<typeof serverSignals>>, 'next'> | string =
      'not measured (--url: the server is not ours to stop)';
    if (server) {
      const { next, ...figures } = await serverSignals(server, sample, () => startServer(env), cookies);
      server = next;
      signals = figures;
    }
    return {
      server:
        options.url ??
        `started here: ${options.facilities} demo facilities on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      idle,
      lists,
      signals,
    };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const report = await measureResponsiveness({
    url: option('--url'),
    facilities: Number(option('--facilities') ?? 20_000),
    rows: (option('--rows') ?? '2000,10000').split(',').map(Number),
  });
  console.log(JSON.stringify(report, null, 2));
}
