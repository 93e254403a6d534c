// npm run seed -- --facilities N [--reset]: migrates, then fills the database with demo data.
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { demoLoginLines } from './seed/demo-users.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.indexOf(`--${name}`);
const facilities = flag('facilities') >= 0 ? Number(args[flag('facilities') + 1]) : 20_000;
if (!Number.isInteger(facilities) || facilities < 1 || facilities > 5_000_000) {
  console.error('--facilities must be a whole number from 1 to 5000000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDbDir });
try {
  await migrate(database.db);
  if (flag('reset') >= 0) {
    // Everything but the migration record and the built-in groups and flags.
    await sql`truncate users, contributors, facilities, facility_lists, facility_list_items, facility_matches,
      facility_aliases, extended_fields, facility_index, facility_claims, facility_activity_reports, moderation_events,
      embed_configs, email_outbox, jobs, audit_log, geocode_cache, download_logs, api_requests restart identity cascade`.execute(database.db);
  } else if (!(await isDatabaseEmpty(database.db))) {
    console.error('The database already has data. Run with --reset to replace it with the demo data set.');
    process.exit(2);
  }
  const started = Date.now();
  const counts = await seedDemo(database.db, { facilities, env: config.env, log: (message) => console.log(message) });
  const seconds = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ ...counts, seconds, facilitiesPerSecond: Math.round(facilities / seconds) }));
  console.log(demoLoginLines().join('\n'));
} finally {
  await database.close();
}
