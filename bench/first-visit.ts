// A visitor's first and second visit in Debian's Chromium on an emulated phone network
// (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip; CDP Network.emulateNetworkConditions):
// builds the web app, starts the real server seeded with N demo facilities (the embedded
// database, or a fresh PostgreSQL database under DATABASE_URL) and times, from navigation start,
// the search page's first results (/facilities: the home page's search of every facility; `/`
// itself shows the search form until a search), its map's first grid cells (the first frame in
// which the map has grid cells in view: the page may fetch tiles before MapLibre runs, so a tile
// received is not a cell drawn) and a facility page's name, with the bytes on the wire. Then the same
// pages again in the same browser profile (warm cache): the static assets they re-download.
// Also the up-front transfer of `/`: index.html and the scripts and styles it names, compressed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { freshDatabase, startServer, WEB_CLIENT } from '../e2e/server.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { upFrontTransfer, wireBytes } from '../e2e/up-front.ts';
import { median } from './stats.ts';
import { gridLayer } from '../apps/web/src/features/map/search-map-layers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
/** Lighthouse's "slow 4G" phone profile. */
export const NETWORK = { latencyMs: 150, downloadKbit: 1600, uploadKbit: 750 };

interface Transfer {
  /** Bytes on the wire (headers and encoded bodies) of every response. */
  totalBytes: number;
  /** Of which the hashed static files under /assets/ (scripts, styles, the country shapes, the map's worker). */
  staticAssetBytes: number;
  /** Static files that went to the network instead of the cache. */
  staticAssetRequests: number;
  requests: number;
}

interface SearchVisit extends Transfer {
  resultsMs: number;
  mapGridMs: number;
}
interface FacilityVisit extends Transfer {
  nameMs: number;
}

const round = (ms: number) => Math.round(ms);

export function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build:web exited with ${code}`))));
  });
}

/** A new page of `context` whose every request (its workers' too) is throttled like NETWORK, and its CDP session. */
export async function phoneNetworkPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadKbit * 1000) / 8,
    uploadThroughput: (NETWORK.uploadKbit * 1000) / 8,
  });
  return { page, cdp };
}

/** A page whose every request (its workers' too) is throttled like the phone network, with its transfer counted. */
async function throttledPage(context: BrowserContext) {
  const { page } = await phoneNetworkPage(context);
  const transfer: Transfer = { totalBytes: 0, staticAssetBytes: 0, staticAssetRequests: 0, requests: 0 };
  const counting: Promise<void>[] = [];
  page.on('requestfinished', (request: Request) => {
    counting.push(
      request
        .sizes()
        .then((sizes) => {
          const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
          transfer.requests++;
          transfer.totalBytes += bytes;
          if (new URL(request.url()).pathname.startsWith('/assets/') && bytes > 0) {
            transfer.staticAssetBytes += bytes;
            transfer.staticAssetRequests++;
          }
        })
        // A request that ends after its visit (the page closed) is not the visit's.
        .catch(() => undefined),
    );
  });
  return { page, transfer, counting };
}

/**
 * Lets the requests that finished settle their byte counts before the page closes (on a loaded
 * machine a count still being read when it closed failed the run).
 */
async function settle(page: Page, counting: Promise<void>[]) {
  await page.waitForTimeout(300);
  await Promise.all(counting);
}

/**
 * Resolves, with performance.now() at that moment, in the first frame in which the search page
 * shows a result: checked every frame in the page (a locator's wait polls every 500 ms after its
 * first few tries, which rounded a first paint up by as much), then confirmed by role and name.
 */
export async function resultsShown(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      // No layout forced: an item in the document at a frame's start is drawn in that frame.
      const page = globalThis as unknown as { document: { querySelector(selector: string): unknown } };
      return page.document.querySelector('[aria-label="Facilities"] li') !== null;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const shown = performance.now();
  await page.getByRole('list', { name: 'Facilities' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
  return shown;
}

/** Resolves in the first frame in which the search map has grid cells in view (its instance is on its container once loaded). */
export const gridDrawn = (page: Page) =>
  page.waitForFunction(
    (layer) => {
      type MapInstance = {
        getLayer(id: string): unknown;
        queryRenderedFeatures(options: { layers: string[] }): unknown[];
      };
      const page = globalThis as unknown as {
        document: { querySelector(selector: string): { maplibreMap?: MapInstance } | null };
      };
      const map = page.document.querySelector('[data-testid="search-map"] .maplibregl-map')?.maplibreMap;
      return Boolean(map?.getLayer(layer) && map.queryRenderedFeatures({ layers: [layer] }).length > 0);
    },
    gridLayer.id,
    { polling: 'raf', timeout: 60_000 },
  );

async function visitSearch(context: BrowserContext, base: string): Promise<SearchVisit> {
  const { page, transfer, counting } = await throttledPage(context);
  const started = performance.now();
  await page.goto(`${base}/facilities`, { waitUntil: 'commit' });
  const results = resultsShown(page).then((shown) => shown - started);
  const grid = gridDrawn(page).then(() => performance.now() - started);
  const [resultsMs, mapGridMs] = await Promise.all([results, grid]);
  await page.waitForLoadState('networkidle');
  await settle(page, counting);
  await page.close();
  return { resultsMs: round(resultsMs), mapGridMs: round(mapGridMs), ...transfer };
}

async function visitFacility(
  context: BrowserContext,
  base: string,
  facility: { osId: string; name: string },
): Promise<FacilityVisit> {
  const { page, transfer, counting } = await throttledPage(context);
  const started = performance.now();
  await page.goto(`${base}/facilities/${facility.osId}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: facility.name }).waitFor({ timeout: 60_000 });
  const nameMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await settle(page, counting);
  await page.close();
  return { nameMs: round(nameMs), ...transfer };
}

/** The median (and slowest) of each timing over the runs, with the median transfer. */
function summarizeVisits<T extends Transfer>(
  visits: T[],
  timings: { [K in keyof T]: T[K] extends number ? K : never }[keyof T][],
) {
  const values = (key: keyof T) => visits.map((visit) => visit[key] as number);
  return {
    ms: Object.fromEntries(
      timings.map((key) => [key, { median: median(values(key)), max: Math.max(...values(key)) }]),
    ) as Record<(typeof timings)[number], { median: number; max: number }>,
    totalKiB: Number((median(values('totalBytes')) / 1024).toFixed(1)),
    staticAssetKiB: Number((median(values('staticAssetBytes')) / 1024).toFixed(1)),
    staticAssetRequests: median(values('staticAssetRequests')),
    requests: median(values('requests')),
  };
}

/**
 * The real server over N demo facilities: under DATABASE_URL a fresh PostgreSQL database seeded
 * before the start (a large seed outlasts the start-up wait), else the embedded one seeded at start.
 */
async function seededServer(facilities: number) {
  const database = await freshDatabase();
  if (!database.url) return startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: String(facilities), LOG_LEVEL: 'warn' });
  try {
    const seeding = await openDatabase({ databaseUrl: database.url });
    await migrate(seeding.db)
      .then(() => seedDemo(seeding, { facilities, env: 'test' }))
      .finally(() => seeding.close());
    const server = await startServer({ DATABASE_URL: database.url, DEMO_SEED: 'false', LOG_LEVEL: 'warn' });
    return { ...server, stop: () => server.stop().finally(() => database.drop()) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export async function benchFirstVisit(options: { quick: boolean; facilities: number; build?: boolean }) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  if (options.build !== false) await buildWeb();
  const server = await seededServer(options.facilities);
  let browser: Browser | undefined;
  try {
    const upFront = await upFrontTransfer(server.url);
    const first = (await (await fetch(`${server.url}/api/facilities/?pageSize=1`, WEB_CLIENT)).json()) as {
      features: { properties: { os_id: string; name: string } }[];
    };
    const facility = { osId: first.features[0]!.properties.os_id, name: first.features[0]!.properties.name };
    // The first page the search screen asks for.
    const searchPage = await wireBytes(`${server.url}/api/facilities/?number_of_public_contributors=true&pageSize=50`);
    browser = await launchBrowser({ motion: 'full' });
    const runs = options.quick ? 1 : 3;
    const visits = {
      searchCold: [] as SearchVisit[],
      searchWarm: [] as SearchVisit[],
      facilityCold: [] as FacilityVisit[],
      facilityWarm: [] as FacilityVisit[],
    };
    for (let run = 0; run < runs; run++) {
      // A fresh profile each run: an empty cache; its second page is the return visit.
      const searchContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      visits.searchCold.push(await visitSearch(searchContext, server.url));
      visits.searchWarm.push(await visitSearch(searchContext, server.url));
      await searchContext.close();
      const facilityContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      visits.facilityCold.push(await visitFacility(facilityContext, server.url, facility));
      visits.facilityWarm.push(await visitFacility(facilityContext, server.url, facility));
      await facilityContext.close();
    }
    return {
      network: NETWORK,
      runs,
      upFrontKiB: upFront.totalKiB,
      upFrontFiles: upFront.files,
      searchPageOf50Bytes: searchPage.bytes,
      searchPageOf50Encoding: searchPage.encoding,
      searchCold: summarizeVisits(visits.searchCold, ['resultsMs', 'mapGridMs']),
      searchWarm: summarizeVisits(visits.searchWarm, ['resultsMs', 'mapGridMs']),
      facilityCold: summarizeVisits(visits.facilityCold, ['nameMs']),
      facilityWarm: summarizeVisits(visits.facilityWarm, ['nameMs']),
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

// Run on its own: npx tsx bench/first-visit.ts [--quick] [--no-build: measure apps/web/dist as it is]
// (or npm run bench -- --only first-visit)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const build = !process.argv.includes('--no-build');
  console.log(JSON.stringify(await benchFirstVisit({ quick, facilities: quick ? 2_000 : 20_000, build }), null, 2));
}
