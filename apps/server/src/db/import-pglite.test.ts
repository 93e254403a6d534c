import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database, Db } from './database.ts';
import { importPgliteData } from './import-pglite.ts';
import { migrate } from './migrate.ts';
import { openPglite, PglitePool } from './pglite-pool.ts';
import type { DB } from './schema.ts';
import { seedDemo } from './seed/seed-demo.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-pglite-'));
const oldDir = path.join(scratch, 'db');
let target: Database;

async function openOld(dir: string): Promise<Db> {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new PglitePool(await openPglite(dir)) as unknown as pg.Pool }),
  });
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by 1`.execute(
    db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0]!.n;
  }
  return counts;
}

const facilityRows = (db: Db) =>
  sql<{ row: unknown }>`select to_jsonb(f) as row from facilities f order by os_id`
    .execute(db)
    .then((result) => result.rows);

beforeAll(async () => {
  // A data directory as the PGlite versions of this server left it: migrated and seeded.
  const old = await openOld(oldDir);
  await migrate(old);
  await seedDemo(old, { facilities: 60, env: 'test' });
  await old.destroy();
  target = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await target.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('importing the earlier embedded (PGlite) database', () => {
  it('copies every table as it was, carries the sequences on and keeps the old directory', async () => {
    const copied = await importPgliteData(oldDir, target.db, () => undefined);
    expect(fs.existsSync(oldDir)).toBe(false);
    const old = await openOld(`${oldDir}.imported`);
    try {
      const before = await tableCounts(old);
      expect(before.facilities).toBe(60);
      expect(await tableCounts(target.db)).toEqual(before);
      expect(copied).toBe(Object.values(before).reduce((sum, n) => sum + n, 0));
      expect(await facilityRows(target.db)).toEqual(await facilityRows(old));
      // A new row takes the next id, not one already used.
      const { max } = await target.db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow();
      const added = await target.db
        .insertInto('users')
        .values({ email: 'after-import@example.com', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(Number(max));
    } finally {
      await old.destroy();
    }
  });

  it('does nothing when there is no earlier database', async () => {
    expect(await importPgliteData(path.join(scratch, 'missing'), target.db, () => undefined)).toBeNull();
  });
});
