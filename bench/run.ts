// npm run bench [-- --quick] [-- --facilities N] [-- --postgres-facilities N]
//   [-- --postgres-database NAME] [-- --skip-embedded] [-- --skip-postgres] [-- --list-rows N]
//   [-- --only CASE[,CASE]]: prints a JSON report (stdout) and a short table (stderr).
// CASE: embedded, postgres, downloads, geocoding, gazetteer, matching, first-visit (see
// ./first-visit.ts), responsiveness (see ./responsiveness.ts), duplicates (see ./duplicate-finder.ts).
// Seeds the demo data set into a fresh in-memory embedded database and, when PostgreSQL is
// reachable, into a scratch PostgreSQL database; times the seed, the facility index, a set of
// API requests, every single search filter (API and bare SQL, with any Seq Scan of
// facility_index in their plans) and tiles with a cold cache on each.
// The anchor's size on PostgreSQL: --postgres-facilities 1200000 (seeding takes about 16 minutes
// on 2 cores). --postgres-database NAME measures an already seeded database and keeps it (the
// matching evaluation runs on it too, besides the embedded demo's, and is rolled back).
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { createServices } from '../apps/server/src/services.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { vacuumSearchTables } from '../apps/server/src/db/vacuum.ts';
import { refreshFacilityIndex } from '../apps/server/src/modules/facilities/facility-index.ts';
import { summarize, type Summary } from './stats.ts';
import { geocodingEval } from './geocoding-eval.ts';
import { measureGazetteerLoad } from './gazetteer-load.ts';
import { matchingEval } from './matching-eval.ts';
import { benchDownloads } from './downloads.ts';
import { measureSearchSpeed, measureTileSpeed, WEB_CLIENT } from './search-speed.ts';
import { measureListPipeline } from './list-pipeline.ts';
import { candidateRecall } from './candidate-recall.ts';
import { benchFirstVisit } from './first-visit.ts';
import { printTable } from './table.ts';
import { measureResponsiveness } from './responsiveness.ts';
import { benchDuplicateFinder } from './duplicate-finder.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const facilitiesArg = args.indexOf('--facilities');
const facilities = facilitiesArg >= 0 ? Number(args[facilitiesArg + 1]) : quick ? 2_000 : 20_000;
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const postgresFacilities = Number(option('--postgres-facilities') ?? facilities);
const existingDatabase = option('--postgres-database');
const only = option('--only')?.split(',');
const runs = (benchCase: string) => !only || only.includes(benchCase);
const skipEmbedded = args.includes('--skip-embedded') || !runs('embedded');
const skipPostgres = args.includes('--skip-postgres') || !runs('postgres');
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A list of this many rows goes through the pipeline (parse, geocode, match) on each database.
const listRows = Number(option('--list-rows') ?? (quick ? 1_000 : 10_000));

/** API requests a visitor's search session makes, timed through the whole HTTP stack. */
const REQUESTS = [
  ['search: first page', '/api/facilities/?number_of_public_contributors=true'],
  ['search: text query', '/api/facilities/?q=garment'],
  ['search: country + sector', '/api/facilities/?countries=CN&sectors=Apparel'],
  ['search: sort A-Z, page 20', '/api/facilities/?sort_by=name_asc&page=20'],
  ['count', '/api/facilities/count/?countries=BD'],
  ['grid tile z2', '/tile/facilitygrid/1/2/3/1.pbf'],
  ['facility tile z12', '/tile/facilities/1/12/3276/1674.pbf'],
] as const;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function measure(database: Database, label: string, count: number, seed = true) {
  await migrate(database.db);
  const [, seedMs] = seed ? await timed(() => seedDemo(database, { facilities: count, env: 'test' })) : [null, 0];
  if (!seed) await vacuumSearchTables(database.db, { analyze: true });
  // The index as maintenance sees it: rebuilt in full with every index in place, and a change
  // to 100 facilities (a list's worth of matches) refreshed in one call.
  // (A full rebuild of an existing large database takes minutes: left out there.)
  const [, rebuildMs] = seed ? await timed(() => refreshFacilityIndex(database.db)) : [null, Number.NaN];
  const sample = await sql<{ os_id: string }>`select os_id from facilities order by os_id limit 100`.execute(
    database.db,
  );
  const [, refresh100Ms] = await timed(() =>
    refreshFacilityIndex(
      database.db,
      sample.rows.map((row) => row.os_id),
    ),
  );

  // The search answer cache off: repeated runs of one search time its queries, not the cache.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_CACHE_ENTRIES: '0' });
  const makeApp = () => buildApp({ config, db: database.db, services: createServices(config, database.db) });
  const app = await makeApp();
  const requests: Record<string, Summary> = {};
  const runs = quick ? 10 : 30;
  for (const [name, url] of REQUESTS) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const [response, ms] = await timed(() => app.inject({ method: 'GET', url, headers: WEB_CLIENT }));
      if (response.statusCode !== 200)
        throw new Error(`${label} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      times.push(ms);
    }
    requests[name] = summarize(times);
  }
  // Facility pages: a different facility each time (a cold page), through the whole stack.
  const detailTimes: number[] = [];
  for (const { os_id } of sample.rows.slice(0, runs)) {
    const [response, ms] = await timed(() =>
      app.inject({ method: 'GET', url: `/api/facilities/${os_id}/`, headers: WEB_CLIENT }),
    );
    if (response.statusCode !== 200) throw new Error(`${label} facility ${os_id}: ${response.statusCode}`);
    detailTimes.push(ms);
  }
  requests['facility detail'] = summarize(detailTimes);
  const search = await measureSearchSpeed(app, database.db, runs);
  console.error(`${label}: search measured`);
  const tiles = await measureTileSpeed(makeApp, database.db, runs);
  await app.close();
  console.error(`${label}: tiles measured; list pipeline of ${listRows} rows next`);
  const recall = await candidateRecall(database.db, quick ? 50 : 300);
  const listPipeline =
    listRows > 0 ? await measureListPipeline(database, { rows: listRows, facilities: count, seed: false }) : 'skipped';
  const worst = (values: number[]) => Math.max(...values);
  return {
    facilities: seed
      ? count
      : (await sql<{ n: number }>`select count(*)::int as n from facilities`.execute(database.db)).rows[0]!.n,
    seedSeconds: seed ? Number((seedMs / 1000).toFixed(2)) : 'not seeded here',
    seedFacilitiesPerSecond: seed ? Math.round(count / (seedMs / 1000)) : null,
    indexRebuildSeconds: Number((rebuildMs / 1000).toFixed(2)),
    indexRefresh100Ms: Math.round(refresh100Ms),
    requestsMs: requests,
    searchWorstP95Ms: worst(search.map((s) => s.apiMs.p95)),
    searchWorstApiToSqlP50: worst(search.map((s) => s.apiToSqlP50)),
    seqScansOfFacilityIndex: search.filter((s) => s.seqScans.length).map((s) => s.name),
    searchPerFilter: Object.fromEntries(search.map(({ name, ...rest }) => [name, rest])),
    tiles: Object.fromEntries(tiles.map(({ name, ...rest }) => [name, rest])),
    candidateRecall: recall,
    listPipeline,
  };
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    return { skipped: `PostgreSQL not reachable at ${new URL(postgresUrl).host}` };
  }
  const name = existingDatabase ?? `bench_${process.pid}`;
  if (!existingDatabase) await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    return await measure(database, 'postgres', postgresFacilities, !existingDatabase);
  } finally {
    await database.close();
    if (!existingDatabase) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function withoutDatabaseUrl<T>(work: () => Promise<T>): Promise<T> {
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    return await work();
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
}

const embedded = skipEmbedded ? null : await openDatabase({});
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  mode: quick ? 'quick' : 'full',
  embedded: embedded ? await measure(embedded, 'embedded', facilities).finally(() => embedded.close()) : 'skipped',
  postgres: skipPostgres ? 'skipped' : await onPostgres(),
  downloads: runs('downloads') ? await benchDownloads({ quick, postgresUrl }) : 'skipped',
  geocoding: runs('geocoding') ? geocodingEval() : 'skipped',
  gazetteerLoad: runs('gazetteer') ? await measureGazetteerLoad() : 'skipped',
  matching: runs('matching')
    ? await matchingEval({
        facilities: quick ? 5_000 : 20_000,
        cases: quick ? 600 : 3_000,
        postgresUrl,
        // The same evaluation on the kept database as well (drawn from 20,000 of its facilities).
        postgresDatabase: existingDatabase,
      })
    : 'skipped',
  // The duplicate finder on planted duplicates (a rewritten list's rejected potential matches).
  duplicates: runs('duplicates')
    ? await benchDuplicateFinder({ postgresUrl, facilities: quick ? 2_000 : 20_000, rows: quick ? 200 : 1_000 })
    : 'skipped',
  firstVisit: runs('first-visit') ? await benchFirstVisit({ quick, facilities }) : 'skipped',
  // The real server on the embedded database (DATABASE_URL is the bench's PostgreSQL, not the server's).
  responsiveness: runs('responsiveness')
    ? await withoutDatabaseUrl(() => measureResponsiveness({ facilities, rows: quick ? [1_000] : [2_000, 10_000] }))
    : 'skipped',
};
console.log(JSON.stringify(report, null, 2));
printTable(report);
