// npm run bench:search -- [--url http://host:port] [--requests 40] [--connections 50] [--duration 30] [--settle 30] [--only v1]
// What users type and pick, drawn from the data: for each class of request, distinct requests
// one after another (p50/p95/p99), 200 pasted names (is the facility of that name first?), then
// a concurrent load of every class at once. Over DATABASE_URL (a seeded database, e.g.
// `npm run seed -- --facilities 1200000`); without --url it starts the real server on it with the
// search answer cache off and WEB_PROCESSES (default auto) HTTP processes, and gives it --settle
// seconds to read its search memory (search-memory.ts) as a server that has been up a while has.
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';
import { createRandom, type Random } from '../apps/server/src/db/seed/random.ts';
import { startServer, type TestServer } from '../e2e/server.ts';
import { BENCH_CLIENT, fetchJson, tileOf } from './api-client.ts';
import { summarize, type Summary } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const perClass = Number(option('--requests') ?? 40);
const connections = Number(option('--connections') ?? 50);
const duration = Number(option('--duration') ?? 30);
const settleSeconds = Number(option('--settle') ?? 30);
/** Only the classes whose name starts so (e.g. `v1`), in the timings and the concurrent load. */
const only = option('--only');

interface Sampled {
  os_id: string;
  name: string;
  country_code: string;
  lat: number;
  lng: number;
  sectors: string[];
  facility_types: string[];
  contributor_types: string[];
}

const enc = encodeURIComponent;
/** Words as a user would type them from a name: letters and digits, no legal punctuation. */
const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);

type Make = (random: Random, facility: Sampled, key: string) => string | null;

const v1 = (query: string) => `/api/v1/production-locations/?${query}`;
/** The v1 API answers signed-in callers: a demo contributor's session (sessions have no per-minute limit). */
let v1Session = '';
const headersFor = (path: string) =>
  path.startsWith('/api/v1/') ? { ...BENCH_CLIENT, cookie: v1Session } : BENCH_CLIENT;

/** Each class makes one request path from a random facility of the sample (null: this facility has nothing for it). */
const CLASSES: [string, Make][] = [
  ['q = a whole name pasted', (_, f) => `/api/facilities/?q=${enc(f.name)}`],
  [
    'q = two words of a name',
    (random, f) => {
      const words = wordsOf(f.name);
      if (words.length < 2) return null;
      const at = random.int(0, words.length - 2);
      return `/api/facilities/?q=${enc(`${words[at]} ${words[at + 1]}`)}`;
    },
  ],
  [
    'q = one word of a name',
    (random, f) => {
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `/api/facilities/?q=${enc(random.pick(words))}` : null;
    },
  ],
  [
    'q = first and last word',
    (_, f) => {
      const words = wordsOf(f.name);
      return words.length >= 3 ? `/api/facilities/?q=${enc(`${words[0]} ${words[words.length - 1]}`)}` : null;
    },
  ],
  [
    'country + sector',
    (_, f) => (f.sectors[0] ? `/api/facilities/?countries=${f.country_code}&sectors=${enc(f.sectors[0])}` : null),
  ],
  [
    'country + facility type',
    (_, f) =>
      f.facility_types[0]
        ? `/api/facilities/?countries=${f.country_code}&facility_type=${enc(f.facility_types[0])}`
        : null,
  ],
  [
    'sector + contributor type',
    (_, f) =>
      f.sectors[0] && f.contributor_types[0]
        ? `/api/facilities/?sectors=${enc(f.sectors[0])}&contributor_types=${enc(f.contributor_types[0])}`
        : null,
  ],
  ['sector', (_, f) => (f.sectors[0] ? `/api/facilities/?sectors=${enc(f.sectors[0])}` : null)],
  [
    'boundary',
    (random, f) => {
      const half = 0.25 + random.next() * 5;
      // Inside the map's range: a box past longitude 180 is a 400 (a bad polygon), not a search.
      const clamp = (v: number, limit: number) => Number(Math.max(-limit, Math.min(limit, v)).toFixed(3));
      const [w, s, e, n] = [
        clamp(f.lng - half, 180),
        clamp(f.lat - half / 2, 85),
        clamp(f.lng + half, 180),
        clamp(f.lat + half / 2, 85),
      ];
      return `/api/facilities/?boundary=${enc(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        }),
      )}`;
    },
  ],
  [
    'later page (2-20)',
    (random, f) => {
      const page = random.int(2, 20);
      const roll = random.next();
      if (roll < 0.4) return `/api/facilities/?countries=${f.country_code}&page=${page}`;
      if (roll < 0.7 && f.sectors[0])
        return `/api/facilities/?sectors=${enc(f.sectors[0])}&sort_by=name_asc&page=${page}`;
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `/api/facilities/?q=${enc(random.pick(words))}&page=${page}` : null;
    },
  ],
  ['facility page', (_, f) => `/api/facilities/${f.os_id}/`],
  // The anchor's v1 search (GET /api/v1/production-locations/), signed in as a demo contributor.
  [
    'v1 query = two words of a name',
    (random, f) => {
      const words = wordsOf(f.name);
      if (words.length < 2) return null;
      const at = random.int(0, words.length - 2);
      return v1(`query=${enc(`${words[at]} ${words[at + 1]}`)}`);
    },
  ],
  [
    'v1 country + sector',
    (_, f) => (f.sectors[0] ? v1(`country=${f.country_code}&sector=${enc(f.sectors[0])}`) : null),
  ],
  [
    'v1 country + claim status, by name',
    (random, f) => v1(`country=${f.country_code}&claim_status=${random.pick(['claimed', 'unclaimed'])}&sort_by=name`),
  ],
  [
    'v1 radius 1-50 km',
    (random, f) => v1(`coordinates[lat]=${f.lat}&coordinates[lng]=${f.lng}&distance=${random.int(1, 50)}km`),
  ],
  [
    'v1 bounding box',
    (random, f) => {
      const half = 0.1 + random.next() * 2;
      const [s, n] = [Math.max(-89, f.lat - half / 2), Math.min(89, f.lat + half / 2)].map((v) => v.toFixed(3));
      const [w, e] = [Math.max(-179.9, f.lng - half), Math.min(179.9, f.lng + half)].map((v) => v.toFixed(3));
      return v1(
        `geo_bounding_box[top]=${n}&geo_bounding_box[left]=${w}&geo_bounding_box[bottom]=${s}&geo_bounding_box[right]=${e}`,
      );
    },
  ],
  [
    'v1 polygon (5 points)',
    (random, f) => {
      const radius = 0.1 + random.next();
      const points = Array.from({ length: 5 }, (_, i) => {
        const angle = (i / 5) * 2 * Math.PI;
        const lat = Math.max(-89, Math.min(89, f.lat + radius * Math.sin(angle)));
        const lng = Math.max(-179.9, Math.min(179.9, f.lng + radius * Math.cos(angle)));
        return `geo_polygon=${lat.toFixed(4)},${lng.toFixed(4)}`;
      });
      return v1(points.join('&'));
    },
  ],
  [
    'v1 geohex over a country, res 3-5',
    (random, f) =>
      v1(`country=${f.country_code}&aggregation=geohex_grid&geohex_grid_precision=${random.int(3, 5)}&size=10`),
  ],
  ['grid tile z2-8', (random, f, key) => tile('facilitygrid', random.int(2, 8), f, key)],
  [
    'grid tile z3-9, sector filter',
    (random, f, key) =>
      f.sectors[0] ? `${tile('facilitygrid', random.int(3, 9), f, key)}?sectors=${enc(f.sectors[0])}` : null,
  ],
  ['facility tile z12-15', (random, f, key) => tile('facilities', random.int(12, 15), f, key)],
  [
    // The map of a text search: a word of a name, over the facility's place.
    'grid tile z2-9, q = one word',
    (random, f, key) => {
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `${tile('facilitygrid', random.int(2, 9), f, key)}?q=${enc(random.pick(words))}` : null;
    },
  ],
];

function tile(layer: string, z: number, f: Sampled, key: string): string {
  const [x, y] = tileOf(f.lng, f.lat, z);
  return `/tile/${layer}/${key}/${z}/${x}/${y}.pbf`;
}

async function timed(base: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + path, { headers: headersFor(path) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

/** `count` distinct paths of a class. */
function pathsOf(make: Make, random: Random, sample: Sampled[], key: string, count: number): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 50; tries++) {
    const path = make(random, random.pick(sample), key);
    if (path) paths.add(path);
  }
  return [...paths];
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
    const { rows: sample } = await sql<Sampled>`
      select os_id, name, country_code, lat, lng, sectors, facility_types, contributor_types
      from facility_index tablesample bernoulli (1) repeatable (42) limit 5000`.execute(database.db);
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
    const chosen = CLASSES.filter(([name]) => only === undefined || name.startsWith(only));
    for (const [name, make] of chosen) {
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
    const pasted = random.sample(sample, 200);
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
    console.error(`exact name first: ${report.exactNameFirst}`);
    const r = report.concurrent;
    console.error(
      `${connections} clients, ${duration} s: ${r.rps} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
    if (r.errors + r.non2xx > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.close();
  }
}

await main();
