import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { PROCESS_BATCH } from './process-list.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
});
afterAll(() => t.close());

/** A made-up word per number, so no two filler rows name alike places. */
const SYLLABLES = ['ka', 'ro', 'mi', 'tu', 'ben', 'sol', 'vi', 'dra', 'lo', 'phe'];
const word = (n: number) => [0, 1, 2].map((k) => SYLLABLES[Math.floor(n / 10 ** k) % 10]).join('');

describe('a list of several batches', () => {
  it('gives one facility to a new place its rows name in different batches', async () => {
    const owner = await login(t.app, 'owner@example.com');
    const admin = await login(t.app, 'admin@example.com');
    const place = 'BD,Zorbaniq Leather Works,"Plot 41, Hemayetpur, Savar",23.79,90.26';
    const filler = (i: number) => `BD,${word(i)} ${word(i + 500)} Traders,"${i} ${word(i + 250)} Lane, Khulna",22.8,89.5`;
    // The place is the first row of each of three batches.
    const rows = Array.from({ length: 2 * PROCESS_BATCH + 1 }, (_, i) => (i % PROCESS_BATCH === 0 ? place : filler(i)));
    // The same row twice in a file is a DUPLICATE: the later copies add a legal form, as another list would.
    rows[PROCESS_BATCH] = rows[PROCESS_BATCH]!.replace('Zorbaniq Leather Works', 'Zorbaniq Leather Works Limited');
    rows[2 * PROCESS_BATCH] = rows[2 * PROCESS_BATCH]!.replace('Zorbaniq Leather Works', 'Zorbaniq Leather Works Ltd');
    const csv = ['country,name,address,lat,lng', ...rows].join('\n');
    const listId = (await uploadList(t.app, owner, { name: 'Batches' }, { name: 'batches.csv', content: csv })).json().id as number;
    await runJobs(t.config, t.database.db); // parse
    await t.app.inject({ method: 'POST', url: `/api/facility-lists/${listId}/approve/`, headers: { ...CLIENT_HEADERS, cookie: admin } });
    await runJobs(t.config, t.database.db);

    const items = await t.database.db.selectFrom('facility_list_items').select(['row_index', 'status', 'facility_id'])
      .where('facility_list_id', '=', listId).orderBy('row_index').execute();
    expect(items).toHaveLength(2 * PROCESS_BATCH + 1);
    const [first, again, third] = [items[0]!, items[PROCESS_BATCH]!, items[2 * PROCESS_BATCH]!];
    expect(first.status).toBe('NEW_FACILITY');
    expect([again, third].map((item) => [item.status, item.facility_id])).toEqual([['MATCHED', first.facility_id], ['MATCHED', first.facility_id]]);
    const named = await t.database.db.selectFrom('facilities').select('os_id').where('name', 'ilike', 'zorbaniq%').execute();
    expect(named).toEqual([{ os_id: first.facility_id }]);
  });
});
