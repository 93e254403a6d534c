import fs from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { Db } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite, PglitePool } from './pglite-pool.ts';
import type { DB } from './schema.ts';

/** Rows read and written per statement: a few MB of JSON at most. */
const PAGE = 2_000;

/**
 * Until round two the embedded database was PGlite, in `DATA_DIR/db`. A server started on such a
 * data directory copies it into the new (empty, migrated) embedded server once: every table as it
 * is, triggers and foreign-key checks off (the copy is already consistent, derived tables
 * included), sequences carried over. The old directory is then renamed, never deleted. Returns
 * the number of rows copied, or null when there was nothing to import.
 */
export async function importPgliteData(
  oldDir: string,
  target: Db,
  log: (message: string) => void,
): Promise<number | null> {
  if (!fs.existsSync(`${oldDir}/PG_VERSION`)) return null;
  log(`copying the earlier embedded database (${oldDir}) into the new one`);
  const pglite = await openPglite(oldDir);
  const source = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new PglitePool(pglite) as unknown as pg.Pool }),
  });
  let copied = 0;
  try {
    await migrate(source);
    const tables = await sql<{ name: string; columns: string[] }>`
      select c.relname as name, array_agg(quote_ident(a.attname) order by a.attnum)::text[] as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
      group by c.relname order by c.relname`.execute(source);
    const sequences = await sql<{ name: string; last_value: number | null }>`
      select quote_ident(sequencename) as name, last_value from pg_sequences where schemaname = 'public'`.execute(
      source,
    );
    await target.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql.raw(`truncate ${tables.rows.map((table) => quoteIdent(table.name)).join(', ')}`).execute(trx);
      for (const table of tables.rows) {
        const name = quoteIdent(table.name);
        const columns = table.columns.join(', ');
        for (let offset = 0; ; offset += PAGE) {
          const page = await sql<{ rows: string | null; n: number }>`
            select json_agg(t)::text as rows, count(*)::int as n
            from (select ${sql.raw(columns)} from ${sql.raw(name)} order by ctid limit ${PAGE} offset ${offset}) t`.execute(
            source,
          );
          const { rows, n } = page.rows[0]!;
          if (!rows || n === 0) break;
          await sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
            select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(name)}, ${rows}::json)`.execute(
            trx,
          );
          copied += n;
          if (n < PAGE) break;
        }
      }
      for (const sequence of sequences.rows) {
        if (sequence.last_value !== null)
          await sql`select setval(${sequence.name}, ${sequence.last_value})`.execute(trx);
      }
      // Rows inserted with their ids given (the demo seed's bulk inserts) never moved their
      // sequence: a column's sequence goes on after its highest id in any case.
      const owned = await sql<{ sequence: string; table_name: string; column_name: string }>`
        select s.oid::regclass::text as sequence, quote_ident(t.relname) as table_name, quote_ident(a.attname) as column_name
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S'`.execute(trx);
      for (const { sequence, table_name, column_name } of owned.rows) {
        await sql`select setval(${sequence}, greatest(m, (select last_value from ${sql.raw(sequence)})))
          from (select max(${sql.raw(column_name)}) as m from ${sql.raw(table_name)}) t where m is not null`.execute(
          trx,
        );
      }
    });
  } finally {
    await source.destroy();
  }
  fs.renameSync(oldDir, `${oldDir}.imported`);
  log(`copied ${copied} rows; the earlier database is kept in ${oldDir}.imported`);
  return copied;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
