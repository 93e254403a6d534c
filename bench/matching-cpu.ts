// tsx bench/matching-cpu.ts --postgres-database NAME [--rows 2000] [--warm 200]
// PostgreSQL CPU per row of the list pipeline's candidate search (findCandidates as
// process-list.ts calls it) on a seeded database, read from the serving backend's /proc stat:
// on a loaded machine wall-clock time is the load's, a backend's CPU time much less so. The rows
// are list-pipeline.ts's list (a third known facilities, two thirds new names), geocoded by the
// configured geocoder first (not timed), searched one after another on one connection after
// `--warm` rows. Also reports the session's prepared statements and how often each was planned
// for its parameters (custom) or ran its one generic plan, and a digest of every row's candidates
// (OS IDs and confidences in order): runs of two versions on the same rows (--run, the made-up
// names' seed) must give the same digest. Read-only: nothing is written.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { databaseUrlFor } from '../apps/server/src/test/postgres-url.ts';
import { createGeocoder } from '../apps/server/src/modules/geocoding/service.ts';
import { startGazetteerThread } from '../apps/server/src/modules/geocoding/gazetteer-thread.ts';
import { createMatcher, type MatchInput } from '../apps/server/src/modules/matching/service.ts';
import { CANDIDATES } from '../apps/server/src/modules/lists/match-items.ts';
import { generateRows } from './list-pipeline.ts';

/** utime + stime of a process in ms (from /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const name = option('--postgres-database');
  if (!name) throw new Error('--postgres-database NAME: a seeded database');
  const rows = Number(option('--rows') ?? 2_000);
  const warm = Number(option('--warm') ?? 200);
  const run = Number(option('--run') ?? 1);
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 1 });
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    if (config.geocoder.provider === 'offline') await startGazetteerThread();
    const geocoder = createGeocoder({ config, db: database.db });
    const matcher = createMatcher(config.matchThresholds);
    const inputs: MatchInput[] = [];
    for (const row of await generateRows(database.db, warm + rows, run)) {
      const point = await geocoder.geocode({ address: row.address, countryCode: row.country });
      inputs.push({
        name: row.name,
        address: row.address,
        countryCode: row.country,
        lat: point.found ? point.lat : null,
        lng: point.found ? point.lng : null,
        exact: point.found ? point.exact : true,
      });
    }
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
    const search = (input: MatchInput) => matcher.findCandidates(database.db, input, CANDIDATES, { forDecision: true });
    for (const input of inputs.slice(0, warm)) await search(input);
    const cpuBefore = cpuMs(pid);
    const started = performance.now();
    let candidates = 0;
    const digest = createHash('sha1');
    for (const input of inputs.slice(warm)) {
      const found = await search(input);
      candidates += found.length;
      digest.update(`${found.map((c) => `${c.osId}:${c.confidence.toFixed(6)}`).join(',')}\n`);
    }
    const wallMs = performance.now() - started;
    const backendMs = cpuMs(pid) - cpuBefore;
    const prepared = await sql<{ name: string; generic_plans: number; custom_plans: number }>`
      select name, generic_plans, custom_plans from pg_prepared_statements order by name`.execute(database.db);
    const samePid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
    console.log(
      JSON.stringify(
        {
          database: name,
          rows,
          warm,
          candidates,
          candidatesDigest: digest.digest('hex').slice(0, 16),
          backendCpuMsPerRow: Number((backendMs / rows).toFixed(2)),
          wallMsPerRow: Number((wallMs / rows).toFixed(2)),
          oneBackend: samePid === pid,
          preparedStatements: prepared.rows,
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
  }
}

await main();
