import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import { isValidOsId } from '@registry/core/os-id';
import type { Database } from '../database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DERIVED_TABLES } from '../../modules/facilities/derived-tables.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { DEMO_PASSWORD, DEMO_USERS, hasDemoUsers } from './demo-users.ts';
import { SEED_NOW } from './contributors.ts';
import { REVIEW_LIST_NAME } from './extras.ts';
import { PRODUCTION_REFUSAL, SOURCE_TABLES, isDatabaseEmpty, seedDemo, type SeedCounts } from './seed-demo.ts';

let database: Database;
let counts: SeedCounts;
let schemaBefore: string[];

/** Every index and constraint definition: the seed drops some while loading and must restore them all. */
const schema = async (db: Database['db']) =>
  (
    await sql<{ definition: string }>`
    select pg_get_indexdef(indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace = current_schema()::regnamespace
    union all
    select conrelid::regclass || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace = current_schema()::regnamespace
    order by 1`.execute(db)
  ).rows.map((row) => row.definition);

/** Tables the seed fills from its generated rows: the demo's users and contributors, then those it loads in bulk. */
const GENERATED_TABLES = ['users', 'contributors', ...SOURCE_TABLES];

/** Columns that differ between two runs of the same seed: the demo passwords' salted hashes. */
const VOLATILE = new Set(['users.password_hash']);

/**
 * A table's row count and the MD5 of its rows in row text form (which tells SQL NULL from JSON
 * null, unlike to_jsonb). Times equal to the seed transaction's own start (defaults of now(): the
 * demo accounts, updated_at, the index refresh) read as 'now', the same in both runs.
 */
const digest = async (db: Database['db'], table: string) => {
  const { rows: columns } = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  const values = columns
    .filter((c) => !VOLATILE.has(`${table}.${c.name}`))
    .map((c) => {
      const ref = sql.ref(`t.${c.name}`);
      return c.type === 'timestamp with time zone'
        ? sql`case when ${ref} = s.now then 'now' else ${ref}::text end`
        : ref;
    });
  const { rows } = await sql<{ rows: number; md5: string }>`
    with s as (select u.created_at as now from users u where u.email = 'admin@example.com')
    select count(*)::int as rows, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as md5
    from (select row(${sql.join(values)}, null)::text as r from ${sql.table(table)} t, s) rows`.execute(db);
  return rows[0]!;
};

const count = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  expect(await hasDemoUsers(database.db)).toBe(false);
  schemaBefore = await schema(database.db);
  counts = await seedDemo(database, { facilities: 300, env: 'test' });
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('fills every table the screens read, and reports what it wrote', async () => {
    expect(counts.facilities).toBe(300);
    expect(await count('facilities')).toBe(300);
    expect(await count('facility_index')).toBe(300);
    expect(await count('users')).toBe(counts.users);
    expect(await count('contributors')).toBe(counts.contributors);
    expect(await count('facility_lists')).toBe(counts.lists);
    expect(await count('facility_list_items')).toBe(counts.listItems);
    expect(await count('facility_matches')).toBe(counts.matches);
    expect(await count('extended_fields')).toBe(counts.extendedFields);
    expect(await count('moderation_events')).toBe(counts.moderationEvents);
    expect(await count('facility_claims')).toBe(counts.claims);
    expect(await count('facility_activity_reports')).toBe(counts.reports);
    expect(await count('facility_aliases')).toBe(counts.aliases);
    expect(counts.listItems).toBeGreaterThan(counts.facilities);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('restores every index and constraint it set aside while loading', async () => {
    expect(await schema(database.db)).toEqual(schemaBefore);
  });

  it('makes valid, realistic facilities with contributors of every type', async () => {
    const facilities = await database.db
      .selectFrom('facilities')
      .select(['os_id', 'country_code', 'lat', 'lng', 'created_at'])
      .execute();
    for (const f of facilities) {
      expect(isValidOsId(f.os_id), f.os_id).toBe(true);
      expect(f.os_id.slice(0, 2)).toBe(f.country_code);
      expect(f.os_id.slice(2, 6)).toBe(String(new Date(f.created_at).getUTCFullYear()));
    }
    expect(new Set(facilities.map((f) => f.country_code)).size).toBeGreaterThan(30);
    const types = await database.db.selectFrom('contributors').select('contributor_type').distinct().execute();
    expect(types.map((t) => t.contributor_type).sort()).toEqual([...CONTRIBUTOR_TYPES].sort());
    const shared = await database.db
      .selectFrom('facility_index')
      .select('os_id')
      .where('number_of_public_contributors', '>', 1)
      .execute();
    expect(shared.length).toBeGreaterThan(30);
    const lists = await database.db
      .selectFrom('facility_lists')
      .select(['status', 'file_name', 'item_count', 'parsed_at', 'processed_at'])
      .execute();
    expect(lists.every((l) => l.status === 'APPROVED' && /\.(csv|xlsx)$/.test(l.file_name))).toBe(true);
    // Whole and processed from the start, so no client shows them as still being read.
    expect(lists.filter((l) => l.parsed_at === null || l.processed_at === null)).toEqual([]);
    expect(lists.filter((l) => l.item_count > 0).length).toBeGreaterThan(lists.length / 2);
  });

  it('links every list row to its facility through an active match, and facilities to the row that created them', async () => {
    const { rows } = await sql<{ orphans: number; unmatched: number; creators: number }>`
      select
        (select count(*)::int from facilities f where f.created_from_item_id is null and f.created_from_moderation_id is null) as orphans,
        (select count(*)::int from facility_list_items li where li.status in ('MATCHED', 'NEW_FACILITY', 'CONFIRMED_MATCH')
          and not exists (select 1 from facility_matches m where m.facility_list_item_id = li.id and m.facility_id = li.facility_id
            and m.status in ('AUTOMATIC', 'CONFIRMED', 'MERGED') and m.is_active)) as unmatched,
        (select count(*)::int from facilities f join facility_list_items li on li.id = f.created_from_item_id
          where li.status = 'NEW_FACILITY' and li.facility_id = f.os_id) as creators`.execute(database.db);
    expect(rows[0]).toMatchObject({ orphans: 0, unmatched: 0 });
    expect(rows[0]!.creators).toBeGreaterThan(250);
  });

  it('adds extended fields, claims, closures, moderation events and merged OS IDs the index shows', async () => {
    const fields = await database.db.selectFrom('extended_fields').select('field_name').distinct().execute();
    expect(fields.map((f) => f.field_name).sort()).toEqual([
      'facility_type',
      'native_language_name',
      'number_of_workers',
      'parent_company',
      'processing_type',
      'product_type',
    ]);
    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*)::int from facility_index where cardinality(number_of_workers) > 0) as with_workers,
        (select count(*)::int from facility_index where cardinality(alias_os_ids) > 0) as with_aliases,
        (select count(*)::int from facility_aliases a join facilities f on f.os_id = a.os_id) as aliases_that_are_facilities,
        (select count(distinct source)::int from moderation_events) as sources,
        (select count(distinct status)::int from moderation_events) as event_statuses`.execute(database.db);
    expect(rows[0]).toMatchObject({ aliases_that_are_facilities: 0, sources: 2 });
    expect(rows[0]!.with_workers).toBeGreaterThan(30);
    expect(rows[0]!.with_aliases).toBe(counts.aliases);
    expect(rows[0]!.event_statuses).toBeGreaterThanOrEqual(2);
  });

  it("dates everything before the seed's reference moment, and every decision after its request", async () => {
    const dated: Record<string, string[]> = {
      facility_lists: ['created_at', 'status_changed_at'],
      facilities: ['created_at', 'updated_at'],
      facility_list_items: ['created_at', 'updated_at', 'processing_started_at', 'processing_completed_at'],
      facility_matches: ['created_at', 'updated_at'],
      extended_fields: ['created_at', 'updated_at'],
      moderation_events: ['created_at', 'updated_at', 'status_change_date'],
      facility_claims: ['created_at', 'updated_at', 'status_change_date'],
      facility_activity_reports: ['created_at', 'updated_at', 'status_change_date', 'approved_at'],
      facility_aliases: ['created_at'],
    };
    const latest: Record<string, string> = {};
    for (const [table, columns] of Object.entries(dated)) {
      const { rows } = await sql<{ latest: Date }>`
        select max(greatest(${sql.join(columns.map((c) => sql.ref(c)))})) as latest from ${sql.table(table)}`.execute(
        database.db,
      );
      latest[table] = rows[0]!.latest.toISOString();
    }
    for (const [table, at] of Object.entries(latest))
      expect(at <= SEED_NOW.toISOString(), `${table}: ${at}`).toBe(true);
    expect(SEED_NOW.getTime()).toBeLessThan(Date.now());

    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*)::int from moderation_events where status_change_date < created_at or updated_at < created_at) as events,
        (select count(*)::int from moderation_events where status <> 'PENDING' and status_change_date is null) as undated_events,
        (select count(*)::int from facility_claims where status_change_date < created_at or updated_at < status_change_date) as claims,
        (select count(*)::int from facility_activity_reports where status_change_date < created_at or approved_at <> status_change_date) as reports,
        (select count(*)::int from facility_lists where status_changed_at < created_at) as lists,
        (select count(*)::int from facility_claims c join facilities f on f.os_id = c.facility_id where c.created_at < f.created_at) as claims_before_facility,
        (select count(*)::int from facility_activity_reports r join facilities f on f.os_id = r.facility_id where r.created_at < f.created_at) as reports_before_facility`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({
      events: 0,
      undated_events: 0,
      claims: 0,
      reports: 0,
      lists: 0,
      claims_before_facility: 0,
      reports_before_facility: 0,
    });
    const decided = await sql<{
      n: number;
    }>`select count(*)::int as n from facility_claims where status_change_date is not null`.execute(database.db);
    expect(decided.rows[0]!.n).toBeGreaterThan(0);
  });

  it('creates the demo accounts with their roles and the shared password', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'is_active', 'is_superuser', 'is_staff', 'is_moderation_mode'])
      .where(
        'email',
        'in',
        DEMO_USERS.map((u) => u.email),
      )
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.email, u.is_active, u.is_superuser, u.is_staff, u.is_moderation_mode])).toEqual([
      ['admin@example.com', true, true, true, false],
      ['moderator@example.com', true, false, false, true],
      ['contributor@example.com', true, false, false, false],
      ['api@example.com', true, false, false, false],
    ]);
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    const groups = await sql<{
      email: string;
    }>`select u.email from user_groups ug join users u on u.id = ug.user_id`.execute(database.db);
    expect(groups.rows).toEqual([{ email: 'api@example.com' }]);
    const limits = await sql<{ email: string }>`
      select u.email from api_limits a join contributors c on c.id = a.contributor_id join users u on u.id = c.admin_id`.execute(
      database.db,
    );
    expect(limits.rows).toEqual([{ email: 'api@example.com' }]);
    const owned = await sql<{ type: string; lists: number; review: number }>`
      select c.contributor_type as type, count(l.id)::int as lists, count(l.id) filter (where l.name = ${REVIEW_LIST_NAME})::int as review
      from users u join contributors c on c.admin_id = u.id join facility_lists l on l.contributor_id = c.id
      where u.email = 'contributor@example.com' group by c.contributor_type`.execute(database.db);
    expect(owned.rows).toEqual([{ type: 'Brand / Retailer', lists: 4, review: 1 }]);
    expect(await hasDemoUsers(database.db)).toBe(true);
  });

  it('leaves potential matches for the demo contributor to review', async () => {
    const { rows } = await sql<{ status: string; n: number }>`
      select li.status, count(*)::int as n from facility_list_items li join facility_lists l on l.id = li.facility_list_id
      where l.name = ${REVIEW_LIST_NAME} group by li.status order by li.status`.execute(database.db);
    expect(rows.map((row) => row.status)).toEqual(['ERROR_GEOCODING', 'ERROR_PARSING', 'POTENTIAL_MATCH']);
    const pending = await database.db
      .selectFrom('facility_matches')
      .select('id')
      .where('status', '=', 'PENDING')
      .execute();
    expect(pending.length).toBeGreaterThanOrEqual(rows.find((row) => row.status === 'POTENTIAL_MATCH')!.n);
  });

  it('stores by COPY and builds in bulk the same data as row inserts and triggers would', async () => {
    // The same size again, stored the way the seed did before COPY, with every derived table kept
    // by facility_index's triggers as writes do.
    const again = await openTestDatabase();
    try {
      const insertedCounts = await seedDemo(again, {
        facilities: 300,
        env: 'test',
        load: 'insert',
        derivedTables: 'triggers',
      });
      expect(insertedCounts).toEqual(counts);
      const read = (db: Database['db']) =>
        sql`select f.os_id, f.name, f.address, f.lat, f.lng, i.contributor_ids, i.sectors, i.number_of_workers
          from facilities f join facility_index i using (os_id) order by f.os_id`.execute(db);
      expect((await read(again.db)).rows).toEqual((await read(database.db)).rows);
      const tables = (
        await sql<{ name: string }>`select tablename as name from pg_tables
          where schemaname = current_schema() order by 1`.execute(database.db)
      ).rows.map((row) => row.name);
      for (const table of [...GENERATED_TABLES, 'facility_index', ...DERIVED_TABLES, 'facility_duplicate_checks'])
        expect(tables).toContain(table);
      const differing: string[] = [];
      // Which facilities' search words each transaction changed: the triggers log the seed's own,
      // the bulk build none, as the search memory's first read comes after it (db/README.md).
      for (const table of tables.filter((name) => name !== 'facility_search_changes')) {
        const copied = await digest(database.db, table);
        if (JSON.stringify(copied) !== JSON.stringify(await digest(again.db, table))) differing.push(table);
      }
      expect(differing).toEqual([]);
      for (const table of [...GENERATED_TABLES, 'facility_index', ...DERIVED_TABLES, 'facility_duplicate_checks'])
        expect((await digest(database.db, table)).rows, table).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });

  it('refuses to run in production, and on a database that has data', async () => {
    await expect(seedDemo(database, { facilities: 1, env: 'production' })).rejects.toThrow(PRODUCTION_REFUSAL);
    await expect(seedDemo(database, { facilities: 1, env: 'test' })).rejects.toThrow('fills an empty database');
    expect(await count('facilities')).toBe(300);
  });
});
