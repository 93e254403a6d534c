import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { DB } from '../schema.ts';

export type Executor = Db | Transaction<DB>;

/**
 * Column name -> PostgreSQL array type its values travel as: 'text[]', 'float8[]', 'bigint[]',
 * 'timestamptz[]', 'jsonb[]' (JS values, serialised here) or 'text[][]' (a text[] column whose
 * rows have arrays of any length).
 */
export type ColumnTypes = Record<string, string>;

const CHUNK = 5000;

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter
 * and `unnest` turns them back into rows, so there is no per-row round trip on either engine.
 * Ragged arrays cannot be a text[][] parameter, so each row's array travels as its text form.
 */
export async function bulkInsert(db: Executor, table: string, types: ColumnTypes, rows: readonly object[]) {
  const columns = Object.keys(types);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Record<string, unknown>[];
    const params = columns.map((column) => {
      const type = types[column]!;
      const values = chunk.map((row) => {
        const value = row[column] ?? null;
        if (type === 'jsonb[]') return JSON.stringify(value);
        if (type === 'text[][]') return arrayLiteral((value ?? []) as string[]);
        // Both drivers agree on ISO strings; Date objects inside arrays they would format differently.
        return value instanceof Date ? value.toISOString() : value;
      });
      return sql`${values}::${sql.raw(type === 'jsonb[]' || type === 'text[][]' ? 'text[]' : type)}`;
    });
    const selects = columns.map((column, index) => {
      const ref = sql.ref(`u.c${index}`);
      if (types[column] === 'jsonb[]') return sql`${ref}::jsonb`;
      if (types[column] === 'text[][]') return sql`${ref}::text[]`;
      return ref;
    });
    const aliases = columns.map((_, index) => sql.raw(`c${index}`));
    // Explicit ids keep the data set reproducible; the identity sequences are reset afterwards.
    const override = columns.includes('id') ? sql`overriding system value` : sql``;
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) ${override}
      select ${sql.join(selects)} from unnest(${sql.join(params)}) as u(${sql.join(aliases)})`.execute(db);
  }
}

/** PostgreSQL's text form of a text[]: every element quoted, quotes and backslashes escaped. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** After inserting explicit ids, the identity sequence continues after the largest. */
export async function resetIdentity(db: Executor, table: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
