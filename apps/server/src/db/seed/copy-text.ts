import type { ColumnTypes } from './bulk-insert.ts';

/**
 * Rows in COPY's text format (tab between columns, a line per row, \N for NULL), each value
 * written as bulkInsert's parameters make it, so both store the same rows: a missing JSON value is
 * JSON null, a missing text[] is '{}', times are ISO instants to the millisecond.
 */
export function copyText(types: ColumnTypes, rows: readonly object[]): string {
  const encoders = Object.values(types).map(encoderFor);
  const names = Object.keys(types);
  const lines: string[] = new Array<string>(rows.length);
  const fields: string[] = new Array<string>(names.length);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as Record<string, unknown>;
    for (let c = 0; c < names.length; c += 1) fields[c] = encoders[c]!(row[names[c]!]);
    lines[r] = fields.join('\t');
  }
  return rows.length ? `${lines.join('\n')}\n` : '';
}

/** The column list of the COPY statement that reads copyText's rows. */
export function copyStatement(table: string, types: ColumnTypes): string {
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return `copy ${quoted(table)} (${Object.keys(types).map(quoted).join(', ')}) from stdin`;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value of the text format: backslash, tab and line breaks escaped. */
function field(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}

const NULL = '\\N';
const ARRAY_SPECIAL = /["\\]/;

/** An element of an array literal, quoted as bulkInsert quotes it. */
function element(text: string): string {
  return ARRAY_SPECIAL.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

function encoderFor(type: string): (value: unknown) => string {
  switch (type) {
    case 'jsonb[]':
      return (value) => field(JSON.stringify(value ?? null));
    case 'timestamptz[]':
      return (value) => {
        if (value === null || value === undefined) return NULL;
        return (value instanceof Date ? value : new Date(Date.parse(String(value)))).toISOString();
      };
    case 'text[][]':
      return (value) => field(`{${((value ?? []) as string[]).map(element).join(',')}}`);
    default:
      return (value) => {
        if (value === null || value === undefined) return NULL;
        if (typeof value === 'number') return String(value);
        if (typeof value === 'boolean') return value ? 't' : 'f';
        return field(String(value));
      };
  }
}
