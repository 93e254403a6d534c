import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { createGeocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { processList } from './process-list.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
});
afterAll(() => t.close());

/** How often VACUUM has run on the matcher's word table (both databases keep these statistics). */
async function vacuumCount(): Promise<number> {
  await sql`select pg_stat_clear_snapshot()`.execute(t.database.db);
  const { rows } = await sql<{ n: number }>`
    select vacuum_count::int as n from pg_stat_user_tables where relname = 'facility_name_words'`.execute(t.database.db);
  return rows[0]!.n;
}

describe('a long list', () => {
  it('vacuums the search and matcher tables every so many matched rows, and still ends with every row processed', async () => {
    const owner = await login(t.app, 'owner@example.com');
    const admin = await login(t.app, 'admin@example.com');
    const csv = ['country,name,address', 'BD,Karimpur Knit Composite,Plot 7 Gazipur', 'BD,Rahmania Sweaters,Road 3 Savar', 'IN,Coimbatore Textile Mills,Avinashi Road Tiruppur'].join('\n');
    const listId = (await uploadList(t.app, owner, { name: 'Vacuum' }, { name: 'vacuum.csv', content: csv })).json().id as number;
    await runJobs(t.config, t.database.db); // parse
    await t.app.inject({ method: 'POST', url: `/api/facility-lists/${listId}/approve/`, headers: { ...CLIENT_HEADERS, cookie: admin } });
    const before = await vacuumCount();

    const deps = { db: t.database.db, geocoder: createGeocoder({ config: t.config, db: t.database.db }), matcher: createMatcher(t.config.matchThresholds) };
    await processList(deps, listId, { lastAttempt: true, vacuumEveryRows: 1 });

    expect(await vacuumCount()).toBeGreaterThan(before);
    const statuses = await t.database.db.selectFrom('facility_list_items').select('status').where('facility_list_id', '=', listId).orderBy('row_index').execute();
    expect(statuses.map((row) => row.status)).toEqual(['NEW_FACILITY', 'NEW_FACILITY', 'NEW_FACILITY']);
  });
});
