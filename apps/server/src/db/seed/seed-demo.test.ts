import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import { isValidOsId } from '@registry/core/os-id';
import type { Database } from '../database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';
import { createPlacePicker } from './places.ts';
import { createRandom } from './random.ts';

let database: Database;
let counts: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  counts = await seedDemo(database.db, { facilities: 300, env: 'test' });
});
afterAll(() => database.close());

const count = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;

describe('demo seed', () => {
  it('fills every part of the data model the screens show', async () => {
    expect(counts.facilities).toBe(300);
    expect(await count('facilities')).toBe(300);
    expect(await count('facility_index')).toBe(300);
    expect(await count('facility_list_items')).toBe(counts.listItems);
    expect(await count('facility_matches')).toBe(counts.listItems);
    expect(await count('extended_fields')).toBe(counts.extendedFields);
    expect(await count('facility_claims')).toBeGreaterThan(0);
    expect(await count('facility_activity_reports')).toBeGreaterThan(0);
    expect(await count('moderation_events')).toBeGreaterThan(0);
    expect(await count('facility_aliases')).toBeGreaterThan(0);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const ids = await database.db.selectFrom('facilities').select('os_id').execute();
    expect(ids.every((row) => isValidOsId(row.os_id))).toBe(true);
    const types = await database.db.selectFrom('contributors').select('contributor_type').distinct().execute();
    expect(types.map((t) => t.contributor_type).sort()).toEqual([...CONTRIBUTOR_TYPES].sort());
    const index = await database.db.selectFrom('facility_index').select(['number_of_public_contributors']).where('number_of_public_contributors', '>', 1).execute();
    expect(index.length).toBeGreaterThan(0);
  });

  it('creates the demo accounts with their roles and the shared password', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'is_active', 'is_superuser', 'is_staff', 'is_moderation_mode'])
      .where('email', 'in', DEMO_USERS.map((u) => u.email))
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.email, u.is_active, u.is_superuser, u.is_staff, u.is_moderation_mode])).toEqual([
      ['admin@example.com', true, true, true, false],
      ['moderator@example.com', true, false, false, true],
      ['contributor@example.com', true, false, false, false],
      ['api@example.com', true, false, false, false],
    ]);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
    const groups = await sql<{ email: string }>`select u.email from user_groups ug join users u on u.id = ug.user_id`.execute(database.db);
    expect(groups.rows).toEqual([{ email: 'api@example.com' }]);
  });

  it('is deterministic: the same size gives the same facilities', async () => {
    const again = await openTestDatabase();
    try {
      await seedDemo(again.db, { facilities: 300, env: 'test' });
      const first = await database.db.selectFrom('facilities').select(['os_id', 'name', 'lat']).orderBy('os_id').execute();
      const second = await again.db.selectFrom('facilities').select(['os_id', 'name', 'lat']).orderBy('os_id').execute();
      expect(second).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('refuses to run in production', async () => {
    await expect(seedDemo(database.db, { facilities: 1, env: 'production' })).rejects.toThrow(
      'The demo seed creates demo accounts and never runs with NODE_ENV=production.',
    );
  });

  it('spreads a larger data set over at least 100 countries', () => {
    const places = createPlacePicker(createRandom(1));
    const countries = new Set(Array.from({ length: 20_000 }, () => places.pick().country));
    expect(countries.size).toBeGreaterThanOrEqual(100);
  });
});
