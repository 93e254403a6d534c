// tsx bench/duplicate-finder.ts [--facilities N] [--rows N] [--postgres-database NAME] [--url URL]
// The duplicate finder ([3.1]) on planted duplicates: a list rewrites known facilities (a letter
// swapped in the name, the address written differently, no coordinates: geocoded as lists are),
// goes through the list pipeline, and every potential match it offers is rejected, so each such
// row becomes a new facility: a duplicate. Then the incremental check (the triggers queued the new
// facilities) and a full pass are timed, and their pairs compared with the planted ones: recall,
// and the precision of the pairs at or over the screen's default confidence (any other pair
// counts as false). A scratch PostgreSQL database seeded with the demo data set, or a kept one
// (--postgres-database: the list and its facilities are taken out again afterwards).
// --url: a running server (with the demo accounts, its worker on): a full pass is started through
// the API as staff start it, and a visitor (bench/responsiveness.ts's) is timed while it runs, and
// before it for --baseline-seconds (default 300) without it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_MIN_CONFIDENCE } from '@registry/core/facility-duplicates-api';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { createLocalFileStorage } from '../apps/server/src/adapters/file-storage.ts';
import { createGeocoder } from '../apps/server/src/modules/geocoding/service.ts';
import { startGazetteerThread } from '../apps/server/src/modules/geocoding/gazetteer-thread.ts';
import { createMatcher } from '../apps/server/src/modules/matching/service.ts';
import { createListService } from '../apps/server/src/modules/lists/service.ts';
import { createMatchReviewService } from '../apps/server/src/modules/lists/match-review.ts';
import { parseList } from '../apps/server/src/modules/lists/parse-list.ts';
import { processList } from '../apps/server/src/modules/lists/process-list.ts';
import { runFullPass, runPendingChecks } from '../apps/server/src/modules/facility-duplicates/finder.ts';
import { insertPass } from '../apps/server/src/modules/facility-duplicates/queries.ts';
import { databaseUrlFor } from '../apps/server/src/test/postgres-url.ts';
import { apiLogIn } from '../e2e/server.ts';
import { BENCH_CLIENT, fetchJson } from './api-client.ts';
import { removeList } from './list-pipeline.ts';
import { sampleFacilities, startVisitor } from './responsiveness.ts';
import { rewordedAddress, withTypo } from './rewording.ts';

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
const pairKey = (a: string, b: string) => [a.trim(), b.trim()].sort().join(' ');
const share = (part: number, whole: number) => (whole === 0 ? null : Number((part / whole).toFixed(4)));

interface Planted {
  /** Rejected potential matches: the row became a new facility next to the one it names. */
  rejected: Set<string>;
  /** Rows the matcher offered nothing for (a new facility at once): duplicates as well. */
  unmatched: Set<string>;
  automatic: number;
  listId: number;
}

/** The rewritten list through the pipeline, its potential matches rejected. */
async function plantDuplicates(database: Database, rows: number): Promise<Planted> {
  const db = database.db;
  const known = (
    await sql<{ os_id: string; name: string; address: string; country_code: string }>`
      select os_id, name, address, country_code from facilities order by md5(os_id) limit ${rows}`.execute(db)
  ).rows;
  const csv = [
    'country,name,address',
    ...known.map((f) => [f.country_code, quote(withTypo(f.name)), quote(rewordedAddress(f.address))].join(',')),
  ].join('\n');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dupes-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.dirname(filesDir) });
  const files = createLocalFileStorage(filesDir);
  const contributor = await db
    .selectFrom('contributors')
    .select(['id', 'admin_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const user = {
    id: contributor.admin_id,
    email: 'bench@example.com',
    contributorId: contributor.id,
    isSuperuser: true,
    isStaff: true,
    isModerationMode: false,
    groups: [],
    via: 'session' as const,
  };
  const lists = createListService({
    db,
    files,
    productName: 'Bench',
    maxUploadBytes: 100 * 2 ** 20,
    uploadLimits: { perMinute: 1_000, perDay: 1_000_000 },
    autoApproveLists: true,
  });
  const list = await lists.upload(user, {
    fields: { name: 'Bench rewritten list' },
    file: { fileName: 'rewritten.csv', content: Buffer.from(`${csv}\n`), truncated: false },
  });
  await sql`delete from jobs`.execute(db); // this script runs the steps itself
  await parseList({ db, files }, list.id);
  await sql`delete from jobs`.execute(db);
  if (config.geocoder.provider === 'offline') await startGazetteerThread();
  await processList(
    { db, geocoder: createGeocoder({ config, db }), matcher: createMatcher(config.matchThresholds) },
    list.id,
    { lastAttempt: true },
  );
  const review = createMatchReviewService({ db });
  const items = await sql<{ id: number; row_index: number; status: string; facility_id: string | null }>`
    select id, row_index, status, facility_id from facility_list_items where facility_list_id = ${list.id} order by row_index`.execute(
    db,
  );
  const planted: Planted = { rejected: new Set(), unmatched: new Set(), automatic: 0, listId: list.id };
  for (const item of items.rows) {
    const original = known[item.row_index]!.os_id;
    if (item.status === 'POTENTIAL_MATCH') {
      const pending = await sql<{ id: number }>`
        select id from facility_matches where facility_list_item_id = ${item.id} and status = 'PENDING' order by id`.execute(
        db,
      );
      for (const match of pending.rows) await review.reject(user, match.id);
      const created = await db
        .selectFrom('facility_list_items')
        .select('facility_id')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      if (created.facility_id && created.facility_id.trim() !== original.trim())
        planted.rejected.add(pairKey(original, created.facility_id));
    } else if (item.status === 'NEW_FACILITY' && item.facility_id) {
      planted.unmatched.add(pairKey(original, item.facility_id));
    } else if (item.status === 'MATCHED') planted.automatic++;
  }
  await sql`delete from jobs`.execute(db);
  fs.rmSync(filesDir, { recursive: true, force: true });
  return planted;
}

async function storedPairs(database: Database) {
  const { rows } = await sql<{ a: string; b: string; confidence: number }>`
    select os_id_a as a, os_id_b as b, confidence from facility_duplicates d
    where dismissed_at is null
      and exists (select 1 from facility_index where os_id = d.os_id_a)
      and exists (select 1 from facility_index where os_id = d.os_id_b)`.execute(database.db);
  return rows.map((row) => ({ key: pairKey(row.a, row.b), confidence: row.confidence }));
}

/** Recall of the planted pairs, and precision at and over the default confidence. */
function judge(planted: Planted, pairs: { key: string; confidence: number }[]) {
  const found = new Set(pairs.map((pair) => pair.key));
  const shown = pairs.filter((pair) => pair.confidence >= DEFAULT_MIN_CONFIDENCE);
  const shownKeys = new Set(shown.map((pair) => pair.key));
  const isTrue = (key: string) => planted.rejected.has(key) || planted.unmatched.has(key);
  const count = (set: Set<string>, within: Set<string>) => [...set].filter((key) => within.has(key)).length;
  return {
    pairsStored: pairs.length,
    pairsShownByDefault: shown.length,
    recallOfRejected: share(count(planted.rejected, found), planted.rejected.size),
    recallOfRejectedShownByDefault: share(count(planted.rejected, shownKeys), planted.rejected.size),
    recallOfUnmatched: share(count(planted.unmatched, found), planted.unmatched.size),
    precisionShownByDefault: share(shown.filter((pair) => isTrue(pair.key)).length, shown.length),
    // Where the default could be: recall of the rejected rows' pairs and precision from each confidence.
    byMinConfidence: Object.fromEntries(
      [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95].map((min) => {
        const from = pairs.filter((pair) => pair.confidence >= min);
        const keys = new Set(from.map((pair) => pair.key));
        return [
          min,
          {
            recall: share(count(planted.rejected, keys), planted.rejected.size),
            precision: share(from.filter((pair) => isTrue(pair.key)).length, from.length),
          },
        ];
      }),
    ),
  };
}

/** With DUPLICATE_EXAMPLES set: the planted pairs missed and the false pairs shown, by name and address. */
async function examplesOf(database: Database, planted: Planted, pairs: { key: string; confidence: number }[]) {
  const found = new Set(pairs.map((pair) => pair.key));
  const describe = async (key: string) => {
    const osIds = key.split(' ');
    const rows = await sql<{ os_id: string; name: string; address: string; lat: number; lng: number }>`
      select os_id, name, address, lat, lng from facility_index where os_id = any(${osIds}::bpchar[]) order by os_id`.execute(
      database.db,
    );
    return rows.rows
      .map((row) => `${row.name} | ${row.address} | ${row.lat.toFixed(3)},${row.lng.toFixed(3)}`)
      .join('  <>  ');
  };
  const missed = [...planted.rejected].filter((key) => !found.has(key));
  const falseShown = pairs
    .filter(
      (pair) =>
        pair.confidence >= DEFAULT_MIN_CONFIDENCE &&
        !planted.rejected.has(pair.key) &&
        !planted.unmatched.has(pair.key),
    )
    .slice(0, 25);
  return {
    missed: await Promise.all(missed.map(describe)),
    falseShown: await Promise.all(falseShown.map(async (pair) => `${pair.confidence}: ${await describe(pair.key)}`)),
  };
}

export async function measureDuplicateFinder(database: Database, options: { rows: number; seed: number | null }) {
  await migrate(database.db);
  if (options.seed !== null) await seedDemo(database, { facilities: options.seed, env: 'test' });
  const minConfidence = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).matchThresholds.potential;
  await sql`delete from facility_duplicates; delete from facility_duplicate_checks`.execute(database.db);
  const plantStarted = performance.now();
  const planted = await plantDuplicates(database, options.rows);
  const plantSeconds = (performance.now() - plantStarted) / 1000;
  const checkStarted = performance.now();
  const checked = await runPendingChecks(database.db, { minConfidence });
  const checkSeconds = (performance.now() - checkStarted) / 1000;
  const incremental = judge(planted, await storedPairs(database));
  await sql`delete from facility_duplicates`.execute(database.db);
  const pass = await insertPass(database.db, null);
  const passStarted = performance.now();
  await runFullPass(database.db, pass.id, { minConfidence });
  const passSeconds = (performance.now() - passStarted) / 1000;
  const fullPairs = await storedPairs(database);
  const full = judge(planted, fullPairs);
  const examples = process.env.DUPLICATE_EXAMPLES ? await examplesOf(database, planted, fullPairs) : undefined;
  const facilities = (await sql<{ n: number }>`select count(*)::int as n from facility_index`.execute(database.db))
    .rows[0]!.n;
  await removeList(database.db, planted.listId);
  await sql`delete from facility_duplicates; delete from facility_duplicate_checks`.execute(database.db);
  return {
    facilities,
    listRows: options.rows,
    plantedByRejecting: planted.rejected.size,
    rowsMatchedAutomatically: planted.automatic,
    rowsNewWithoutOffer: planted.unmatched.size,
    plantSeconds: Number(plantSeconds.toFixed(1)),
    defaultMinConfidence: DEFAULT_MIN_CONFIDENCE,
    incremental: { facilitiesChecked: checked.checked, seconds: Number(checkSeconds.toFixed(1)), ...incremental },
    fullPass: { seconds: Number(passSeconds.toFixed(1)), ...full },
    ...(examples ? { examples } : {}),
  };
}

/** `npm run bench`'s case: a scratch PostgreSQL database with the demo data set. */
export async function benchDuplicateFinder(options: { postgresUrl: string; facilities: number; rows: number }) {
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  try {
    await admin.connect();
  } catch {
    return { skipped: `PostgreSQL not reachable at ${new URL(options.postgresUrl).host}` };
  }
  const name = `bench_dupes_${process.pid}`;
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(options.postgresUrl, name) });
  try {
    return await measureDuplicateFinder(database, { rows: options.rows, seed: options.facilities });
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/**
 * A full pass started through the API of a running server, with a visitor timed meanwhile; and,
 * first, the same visitor for `baselineSeconds` without it (the machine's load as it is then).
 */
export async function fullPassUnderVisitor(base: string, baselineSeconds: number) {
  const admin = await apiLogIn({ url: base }, 'admin@example.com');
  const sample = await sampleFacilities(base);
  const key = await fetchJson<string>(`${base}/api/current_tile_cache_key`);
  const headers = { ...BENCH_CLIENT, cookie: admin };
  const alone = startVisitor(base, sample, key);
  await new Promise((resolve) => setTimeout(resolve, baselineSeconds * 1000));
  const baseline = { seconds: baselineSeconds, loadAverage: loadAverage(), visitor: await alone.stop() };
  const started = await fetch(`${base}/api/facility-duplicates/refresh/`, { method: 'POST', headers });
  if (started.status !== 202) throw new Error(`refresh: ${started.status} ${await started.text()}`);
  const passId = ((await started.json()) as { id: number }).id;
  const visitor = startVisitor(base, sample, key);
  const startedAt = performance.now();
  const progress: { seconds: number; facilitiesDone: number }[] = [];
  let pass: { id: number; status: string; facilities_done: number; facilities_total: number; pairs_found: number };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const answer = await fetch(`${base}/api/facility-duplicates/refresh/`, { headers });
    pass = ((await answer.json()) as { pass: typeof pass }).pass;
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    progress.push({ seconds, facilitiesDone: pass.facilities_done });
    console.error(`full pass ${pass.status}: ${pass.facilities_done} of ${pass.facilities_total} after ${seconds} s`);
    if (pass.id !== passId || pass.status === 'DONE' || pass.status === 'FAILED') break;
  }
  const visitorFigures = await visitor.stop();
  return {
    server: base,
    pass,
    seconds: Math.round((performance.now() - startedAt) / 1000),
    loadAverage: loadAverage(),
    visitor: visitorFigures,
    withoutPass: baseline,
    progress: progress.filter((_, index) => index % 6 === 0),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const rows = Number(option('--rows') ?? 1_000);
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const existing = option('--postgres-database');
  const serverUrl = option('--url');
  if (serverUrl) {
    console.log(
      JSON.stringify(await fullPassUnderVisitor(serverUrl, Number(option('--baseline-seconds') ?? 300)), null, 2),
    );
    return;
  }
  if (!existing) {
    const facilities = Number(option('--facilities') ?? 20_000);
    console.log(JSON.stringify(await benchDuplicateFinder({ postgresUrl: url, facilities, rows }), null, 2));
    return;
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, existing) });
  try {
    console.log(JSON.stringify(await measureDuplicateFinder(database, { rows, seed: null }), null, 2));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
