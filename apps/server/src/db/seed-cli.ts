// npm run seed -- [--facilities N] [--reset]: migrates, then fills the database with the demo data set.
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { demoLoginLines } from './seed/demo-users.ts';
import { PRODUCTION_REFUSAL, isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.indexOf(`--${name}`);
const facilities = flag('facilities') >= 0 ? Number(args[flag('facilities') + 1]) : 20_000;

/** Everything but the migration record and the built-in groups and feature flags. */
async function wipe(db: Db) {
  await sql`truncate users, contributors, facilities, facility_lists, facility_list_items, facility_matches,
    facility_aliases, extended_fields, facility_index, facility_locations, facility_claims, facility_activity_reports,
    moderation_events, embed_configs, email_outbox, jobs, audit_log, geocode_cache, download_logs, api_requests
    restart identity cascade`.execute(db);
}

async function main(): Promise<number> {
  if (!Number.isInteger(facilities) || facilities < 0 || facilities > 5_000_000) {
    console.error('--facilities must be a whole number from 0 to 5000000');
    return 2;
  }
  const config = loadConfig();
  if (config.isProduction) {
    console.error(PRODUCTION_REFUSAL);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDbDir });
  try {
    await migrate(database.db);
    if (flag('reset') >= 0) await wipe(database.db);
    else if (!(await isDatabaseEmpty(database.db))) {
      console.error('The database already has data. Run with --reset to replace it with the demo data set.');
      return 2;
    }
    const started = performance.now();
    const counts = await seedDemo(database, { facilities, env: config.env, log: (message) => console.log(message) });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        ...counts,
        seconds: Number(seconds.toFixed(1)),
        facilitiesPerSecond: Math.round(facilities / seconds),
      }),
    );
    console.log(demoLoginLines().join('\n'));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
