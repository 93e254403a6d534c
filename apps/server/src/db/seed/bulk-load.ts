import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

interface Deferred {
  table: string;
  name: string;
  definition: string;
}

/**
 * Loads the way pg_restore does: drops the secondary indexes and foreign keys of `tables`, and
 * returns a function that puts them back. A million rows then cost one sorted index build and
 * one validating join per constraint, instead of an index insert and a trigger call per row.
 * Primary keys and unique indexes stay, so duplicates still fail at once. Run both halves in
 * one transaction: should anything fail in between, the rollback restores the schema too.
 */
export async function deferIndexes(
  db: Executor,
  tables: readonly string[],
): Promise<(log?: (message: string) => void) => Promise<void>> {
  const indexes = await sql<Deferred>`
    select t.relname as table, quote_ident(ix.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_class ix on ix.oid = i.indexrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname = any(${tables}::text[])
      and not i.indisprimary and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by t.relname, ix.relname`.execute(db);
  const foreignKeys = await sql<Deferred>`
    select t.relname as table, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace and t.relname = any(${tables}::text[])
    order by t.relname, c.conname`.execute(db);

  for (const fk of foreignKeys.rows)
    await sql`alter table ${sql.table(fk.table)} drop constraint ${sql.raw(fk.name)}`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.raw(index.name)}`.execute(db);

  // The log line after each step gives a run's phases by their timestamps.
  return async (log = () => undefined) => {
    // Index builds sort in memory when they may; the setting lasts until the transaction ends.
    await sql`set local maintenance_work_mem = '256MB'`.execute(db);
    const took: [string, number][] = [];
    for (const index of indexes.rows) {
      const started = performance.now();
      await sql.raw(index.definition).execute(db);
      took.push([index.name, (performance.now() - started) / 1000]);
    }
    const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 3);
    log(
      `built ${indexes.rows.length} indexes of ${tables.join(', ')}` +
        (slowest.length ? ` (slowest: ${slowest.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')})` : ''),
    );
    for (const fk of foreignKeys.rows) {
      await sql`alter table ${sql.table(fk.table)} add constraint ${sql.raw(fk.name)} ${sql.raw(fk.definition)}`.execute(
        db,
      );
    }
    if (foreignKeys.rows.length) log(`checked ${foreignKeys.rows.length} foreign keys`);
  };
}
