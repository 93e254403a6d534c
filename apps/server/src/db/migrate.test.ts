import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { listMigrations, migrate, migrationChecksum, MigrationChangedError } from './migrate.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
let dir: string;

const recorded = async () =>
  (
    await sql<{
      name: string;
      checksum: string | null;
    }>`select name, checksum from schema_migrations order by name`.execute(database.db)
  ).rows;
const tableExists = async (name: string) =>
  (await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(database.db)).rows[0]!.found;

beforeAll(async () => {
  database = await openTestDatabase(); // the template: every migration applied by this code
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder, to edit and add to. */
function copyOfMigrations(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const migration of listMigrations()) fs.writeFileSync(path.join(dir, migration.name), migration.script);
  return dir;
}

describe('migrate', () => {
  it('keeps the sha256 of every applied file and applies nothing twice', async () => {
    const files = listMigrations();
    expect(await recorded()).toEqual(files.map((m) => ({ name: m.name, checksum: m.checksum })));
    expect(files[0]!.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(await migrate(database.db)).toEqual([]);
  });

  it('gives a database migrated before checksums its checksums on the first run', async () => {
    await sql`alter table schema_migrations drop column checksum`.execute(database.db);
    expect(await migrate(database.db)).toEqual([]);
    expect(await recorded()).toEqual(listMigrations().map((m) => ({ name: m.name, checksum: m.checksum })));
  });

  it('stops, naming the file, when an applied migration was edited, before applying anything else', async () => {
    const copy = copyOfMigrations();
    const edited = listMigrations().find((m) => m.name.startsWith('0019_'))!;
    fs.appendFileSync(path.join(copy, edited.name), '\ncreate index facility_index_probe on facility_index (name);\n');
    fs.writeFileSync(path.join(copy, '9999_probe.sql'), 'create table migration_probe (id int);');
    const before = await recorded();

    const attempt = migrate(database.db, { dir: copy });
    await expect(attempt).rejects.toThrow(MigrationChangedError);
    await expect(attempt).rejects.toThrow(
      `Applied migration changed since it was applied to this database: ${edited.name}. ` +
        'An applied migration is never edited: restore the file (git checkout) and put the change in a new migration.',
    );
    expect(await tableExists('migration_probe')).toBe(false);
    expect(await recorded()).toEqual(before);

    // Put back, the folder migrates: the new file is applied and its checksum kept.
    fs.writeFileSync(path.join(copy, edited.name), edited.script);
    expect(await migrate(database.db, { dir: copy })).toEqual(['9999_probe.sql']);
    expect(await tableExists('migration_probe')).toBe(true);
    expect((await recorded()).at(-1)).toEqual({
      name: '9999_probe.sql',
      checksum: migrationChecksum('create table migration_probe (id int);'),
    });
  });

  it('takes a file checked out with CRLF line ends for the same migration', () => {
    expect(migrationChecksum('select 1;\r\nselect 2;\r\n')).toBe(migrationChecksum('select 1;\nselect 2;\n'));
    expect(migrationChecksum('select 1;\nselect 2;\n')).not.toBe(migrationChecksum('select 1;\nselect 3;\n'));
  });
});
