import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK = 72_410_001;

export function listMigrations(): { name: string; script: string }[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, script: fs.readFileSync(path.join(migrationsDir, name), 'utf8') }));
}

/**
 * Applies pending SQL migrations in name order, each in its own transaction, on one
 * connection holding an advisory lock so that concurrent servers migrate once.
 * Returns the names applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`.execute(connection);
      const done = await sql<{ name: string }>`select name from schema_migrations`.execute(connection);
      const doneNames = new Set(done.rows.map((row) => row.name));
      const applied: string[] = [];
      for (const migration of listMigrations()) {
        if (doneNames.has(migration.name)) continue;
        await connection.transaction().execute(async (trx) => {
          await sql.raw(migration.script).execute(trx);
          await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
