import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/**
 * Column name -> the column's type as an array: 'text[]', 'bigint[]', 'float8[]', 'uuid[]',
 * 'boolean[]', 'timestamptz[]' (Date values), 'jsonb[]' (any JS value) or 'text[][]' (a text[]
 * column, one array of any length per row).
 */
export type ColumnTypes = Record<string, string>;

const CHUNK = 5000;

/**
 * Inserts many rows with one statement per chunk: each column travels as one parameter and
 * `unnest` turns the columns back into rows, so there is no per-row round trip on either engine.
 * Parameters are encoded here, in the cheapest form for both sides: arrays in PostgreSQL's text
 * form (the drivers' generic encoders took longer than the database), times as epoch seconds,
 * JSON values as one JSON array per column.
 */
export async function bulkInsert(db: Executor, table: string, types: ColumnTypes, rows: readonly object[]) {
  let executing: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Encoding the next chunk overlaps the database's work on the one before.
    const statement = insertStatement(table, types, rows.slice(start, start + CHUNK) as Record<string, unknown>[]);
    await executing;
    executing = statement.execute(db);
  }
  await executing;
}

function insertStatement(table: string, types: ColumnTypes, chunk: Record<string, unknown>[]) {
  const columns = Object.keys(types);
  const params = columns.map((column) => {
    const values = chunk.map((row) => row[column]);
    switch (types[column]) {
      case 'jsonb[]':
        return sql`array(select e from jsonb_array_elements(${JSON.stringify(values.map((v) => v ?? null))}::jsonb) with ordinality j(e, i) order by i)`;
      case 'timestamptz[]':
        return sql`${`{${values.map(encodeTime).join(',')}}`}::float8[]`;
      case 'text[][]':
        // Ragged arrays cannot be one text[][]: each row's array travels as its text form.
        return sql`${`{${values.map(encodeTextArray).join(',')}}`}::text[]`;
      default:
        return sql`${`{${values.map(encodeScalar).join(',')}}`}::${sql.raw(types[column]!)}`;
    }
  });
  const selects = columns.map((column, index) => {
    const ref = sql.ref(`u.c${index}`);
    if (types[column] === 'timestamptz[]') return sql`to_timestamp(${ref})`;
    if (types[column] === 'text[][]') return sql`${ref}::text[]`;
    return ref;
  });
  const aliases = columns.map((_, index) => sql.raw(`c${index}`));
  // Explicit ids keep the data set reproducible; the identity sequences are reset afterwards.
  const override = columns.includes('id') ? sql`overriding system value` : sql``;
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) ${override}
    select ${sql.join(selects)} from unnest(${sql.join(params)}) as u(${sql.join(aliases)})`;
}

const NEEDS_ESCAPE = /["\\]/;

/** An element of an array literal: quoted, with quotes and backslashes escaped. */
function quote(text: string): string {
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

function encodeScalar(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return quote(String(value));
}

/** Epoch seconds: a number is cheaper to write and to read than an ISO date. */
function encodeTime(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return String((value instanceof Date ? value.getTime() : Date.parse(String(value))) / 1000);
}

/** A row's text[] as its own literal ('{"a","b"}'), quoted again as one element of the column. */
const encodeTextArray = (value: unknown) => quote(`{${((value ?? []) as string[]).map(quote).join(',')}}`);

/** After inserting explicit ids, the identity sequence continues after the largest. */
export async function resetIdentity(db: Executor, table: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}
