// The first visit's waterfall: every request of a cold and a warm visit of /facilities on the
// bench's emulated phone network, with when it started and ended (ms from navigation), its bytes
// and whether the cache answered; the results and grid times beside them. For finding where the
// first-visit bench's time goes: npx tsx bench/first-visit-waterfall.ts [runs]
// Under DATABASE_URL it reuses (seeding once) the database `first_visit_waterfall` on that server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { gridDrawn, NETWORK, resultsShown } from './first-visit.ts';

export const FACILITIES = 20_000;
const DATABASE = 'first_visit_waterfall';

/** Database `name` (the waterfall's by default) on `base`'s server, created and seeded with FACILITIES on first use. */
export async function seededDatabaseUrl(base: string, name = DATABASE): Promise<string> {
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (!exists) {
    const seeding = await openDatabase({ databaseUrl: url.toString() });
    await migrate(seeding.db)
      .then(() => seedDemo(seeding, { facilities: FACILITIES, env: 'test' }))
      .finally(() => seeding.close());
  }
  return url.toString();
}

interface Row {
  url: string;
  start: number;
  end: number;
  bytes: number;
  cached: boolean;
  status: number;
}

async function visit(context: BrowserContext, base: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadKbit * 1000) / 8,
    uploadThroughput: (NETWORK.uploadKbit * 1000) / 8,
  });
  const rows: Promise<Row>[] = [];
  let started = 0;
  page.on('requestfinished', (request) => {
    const ended = performance.now() - started;
    rows.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => {
        const timing = request.timing();
        const url = new URL(request.url());
        return {
          url: (url.pathname + url.search).replace(/\?number_of_public_contributors.*/, '?…').slice(0, 90),
          start: timing.startTime - wallStart,
          end: ended,
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          cached: response?.fromServiceWorker() === true || sizes.responseBodySize === 0,
          status: response?.status() ?? 0,
        };
      }),
    );
  });
  const wallStart = Date.now();
  started = performance.now();
  await page.goto(`${base}/facilities`, { waitUntil: 'commit' });
  const results = resultsShown(page).then((shown) => shown - started);
  const gridMs = gridDrawn(page).then(() => performance.now() - started);
  const [resultsMs, mapGridMs] = await Promise.all([results, gridMs]);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.close();
  return {
    resultsMs: Math.round(resultsMs),
    mapGridMs: Math.round(mapGridMs),
    rows: (await Promise.all(rows)).sort((a, b) => a.start - b.start),
  };
}

function print(label: string, result: Awaited<ReturnType<typeof visit>>) {
  console.log(`\n${label}: results ${result.resultsMs} ms, grid ${result.mapGridMs} ms`);
  for (const row of result.rows) {
    console.log(
      `${String(Math.round(row.start)).padStart(6)} ${String(Math.round(row.end)).padStart(6)} ${String(row.bytes).padStart(8)} ${row.status} ${row.url}`,
    );
  }
}

/** The server visits are measured on: a seeded copy of DATABASE_URL, or an embedded demo of FACILITIES. */
export async function startVisitServer() {
  const databaseUrl = process.env.DATABASE_URL ? await seededDatabaseUrl(process.env.DATABASE_URL) : undefined;
  const server = await startServer(
    databaseUrl
      ? { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }
      : { DEMO_SEED: 'true', DEMO_FACILITIES: String(FACILITIES), LOG_LEVEL: 'warn' },
  );
  // The server reads its place labels on their first tile: not part of a visit's time.
  await fetch(`${server.url}/tile/places/0/0/0.pbf`);
  return server;
}

async function main() {
  const runs = Number(process.argv[2] ?? 1);
  const server = await startVisitServer();
  const browser = await launchBrowser({ motion: 'full' });
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      print(`cold ${run + 1}`, await visit(context, server.url));
      print(`warm ${run + 1}`, await visit(context, server.url));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
