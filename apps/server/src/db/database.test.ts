import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database', () => {
  it('has pg_trgm and unaccent loaded', async () => {
    const result = await sql<{ folded: string; similarity: number }>`
      select unaccent('Crème Brûlée') as folded, similarity('garment', 'garments') as similarity`.execute(database.db);
    expect(result.rows[0]).toEqual({ folded: 'Creme Brulee', similarity: expect.any(Number) });
    expect(result.rows[0]!.similarity).toBeGreaterThan(0.5);
  });

  it('returns int8, int8[] and numeric as numbers and dates as strings on both engines', async () => {
    const result = await sql<{ big: number; list: number[]; num: number; day: string }>`
      select 9007199254740991::int8 as big, array[1, 2]::int8[] as list, 0.5::numeric as num, date '2024-02-29' as day`.execute(
      database.db,
    );
    expect(result.rows[0]).toEqual({ big: 9007199254740991, list: [1, 2], num: 0.5, day: '2024-02-29' });
  });

  it('rolls back a failed transaction completely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('groups').values({ name: 'rollback-probe' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db.selectFrom('groups').where('name', '=', 'rollback-probe').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('keeps concurrent transactions apart', async () => {
    const slow = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('groups').values({ name: 'tx-a' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('abort a');
    });
    const fast = database.db.insertInto('groups').values({ name: 'tx-b' }).execute();
    await expect(slow).rejects.toThrow('abort a');
    await fast;
    const names = await database.db.selectFrom('groups').select('name').where('name', 'like', 'tx-%').execute();
    expect(names.map((row) => row.name)).toEqual(['tx-b']);
  });
});
