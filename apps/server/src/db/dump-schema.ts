// npm run db:schema [-- --check]: the schema as the migrations leave it, in one readable file.
// Migrates a scratch database on the PostgreSQL server of DATABASE_URL (or the local one), dumps
// it with pg_dump --schema-only and writes db/schema.sql; --check fails when the file is stale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { adminUrl, databaseUrlFor } from '../test/postgres-url.ts';

const SCHEMA_FILE = path.join(import.meta.dirname, 'schema.sql');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What differs from dump to dump of the same schema: versions, and pg_dump's random \restrict key. */
const normalize = (dump: string) =>
  dump
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line) && !/^-- Dumped (from|by) /.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd() + '\n';

async function dumpMigratedSchema(): Promise<string> {
  const scratch = `schema_dump_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${scratch}`);
    await admin.query(`create database ${scratch}`);
    const url = databaseUrlFor(serverUrl, scratch);
    const database = await openDatabase({ databaseUrl: url });
    try {
      await migrate(database.db);
    } finally {
      await database.close();
    }
    const dump = execFileSync(
      'pg_dump',
      ['--schema-only', '--no-owner', '--no-privileges', '--exclude-table=schema_migrations', url],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return normalize(dump);
  } finally {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

const dump = await dumpMigratedSchema();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
  if (current !== dump) {
    console.error('apps/server/src/db/schema.sql is stale: run `npm run db:schema` and commit it.');
    process.exitCode = 1;
  } else console.log('apps/server/src/db/schema.sql matches the migrations.');
} else {
  fs.writeFileSync(SCHEMA_FILE, dump);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (${dump.split('\n').length} lines)`);
}
