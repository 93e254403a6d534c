// tsx bench/list-pipeline.ts [--rows N | --anchor] [--facilities N] [--postgres] [--postgres-database NAME]
// Times the list pipeline (parse, geocode, match) on a generated list against a seeded
// database: the embedded one by default, a scratch PostgreSQL database with --postgres, or an
// already seeded one with --postgres-database (kept: the list is taken out again after the
// measurement). --anchor: the list is the anchor's real supplier rows (../shared/fixtures, both
// folders) as their contributors wrote them, without their coordinates, so each is geocoded.
// Prints rows/s per step and peak memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { createLocalFileStorage } from '../apps/server/src/adapters/file-storage.ts';
import { createGeocoder } from '../apps/server/src/modules/geocoding/service.ts';
import { startGazetteerThread } from '../apps/server/src/modules/geocoding/gazetteer-thread.ts';
import { createMatcher } from '../apps/server/src/modules/matching/service.ts';
import { createListService } from '../apps/server/src/modules/lists/service.ts';
import { parseList } from '../apps/server/src/modules/lists/parse-list.ts';
import { processList } from '../apps/server/src/modules/lists/process-list.ts';
import { refreshFacilityIndex } from '../apps/server/src/modules/facilities/facility-index.ts';
import { vacuumSearchTables } from '../apps/server/src/db/vacuum.ts';
import { ANCHOR_LISTS_DIR, readAnchorRows } from './anchor-lists.ts';
import { rewordedAddress } from './rewording.ts';
import { madeUpWord as word } from '../apps/server/src/test/list-helpers.ts';

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * A list like a brand's: a third of the rows name facilities already known (drawn from every
 * country, as the seed has them): of those a third as the registry has them, a third without
 * their legal form, a third at an address written differently. The rest are new facilities.
 */
async function generateList(db: Database['db'], rows: number): Promise<string> {
  const lines = (await generateRows(db, rows)).map((row) =>
    [row.country, quote(row.name), quote(row.address), 'Apparel', row.known ? '250' : '1200'].join(','),
  );
  return `${['country,name,address,sector,number_of_workers', ...lines].join('\n')}\n`;
}

/** The rows of generateList's list. */
export async function generateRows(
  db: Database['db'],
  rows: number,
  // New names differ from run to run: a kept database (--postgres-database) already holds an earlier run's.
  run = Math.floor(Date.now() / 1000) % 100_000,
): Promise<{ country: string; name: string; address: string; known: boolean }[]> {
  const known = (
    await sql<{ name: string; address: string; country_code: string }>`
    select name, address, country_code from facilities order by md5(os_id) limit ${Math.ceil(rows / 3)}`.execute(db)
  ).rows;
  const countries = [...new Set(known.map((row) => row.country_code))];
  const lines: { country: string; name: string; address: string; known: boolean }[] = [];
  for (let i = 0; i < rows; i++) {
    const facility = i % 3 === 0 ? known[i / 3] : undefined;
    if (facility) {
      const variant = (i / 3) % 3;
      const name = variant === 1 ? facility.name.replace(/ (Ltd|Limited|Co)\.?$/i, '') : facility.name;
      const address = variant === 2 ? rewordedAddress(facility.address) : facility.address;
      lines.push({ country: facility.country_code, name, address, known: true });
    } else {
      lines.push({
        country: countries[i % countries.length] ?? 'BD',
        name: `${word((i + run) * 7 + 1)} ${word((i + run) * 13 + 5)} Mills`,
        address: `${i} ${word((i + run) * 31 + 3)} Street`,
        known: false,
      });
    }
  }
  return lines;
}

/** The anchor's real rows (names, addresses and their dirt as written), as one list without coordinates. */
function anchorList(): string {
  const rows = ['compliance', 'geocoded'].flatMap((folder) => readAnchorRows(path.join(ANCHOR_LISTS_DIR, folder)));
  const lines = rows.map((row) => [row.country, quote(row.name), quote(row.address)].join(','));
  return `${['country,name,address', ...lines].join('\n')}\n`;
}

/**
 * Takes a measured list out of a kept database again (--postgres-database): its new facilities,
 * its rows and matches, and the index rows of the facilities it matched. Run after run, the kept
 * database then stays the seeded one instead of gaining 6,000 facilities named 'X Y Mills' each time.
 */
export async function removeList(db: Database['db'], listId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const items = await sql<{ facility_id: string; status: string }>`
      select facility_id, status from facility_list_items where facility_list_id = ${listId} and facility_id is not null`.execute(
      trx,
    );
    const created = items.rows.filter((row) => row.status === 'NEW_FACILITY').map((row) => row.facility_id);
    const matched = items.rows.filter((row) => row.status !== 'NEW_FACILITY').map((row) => row.facility_id);
    await sql`update facility_list_items set facility_id = null where facility_list_id = ${listId}`.execute(trx);
    await sql`delete from facilities where os_id = any(${created}::bpchar[])`.execute(trx);
    await sql`delete from facility_lists where id = ${listId}`.execute(trx);
    await refreshFacilityIndex(trx, matched);
    // name_words is only ever added to (see 0015_name_words.sql): the list's new words go by hand.
    await sql`delete from name_words n where not exists (select 1 from facility_name_words f where f.word = n.word)`.execute(
      trx,
    );
  });
}

/**
 * CPU time of the database's backends (from /proc, so only a server on this machine): sampled
 * every 500 ms, each backend's latest figure kept, the sum at stop minus what each had at its
 * first sample. A backend that closes between samples loses its last half second at most.
 */
function sampleBackendCpu(db: Database['db']) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const read = (pid: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null; // gone, or another machine's
    }
  };
  const sample = async () => {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(
      db,
    );
    for (const { pid } of rows) {
      const ms = read(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, ms);
      last.set(pid, ms);
    }
  };
  const timer = setInterval(() => void sample().catch(() => undefined), 500);
  return {
    async stopSeconds(): Promise<number> {
      clearInterval(timer);
      await sample();
      let ms = 0;
      for (const [pid, at] of last) ms += at - first.get(pid)!;
      return Number((ms / 1000).toFixed(1));
    },
  };
}

export async function measureListPipeline(
  database: Database,
  options: { rows: number; facilities: number; seed: boolean; anchor?: boolean },
) {
  await migrate(database.db);
  if (options.seed) await seedDemo(database, { facilities: options.facilities, env: 'test' });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-files-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.dirname(filesDir) });
  const files = createLocalFileStorage(filesDir);
  const contributor = await database.db
    .selectFrom('contributors')
    .select(['id', 'admin_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const csv = options.anchor ? anchorList() : await generateList(database.db, options.rows);
  const lists = createListService({
    db: database.db,
    files,
    productName: 'Bench',
    maxUploadBytes: 100 * 1024 * 1024,
    autoApproveLists: true,
    uploadLimits: { perMinute: 1_000, perDay: 1_000_000 },
  });
  const user = {
    id: contributor.admin_id,
    email: 'bench@example.com',
    contributorId: contributor.id,
    isSuperuser: false,
    isStaff: false,
    isModerationMode: false,
    groups: [],
    via: 'session' as const,
  };

  // A server loads the offline gazetteer at start (preloadGeocoder), long before a list is
  // approved: its load is timed apart, not as part of the list's geocoding.
  const gazetteerStarted = performance.now();
  if (config.geocoder.provider === 'offline') await startGazetteerThread();
  const gazetteerLoadMs = performance.now() - gazetteerStarted;
  let peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const nodeCpuBefore = process.cpuUsage();
  const backendCpu = sampleBackendCpu(database.db);
  const list = await lists.upload(user, {
    fields: { name: 'Bench list' },
    file: { fileName: 'bench.csv', content: Buffer.from(csv), truncated: false },
  });
  await sql`delete from jobs`.execute(database.db); // this script runs the steps itself
  const parseStarted = performance.now();
  await parseList({ db: database.db, files }, list.id);
  const parseMs = performance.now() - parseStarted;
  await sql`delete from jobs`.execute(database.db);
  const steps = { geocode: { rows: 0, ms: 0 }, match: { rows: 0, ms: 0 } };
  // Time inside the geocoder and the matcher's candidate search, apart from the pipeline's own work.
  const inside = { geocoderMs: 0, findCandidatesMs: 0 };
  const realGeocoder = createGeocoder({ config, db: database.db });
  const geocoder: typeof realGeocoder = {
    async geocode(query) {
      const t0 = performance.now();
      try {
        return await realGeocoder.geocode(query);
      } finally {
        inside.geocoderMs += performance.now() - t0;
      }
    },
  };
  const realMatcher = createMatcher(config.matchThresholds);
  const matcher: typeof realMatcher = {
    ...realMatcher,
    async findCandidates(db, input, limit, options) {
      const t0 = performance.now();
      try {
        return await realMatcher.findCandidates(db, input, limit, options);
      } finally {
        inside.findCandidatesMs += performance.now() - t0;
      }
    },
  };
  await processList({ db: database.db, geocoder, matcher }, list.id, {
    lastAttempt: true,
    onBatch: (step, rows, ms) => {
      steps[step].rows += rows;
      steps[step].ms += ms;
    },
  });
  const totalMs = performance.now() - started;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const backendCpuSeconds = await backendCpu.stopSeconds();
  clearInterval(sampler);
  const counts = await sql<{ status: string; n: number }>`
    select status, count(*)::int as n from facility_list_items where facility_list_id = ${list.id} group by status order by status`.execute(
    database.db,
  );
  fs.rmSync(filesDir, { recursive: true, force: true });
  const created = counts.rows.find((row) => row.status === 'NEW_FACILITY')?.n ?? 0;
  const facilities =
    (await sql<{ n: number }>`select count(*)::int as n from facilities`.execute(database.db)).rows[0]!.n - created;
  // The database as it was found, for the next measurement or run.
  await removeList(database.db, list.id);
  await vacuumSearchTables(database.db);
  const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
  return {
    rows: options.rows,
    facilities,
    totalSeconds: Number((totalMs / 1000).toFixed(2)),
    parse: { seconds: Number((parseMs / 1000).toFixed(2)), rowsPerSecond: perSecond(options.rows, parseMs) },
    geocode: {
      seconds: Number((steps.geocode.ms / 1000).toFixed(2)),
      rowsPerSecond: perSecond(steps.geocode.rows, steps.geocode.ms),
    },
    match: {
      seconds: Number((steps.match.ms / 1000).toFixed(2)),
      rowsPerSecond: perSecond(steps.match.rows, steps.match.ms),
    },
    gazetteerLoadSeconds: Number((gazetteerLoadMs / 1000).toFixed(2)),
    insideGeocoderSeconds: Number((inside.geocoderMs / 1000).toFixed(2)),
    insideFindCandidatesSeconds: Number((inside.findCandidatesMs / 1000).toFixed(2)),
    /** The database's backends over upload, parse, geocode and match (the pipeline and this sampling). */
    backendCpuSeconds,
    /** This process (the pipeline's scoring and writing, and the gazetteer's thread) over the same span. */
    nodeCpuSeconds: Number(((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(1)),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    statuses: Object.fromEntries(counts.rows.map((row) => [row.status, row.n])),
    memory: { baseRssMiB: Math.round(baseRss / 2 ** 20), peakRssMiB: Math.round(peakRss / 2 ** 20) },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const rows = Number(option('--rows') ?? 1000);
  const facilities = Number(option('--facilities') ?? 20_000);
  const existing = option('--postgres-database');
  const anchor = args.includes('--anchor');
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!args.includes('--postgres') && !existing) {
    const database = await openDatabase({});
    console.log(
      JSON.stringify(
        { embedded: await measureListPipeline(database, { rows, facilities, seed: true, anchor }) },
        null,
        2,
      ),
    );
    return database.close();
  }
  const name = existing ?? `bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!existing) await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    console.log(
      JSON.stringify(
        { postgres: await measureListPipeline(database, { rows, facilities, seed: !existing, anchor }) },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    if (!existing) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
