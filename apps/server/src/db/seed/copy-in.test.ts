import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { copyIn } from './copy-in.ts';
import { copyStatement, copyText } from './copy-text.ts';

let database: Database;
let client: pg.Client;

beforeAll(async () => {
  database = await openTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    'create temporary table copied (id bigint primary key, label text, tags text[], doc jsonb, at timestamptz)',
  );
});
afterAll(async () => {
  await client.end();
  await database.close();
});

const types = { id: 'bigint[]', label: 'text[]', tags: 'text[][]', doc: 'jsonb[]', at: 'timestamptz[]' };

describe('copyIn', () => {
  it('stores COPY text as the values it was made from, data larger than one piece included', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i + 1,
      label: i === 0 ? 'tab\there, line\nbreak, back\\slash' : i === 1 ? null : `row ${i}`,
      tags: i === 0 ? ['a "quoted" one', 'back\\slash', 'NULL'] : i === 1 ? undefined : [`t${i}`],
      doc: i === 0 ? { text: 'line\nbreak\t"q"' } : i === 1 ? undefined : [i],
      at: i === 0 ? new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 123)) : i === 1 ? null : '2020-01-01T00:00:00.000Z',
    }));
    await copyIn(client, copyStatement('copied', types), new TextEncoder().encode(copyText(types, rows)));
    const { rows: stored } = await client.query<{ n: string }>('select count(*) as n from copied');
    expect(Number(stored[0]!.n)).toBe(20_000);
    const { rows: first } = await client.query(
      `select id::int, label, tags, doc, doc is null as sql_null, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as at
       from copied where id <= 3 order by id`,
    );
    expect(first).toEqual([
      {
        id: 1,
        label: 'tab\there, line\nbreak, back\\slash',
        tags: ['a "quoted" one', 'back\\slash', 'NULL'],
        doc: { text: 'line\nbreak\t"q"' },
        sql_null: false,
        at: '2024-02-29 23:59:59.123',
      },
      { id: 2, label: null, tags: [], doc: null, sql_null: false, at: null },
      { id: 3, label: 'row 2', tags: ['t2'], doc: [2], sql_null: false, at: '2020-01-01 00:00:00.000' },
    ]);
  });

  it("fails with the server's error, and leaves the connection ready for the next statement", async () => {
    const again = copyText(types, [{ id: 1, label: 'duplicate', tags: [], doc: null, at: null }]);
    await expect(copyIn(client, copyStatement('copied', types), new TextEncoder().encode(again))).rejects.toThrow(
      'duplicate key value violates unique constraint "copied_pkey"',
    );
    const { rows } = await client.query<{ n: string }>('select count(*) as n from copied');
    expect(Number(rows[0]!.n)).toBe(20_000);
  });
});
