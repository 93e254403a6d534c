import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { listMigrations } from './migrate.ts';
import { createUser } from '../test/auth-helpers.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('0039: lists seeded without parsed_at read as processed', () => {
  it('marks seeded lists parsed (and processed when no row waits), and leaves lists the pipeline reads alone', async () => {
    const { userId, contributorId } = await createUser(database.db, { email: 'seeded-lists@example.org' });
    const at = new Date(Date.UTC(2026, 3, 1));
    const approved = new Date(Date.UTC(2026, 3, 3));
    const list = (name: string) =>
      database.db
        .insertInto('facility_lists')
        .values({
          contributor_id: contributorId,
          name,
          description: '',
          file_name: `${name}.csv`,
          file_key: `lists/${name}.csv`,
          status: 'APPROVED',
          status_changed_by_id: userId,
          status_changed_at: approved,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const seeded = await list('seeded');
    const seededWaiting = await list('seeded-waiting');
    const reading = await list('reading');
    const item = (listId: number, status: string) =>
      database.db
        .insertInto('facility_list_items')
        .values({ facility_list_id: listId, row_index: 0, status, raw_data: {}, name: 'Mill', address: 'Road 1' })
        .execute();
    await item(seeded, 'ERROR_PARSING');
    await item(seededWaiting, 'GEOCODED');
    await item(reading, 'UPLOADED');
    await database.db
      .insertInto('jobs')
      .values({ name: 'lists.parse', payload: JSON.stringify({ listId: reading }), status: 'running' })
      .execute();

    const migration = listMigrations().find((m) => m.name.startsWith('0039_seeded_lists_processed'))!;
    await sql.raw(migration.script).execute(database.db);

    const rows = await database.db
      .selectFrom('facility_lists')
      .select(['id', 'parsed_at', 'processed_at'])
      .where('id', 'in', [seeded, seededWaiting, reading])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: seeded, parsed_at: at, processed_at: approved },
      { id: seededWaiting, parsed_at: at, processed_at: null },
      { id: reading, parsed_at: null, processed_at: null },
    ]);
  });
});
