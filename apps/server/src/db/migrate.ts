import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK = 72_410_001;

export interface Migration {
  name: string;
  script: string;
  /** sha256 of the script with LF line ends (a checkout with CRLF is the same migration). */
  checksum: string;
}

/** An applied migration whose file no longer holds what was applied: the database would silently miss the edit. */
export class MigrationChangedError extends Error {
  constructor(readonly names: string[]) {
    super(
      `Applied migration${names.length > 1 ? 's' : ''} changed since ${names.length > 1 ? 'they were' : 'it was'} applied to this database: ${names.join(', ')}. ` +
        'An applied migration is never edited: restore the file (git checkout) and put the change in a new migration.',
    );
    this.name = 'MigrationChangedError';
  }
}

export const migrationChecksum = (script: string) =>
  createHash('sha256').update(script.replace(/\r\n/g, '\n')).digest('hex');

export function listMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => {
      const script = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, script, checksum: migrationChecksum(script) };
    });
}

/**
 * Applies pending SQL migrations in name order, each in its own transaction, on one
 * connection holding an advisory lock so that concurrent servers migrate once.
 * Forward only: each applied file's checksum is kept, and a file changed after it was applied
 * stops the start (MigrationChangedError) before anything else is applied. Databases migrated
 * before checksums were kept get them from the files on their first run.
 * Returns the names applied.
 */
export async function migrate(db: Db, options: { dir?: string } = {}): Promise<string[]> {
  const migrations = listMigrations(options.dir);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`.execute(connection);
      await sql`alter table schema_migrations add column if not exists checksum text`.execute(connection);
      const done = await sql<{
        name: string;
        checksum: string | null;
      }>`select name, checksum from schema_migrations`.execute(connection);
      const recorded = new Map(done.rows.map((row) => [row.name, row.checksum]));

      const changed = migrations.filter(
        (m) => recorded.has(m.name) && recorded.get(m.name) !== null && recorded.get(m.name) !== m.checksum,
      );
      if (changed.length) throw new MigrationChangedError(changed.map((m) => m.name));
      for (const migration of migrations) {
        if (recorded.has(migration.name) && recorded.get(migration.name) === null) {
          await sql`update schema_migrations set checksum = ${migration.checksum} where name = ${migration.name}`.execute(
            connection,
          );
        }
      }

      const applied: string[] = [];
      for (const migration of migrations) {
        if (recorded.has(migration.name)) continue;
        await connection.transaction().execute(async (trx) => {
          await sql.raw(migration.script).execute(trx);
          await sql`insert into schema_migrations (name, checksum) values (${migration.name}, ${migration.checksum})`.execute(
            trx,
          );
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
