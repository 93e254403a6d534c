import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { VOLATILE_TABLES } from '../access-fixtures.ts';

/**
 * Test-only triggers that log which table every committed insert, update or delete touched: the
 * fuzzer reads what was logged since its last look, one cheap query instead of a digest of every
 * table. The log is transactional, so a write that was rolled back leaves nothing.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await sql`create table if not exists fuzz_write_log (id bigserial primary key, table_name text not null)`.execute(db);
  await sql`
    create or replace function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_write_log (table_name) values (tg_table_name);
      return null;
    end $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_write_log'`.execute(db);
  for (const { name } of rows.filter((row) => !VOLATILE_TABLES.has(row.name))) {
    await sql`create or replace trigger fuzz_write_log after insert or update or delete on ${sql.table(name)} for each row execute function fuzz_log_write()`.execute(
      db,
    );
  }
}

/** The tables written after `mark` (0: from the start), and the new mark. */
export async function writesSince(db: Db, mark: number): Promise<{ mark: number; tables: string[] }> {
  const { rows } = await sql<{ mark: string; tables: string[] | null }>`
    select coalesce(max(id), ${mark}) as mark, array_agg(distinct table_name) filter (where id > ${mark}) as tables
    from fuzz_write_log where id > ${mark}`.execute(db);
  return { mark: Number(rows[0]!.mark), tables: rows[0]!.tables ?? [] };
}
