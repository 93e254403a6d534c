// Two builds of the web app, A and B, compared on the first-visit bench's search visit (cold then
// warm, in a fresh profile each round), alternating A and B round by round (AB, BA, AB, …) on one
// seeded database: on a shared machine the load moves more between two bench runs minutes apart
// than between two builds, and interleaving gives both the same load. Each checkout's own server
// (its code and its apps/web/dist, built beforehand) serves its visits.
//   DATABASE_URL=postgres://… npx tsx bench/first-visit-ab.ts --a ../checkout-a --b . [--rounds 6]
//     [--database NAME: the seeded database on DATABASE_URL's server, created once and kept]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import type { startServer, TestServer } from '../apps/server/src/test/server-process.ts';
import { gridDrawn, phoneNetworkPage, resultsShown } from './first-visit.ts';
import { seededDatabaseUrl } from './first-visit-waterfall.ts';
import { median } from './stats.ts';

/** The checkout's own server (its start-up module, so its code and its built web app). */
async function checkoutServer(checkout: string, databaseUrl: string): Promise<TestServer> {
  const module = (await import(
    pathToFileURL(path.resolve(checkout, 'apps/server/src/test/server-process.ts')).href
  )) as { startServer: typeof startServer };
  const server = await module.startServer({ DATABASE_URL: databaseUrl, DEMO_SEED: 'false', LOG_LEVEL: 'warn' });
  // The server reads its place labels on their first tile: not part of a visit's time.
  await fetch(`${server.url}/tile/places/0/0/0.pbf`);
  return server;
}

/** The page's renderer main thread's CPU time so far (CDP's ThreadTime), ms. */
async function mainThreadCpuMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Math.round((metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000);
}

async function visit(context: BrowserContext, base: string) {
  const { page, cdp } = await phoneNetworkPage(context);
  await cdp.send('Performance.enable');
  const started = performance.now();
  await page.goto(`${base}/facilities`, { waitUntil: 'commit' });
  // Less moved by the machine's load than the wall times: the CPU the page's main thread had spent
  // when its results showed (read a CDP round trip later).
  const results = resultsShown(page).then(async (shown) => ({
    ms: shown - started,
    cpuMs: await mainThreadCpuMs(cdp),
  }));
  const grid = gridDrawn(page).then(() => performance.now() - started);
  const [shown, gridMs] = await Promise.all([results, grid]);
  await page.waitForLoadState('networkidle');
  // When MapLibre's code had arrived (ms from navigation; the cold visit's longest download).
  const maplibreMs = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as unknown as { name: string; responseEnd: number }[];
    const entry = entries.find((candidate) => /\/maplibre-gl-[\w-]+\.js$/.test(candidate.name));
    return entry ? Math.round(entry.responseEnd) : NaN;
  });
  await page.close();
  return { resultsMs: Math.round(shown.ms), resultsCpuMs: shown.cpuMs, gridMs: Math.round(gridMs), maplibreMs };
}

/** The median in whole ms. */
const medianMs = (values: number[]) => Math.round(median(values));

async function main() {
  const { values } = parseArgs({
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      rounds: { type: 'string', default: '6' },
      database: { type: 'string', default: 'first_visit_ab' },
    },
  });
  if (!values.a || !values.b || !process.env.DATABASE_URL)
    throw new Error('usage: DATABASE_URL=… first-visit-ab.ts --a CHECKOUT --b CHECKOUT [--rounds N]');
  const databaseUrl = await seededDatabaseUrl(process.env.DATABASE_URL, values.database);
  const sides = { A: values.a, B: values.b };
  const servers = {
    A: await checkoutServer(sides.A, databaseUrl),
    B: await checkoutServer(sides.B, databaseUrl),
  };
  // As bench/first-visit.ts: pages that do not ask for reduced motion.
  const browser = await launchBrowser({ motion: 'full' });
  const figures = { A: [] as Awaited<ReturnType<typeof visit>>[][], B: [] as Awaited<ReturnType<typeof visit>>[][] };
  try {
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const load = os.loadavg()[0]!.toFixed(1);
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        const cold = await visit(context, servers[side].url);
        const warm = await visit(context, servers[side].url);
        await context.close();
        figures[side].push([cold, warm]);
        console.log(
          `round ${round + 1} ${side}: cold results ${cold.resultsMs} (CPU ${cold.resultsCpuMs}) grid ${cold.gridMs}` +
            ` (MapLibre in ${cold.maplibreMs}),` +
            ` warm results ${warm.resultsMs} (CPU ${warm.resultsCpuMs}) grid ${warm.gridMs} (load ${load})`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all([servers.A.stop(), servers.B.stop()]);
  }
  for (const side of ['A', 'B'] as const) {
    const runs = figures[side];
    console.log(
      `${side} (${sides[side]}), medians of ${runs.length}: cold results ${medianMs(runs.map((r) => r[0]!.resultsMs))}` +
        ` (CPU ${medianMs(runs.map((r) => r[0]!.resultsCpuMs))}) grid ${medianMs(runs.map((r) => r[0]!.gridMs))}` +
        ` (MapLibre in ${medianMs(runs.map((r) => r[0]!.maplibreMs))}),` +
        ` warm results ${medianMs(runs.map((r) => r[1]!.resultsMs))} (CPU ${medianMs(runs.map((r) => r[1]!.resultsCpuMs))})` +
        ` grid ${medianMs(runs.map((r) => r[1]!.gridMs))}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
