import fs from 'node:fs';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { format } from 'sql-formatter';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';

/**
 * Snapshot files of assembled SQL statements (a module's queries/*.sql, as immich keeps them):
 * the statements a module builds for fixed parameters, written out so a change to one shows in
 * review as a diff of the SQL itself. The test comparing them fails while a file is stale;
 * UPDATE_SNAPSHOTS=1 writes them again.
 */

/** A database that only compiles: statements are assembled exactly as for PostgreSQL, never sent. */
export const compileOnlyDb: Db = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export interface Statement {
  /** What the statement is for. */
  label: string;
  query: { compile(db: Db): CompiledQuery };
}

/** Control and private-use characters (a range's end, a pair's separator) are invisible in a file: written as \u{...}. */
const visible = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return code < 0x20 || code === 0x7f || code >= 0xf0000 ? `\\u{${code.toString(16)}}` : c;
    })
    .join('');

/** A parameter as SQL would read it, on one line. */
const literal = (value: unknown): string =>
  typeof value === 'string' ? `'${visible(value.replaceAll("'", "''"))}'` : JSON.stringify(value);

/**
 * One file's text: who writes it, the title, then each statement with its parameters ($1, $2, ...)
 * under it. `writtenBy`: the test file's path in the repository.
 */
export function snapshotText(writtenBy: string, title: string, statements: Statement[]): string {
  const parts = statements.map(({ label, query }) => {
    const compiled = query.compile(compileOnlyDb);
    const text = format(compiled.sql, { language: 'postgresql', tabWidth: 2, expressionWidth: 100 }).split('\n');
    const parameters = compiled.parameters.map((value, i) => `--   $${i + 1} = ${literal(value)}`);
    return [`-- ${label}`, ...text.map((line, i) => (i === text.length - 1 ? `${line};` : line)), ...parameters].join(
      '\n',
    );
  });
  const header = `-- Written by ${writtenBy}; UPDATE_SNAPSHOTS=1 npx vitest run ${writtenBy} writes it again.`;
  return [header, `-- ${title}`, '', parts.join('\n\n'), ''].join('\n');
}

/** Compares `folder/name.sql` with `text`, or writes it when UPDATE_SNAPSHOTS=1. */
export function expectSnapshotFile(folder: string, name: string, text: string) {
  const file = path.join(folder, `${name}.sql`);
  if (process.env.UPDATE_SNAPSHOTS === '1') {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(file, text);
    return;
  }
  const kept = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  expect(kept, `${path.relative(process.cwd(), file)} is stale: run the test with UPDATE_SNAPSHOTS=1`).toBe(text);
}

/** The .sql files of `folder` no statement writes (left from a renamed or removed one); UPDATE_SNAPSHOTS=1 deletes them. */
export function leftoverFiles(folder: string, names: string[]): string[] {
  if (!fs.existsSync(folder)) return [];
  const leftover = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql') && !names.includes(file.slice(0, -'.sql'.length)));
  if (process.env.UPDATE_SNAPSHOTS !== '1') return leftover;
  for (const file of leftover) fs.rmSync(path.join(folder, file));
  return [];
}
