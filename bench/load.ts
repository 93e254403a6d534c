// npm run load [-- --quick] [-- --url http://host:port] [-- --connections N] [-- --duration S]
//   [-- --facilities N] [-- --list-rows N]
// Loopback load test: N concurrent clients mix search, tiles and facility pages for S seconds,
// first on their own, then while a list of --list-rows rows is being processed. Prints a JSON
// report and a short table; exits 1 on any error or non-2xx answer.
// Without --url it starts the real server (the embedded database, or a fresh PostgreSQL database
// under DATABASE_URL) seeded with --facilities demo facilities. The 1.2M figures: seed a database
// (`npm run seed -- --facilities 1200000`), start `npm run serve` on it, then `npm run load -- --url ...`.
import autocannon from 'autocannon';
import { startServer, type TestServer } from '../e2e/server.ts';
import { fetchJson as json, tileOf } from './api-client.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const quick = args.includes('--quick');
const connections = Number(option('--connections') ?? (quick ? 20 : 50));
const duration = Number(option('--duration') ?? (quick ? 8 : 60));
const facilities = Number(option('--facilities') ?? (quick ? 2_000 : 20_000));
const listRows = Number(option('--list-rows') ?? (quick ? 2_000 : 10_000));
const CLIENT = { 'x-client-key': 'load-test' };

const SEARCHES = [
  '?q=garment',
  '?q=textile%20mills',
  '?q=knit',
  '?countries=BD',
  '?countries=CN&sectors=Apparel',
  '?sectors=Apparel',
  '?sort_by=name_asc&page=3',
  '?sort_by=contributors_desc',
  '?number_of_workers=1001-5000',
  '?statuses=claimed',
  '?q=shoes&countries=VN',
  '?contributor_types=Brand%20%2F%20Retailer',
  '?page=2&pageSize=50',
];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

interface Sample {
  osIds: string[];
  points: [number, number][];
  /** Words of facility names and the countries of the sample: searches nobody made yet. */
  words: string[];
  countries: string[];
  key: string;
}

async function sampleFacilities(base: string): Promise<Sample> {
  const osIds: string[] = [];
  const points: [number, number][] = [];
  const words = new Set<string>();
  const countries = new Set<string>();
  for (const query of [
    '?pageSize=100',
    '?pageSize=100&page=5',
    '?pageSize=100&sort_by=name_desc',
    '?pageSize=100&sort_by=contributors_desc',
  ]) {
    const page = await json<{
      features: {
        id: string;
        geometry: { coordinates: [number, number] };
        properties: { name: string; country_code: string };
      }[];
    }>(`${base}/api/facilities/${query}`);
    for (const feature of page.features) {
      osIds.push(feature.id);
      points.push(feature.geometry.coordinates);
      countries.add(feature.properties.country_code);
      for (const word of feature.properties.name.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
    }
  }
  // The key is sent as a JSON string.
  const key = await json<string>(`${base}/api/current_tile_cache_key`);
  return { osIds, points, words: [...words], countries: [...countries], key };
}

/** A search of its own: a word of a facility name, maybe in a country, maybe a later page. */
function uncommonSearch(sample: Sample): string {
  const roll = Math.random();
  if (roll < 0.4) return `?q=${pick(sample.words)}`;
  if (roll < 0.7) return `?q=${pick(sample.words)}&countries=${pick(sample.countries)}`;
  if (roll < 0.85) return `?countries=${pick(sample.countries)}&page=${1 + Math.floor(Math.random() * 10)}`;
  return `?sort_by=name_asc&page=${1 + Math.floor(Math.random() * 100)}`;
}

/**
 * The next visitor request: half searches (a fifth of them the popular ones everybody runs, the
 * rest searches of their own), a third tiles, the rest facility pages.
 */
function nextPath(sample: Sample): string {
  const roll = Math.random();
  if (roll < 0.1) return `/api/facilities/${pick(SEARCHES)}`;
  if (roll < 0.5) return `/api/facilities/${uncommonSearch(sample)}`;
  if (roll < 0.7) {
    const z = 2 + Math.floor(Math.random() * 6);
    const [x, y] = tileOf(...pick(sample.points), z);
    return `/tile/facilitygrid/${sample.key}/${z}/${x}/${y}.pbf`;
  }
  if (roll < 0.83) {
    const z = 12 + Math.floor(Math.random() * 3);
    const [x, y] = tileOf(...pick(sample.points), z);
    return `/tile/facilities/${sample.key}/${z}/${x}/${y}.pbf`;
  }
  return `/api/facilities/${pick(sample.osIds)}/`;
}

async function run(base: string, sample: Sample, title: string) {
  const result = await autocannon({
    url: base,
    headers: CLIENT,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(sample) }) }],
  });
  return {
    title,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Uploads a list of `rows` new rows (coordinates given, so only matching works) as the demo contributor. */
async function startListProcessing(
  base: string,
  rows: number,
): Promise<() => Promise<{ done: number; total: number }>> {
  const login = await fetch(`${base}/user-login/`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'contributor@example.com', password: 'Demo-Password-1' }),
  });
  if (!login.ok) throw new Error(`log-in failed: ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `Bangladesh,Loadmill ${i} ${(i * 7919).toString(36)},"Block ${i}, Zone ${(i * 104729).toString(36)}, Dhaka",${21 + (i % 400) * 0.009},${88.2 + (i % 13) * 0.2}`,
  );
  const form = new FormData();
  form.append('name', `Load test list ${Date.now()}`);
  form.append(
    'file',
    new Blob([['country,name,address,lat,lng', ...lines].join('\n')], { type: 'text/csv' }),
    'load.csv',
  );
  const upload = await json<{ id: number }>(`${base}/api/facility-lists/`, {
    method: 'POST',
    headers: { ...CLIENT, cookie },
    body: form,
  });
  return async () => {
    const list = await json<{ status: string; progress: { match: { done: number; total: number | null } } }>(
      `${base}/api/facility-lists/${upload.id}/`,
      { headers: { cookie } },
    );
    if (list.status === 'PENDING')
      throw new Error('the list waits for approval: start the server with AUTO_APPROVE_LISTS=true');
    return { done: list.progress.match.done, total: list.progress.match.total ?? rows };
  };
}

async function main() {
  const url = option('--url');
  let server: TestServer | null = null;
  const base =
    url ??
    (server = await startServer({
      DEMO_SEED: 'true',
      DEMO_FACILITIES: String(facilities),
      AUTO_APPROVE_LISTS: 'true',
      LOG_LEVEL: 'warn',
    })).url;
  try {
    const sample = await sampleFacilities(base);
    const idle = await run(base, sample, 'search, tiles and facility pages');
    const progress = await startListProcessing(base, listRows);
    // Let parsing finish so matching (the heavy part) runs during the load.
    const parseWait = Date.now() + 60_000;
    while ((await progress()).done === 0 && Date.now() < parseWait)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const before = await progress();
    const busy = await run(base, sample, `the same while a ${listRows}-row list is processed`);
    const after = await progress();
    const report = {
      date: new Date().toISOString(),
      server:
        url ??
        `started here: ${facilities} demo facilities on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`,
      connections,
      durationSeconds: duration,
      runs: [
        idle,
        {
          ...busy,
          listRowsMatchedDuringRun: after.done - before.done,
          listRowsMatched: `${after.done}/${after.total}`,
        },
      ],
    };
    console.log(JSON.stringify(report, null, 2));
    console.error(
      '\nrun                                              requests   req/s   p50   p90   p99  errors (timeouts incl.) non-2xx',
    );
    for (const r of report.runs) {
      console.error(
        `${r.title.padEnd(48)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)} ${[r.latencyMs.p50, r.latencyMs.p90, r.latencyMs.p99].map((v) => String(v).padStart(5)).join(' ')} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(7)}`,
      );
    }
    // autocannon counts timeouts among the errors.
    const failed = report.runs.some((r) => r.errors + r.non2xx > 0);
    if (failed) {
      console.error('load test failed: errors or non-2xx answers');
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

await main();
