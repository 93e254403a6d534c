import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Column name -> PostgreSQL array type of its values ('text[]', 'float8[]', 'bigint[]', ...). */
export type ColumnTypes = Record<string, string>;

const CHUNK = 5000;

/**
 * Inserts many rows with one statement per chunk: each column travels as one array parameter
 * and `unnest` turns them back into rows, so there is no per-row round trip on either engine.
 * Array-valued columns (text[][] would need equal lengths) are passed as JSON and converted.
 */
export async function bulkInsert(db: Db, table: string, types: ColumnTypes, rows: Record<string, unknown>[], options: { overrideIdentity?: boolean } = {}) {
  const columns = Object.keys(types);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = columns.map((column) => {
      const type = types[column]!;
      const values = chunk.map((row) => (type === 'jsonb[]' || type.endsWith('[][]') ? JSON.stringify(row[column] ?? null) : (row[column] ?? null)));
      const arrayType = type.endsWith('[][]') ? 'text[]' : type === 'jsonb[]' ? 'text[]' : type;
      return sql`${values}::${sql.raw(arrayType)}`;
    });
    const selects = columns.map((column, index) => {
      const type = types[column]!;
      const ref = sql.ref(`u.c${index}`);
      if (type === 'jsonb[]') return sql`${ref}::jsonb`;
      // text[][] columns arrive as JSON arrays of strings.
      if (type.endsWith('[][]')) return sql`coalesce(array(select jsonb_array_elements_text(${ref}::jsonb)), '{}')`;
      return ref;
    });
    const aliases = columns.map((_, index) => sql.raw(`c${index}`));
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      ${options.overrideIdentity ? sql`overriding system value` : sql``}
      select ${sql.join(selects)} from unnest(${sql.join(params)}) as u(${sql.join(aliases)})`.execute(db);
  }
}

/** After inserting explicit ids, the identity sequence continues after the largest. */
export async function resetIdentity(db: Db, table: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
