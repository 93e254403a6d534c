import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { createGeocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { PROCESS_BATCH, processList } from './process-list.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
});
afterAll(() => t.close());

/** The CSV uploaded by the owner, parsed and approved by the admin: ready to geocode and match. */
async function approvedList(name: string, csv: string): Promise<number> {
  const owner = await login(t.app, 'owner@example.com');
  const admin = await login(t.app, 'admin@example.com');
  const listId = (await uploadList(t.app, owner, { name }, { name: `${name}.csv`, content: csv })).json().id as number;
  await runJobs(t.config, t.database.db); // parse
  await t.app.inject({
    method: 'POST',
    url: `/api/facility-lists/${listId}/approve/`,
    headers: { ...CLIENT_HEADERS, cookie: admin },
  });
  return listId;
}

/** How often VACUUM has run on the matcher's word table (both databases keep these statistics). */
async function vacuumCount(): Promise<number> {
  await sql`select pg_stat_clear_snapshot()`.execute(t.database.db);
  const { rows } = await sql<{ n: number }>`
    select vacuum_count::int as n from pg_stat_user_tables where relname = 'facility_name_words'`.execute(
    t.database.db,
  );
  return rows[0]!.n;
}

/** A made-up word per number, so no two filler rows name alike places. */
const SYLLABLES = ['ka', 'ro', 'mi', 'tu', 'ben', 'sol', 'vi', 'dra', 'lo', 'phe'];
const word = (n: number) => [0, 1, 2].map((k) => SYLLABLES[Math.floor(n / 10 ** k) % 10]).join('');

describe('a long list', () => {
  it('vacuums the search and matcher tables every so many matched rows, and still ends with every row processed', async () => {
    const csv = [
      'country,name,address',
      'BD,Karimpur Knit Composite,Plot 7 Gazipur',
      'BD,Rahmania Sweaters,Road 3 Savar',
      'IN,Coimbatore Textile Mills,Avinashi Road Tiruppur',
    ].join('\n');
    const listId = await approvedList('vacuum', csv);
    const before = await vacuumCount();

    const deps = {
      db: t.database.db,
      geocoder: createGeocoder({ config: t.config, db: t.database.db }),
      matcher: createMatcher(t.config.matchThresholds),
    };
    await processList(deps, listId, { lastAttempt: true, vacuumEveryRows: 1 });

    expect(await vacuumCount()).toBeGreaterThan(before);
    const statuses = await t.database.db
      .selectFrom('facility_list_items')
      .select('status')
      .where('facility_list_id', '=', listId)
      .orderBy('row_index')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['NEW_FACILITY', 'NEW_FACILITY', 'NEW_FACILITY']);
  });

  it('gives one facility to a new place its rows name in different batches', async () => {
    const place = 'BD,Zorbaniq Leather Works,"Plot 41, Hemayetpur, Savar",23.79,90.26';
    const filler = (i: number) =>
      `BD,${word(i)} ${word(i + 500)} Traders,"${i} ${word(i + 250)} Lane, Khulna",22.8,89.5`;
    // The place is the first row of each of three batches.
    const rows = Array.from({ length: 2 * PROCESS_BATCH + 1 }, (_, i) => (i % PROCESS_BATCH === 0 ? place : filler(i)));
    // The same row twice in a file is a DUPLICATE: the later copies add a legal form, as another list would.
    rows[PROCESS_BATCH] = rows[PROCESS_BATCH]!.replace('Zorbaniq Leather Works', 'Zorbaniq Leather Works Limited');
    rows[2 * PROCESS_BATCH] = rows[2 * PROCESS_BATCH]!.replace('Zorbaniq Leather Works', 'Zorbaniq Leather Works Ltd');
    const listId = await approvedList('batches', ['country,name,address,lat,lng', ...rows].join('\n'));
    await runJobs(t.config, t.database.db);

    const items = await t.database.db
      .selectFrom('facility_list_items')
      .select(['row_index', 'status', 'facility_id'])
      .where('facility_list_id', '=', listId)
      .orderBy('row_index')
      .execute();
    expect(items).toHaveLength(2 * PROCESS_BATCH + 1);
    const [first, again, third] = [items[0]!, items[PROCESS_BATCH]!, items[2 * PROCESS_BATCH]!];
    expect(first.status).toBe('NEW_FACILITY');
    expect([again, third].map((item) => [item.status, item.facility_id])).toEqual([
      ['MATCHED', first.facility_id],
      ['MATCHED', first.facility_id],
    ]);
    const named = await t.database.db
      .selectFrom('facilities')
      .select('os_id')
      .where('name', 'ilike', 'zorbaniq%')
      .execute();
    expect(named).toEqual([{ os_id: first.facility_id }]);
  });
});
