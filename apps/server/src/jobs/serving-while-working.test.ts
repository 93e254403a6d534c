import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../test/auth-helpers.ts';
import { runJobs, uploadList } from '../test/list-helpers.ts';
import { insertIndexedFacility, testOsId } from '../test/facility-fixtures.ts';
import { enqueue } from './queue.ts';
import { startWorker } from './worker.ts';

declare module './job-types.ts' {
  interface JobPayloads {
    'test.batch-held-open': { listId: number };
  }
}

/**
 * Requests never wait behind background work ([2.1]): a job is paused in the middle of a batch,
 * its transaction open with the list row locked and its rows moved on, the way a match batch
 * holds them. Requests for the search, a facility page, a tile and that very list are answered
 * before the job goes on, and see the list as it was before the batch.
 */
const OS_ID = testOsId('BD', 1);
let t: TestApp;
let owner: string;
let listId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  const csv = [
    'country,name,address',
    ...Array.from({ length: 30 }, (_, i) => `Bangladesh,Held Mill ${i},"Road ${i}, Dhaka"`),
  ].join('\n');
  const upload = await uploadList(t.app, owner, { name: 'Held list' }, { name: 'held.csv', content: csv });
  listId = upload.json<{ id: number }>().id;
  await runJobs(t.config, t.database.db); // parsed: 30 rows PARSED
  await insertIndexedFacility(t.database.db, {
    os_id: OS_ID,
    name: 'Held Mill Registered',
    address: 'Road 1, Dhaka',
    country_code: 'BD',
    lat: 23.8,
    lng: 90.4,
  });
});
afterAll(() => t.close());

describe('serving while a job is mid-batch', () => {
  it('answers requests, the list itself included, before the held batch goes on', async () => {
    let reached!: () => void;
    const batchOpen = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const worker = startWorker({
      db: t.database.db,
      idlePollMs: 20,
      handlers: {
        'test.batch-held-open': async ({ listId: id }) => {
          await t.database.db.transaction().execute(async (trx) => {
            await sql`select id from facility_lists where id = ${id} for update`.execute(trx);
            await trx
              .updateTable('facility_list_items')
              .set({ status: 'GEOCODED_NO_RESULTS' })
              .where('facility_list_id', '=', id)
              .execute();
            reached();
            await gate;
            order.push('batch committed');
          });
        },
      },
    });
    await enqueue(t.database.db, 'test.batch-held-open', { listId });
    await batchOpen;

    const ask = async (name: string, url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...CLIENT_HEADERS, ...headers } });
      order.push(`${name} ${response.statusCode}`);
      return response;
    };
    const [search, , list, page] = await Promise.all([
      ask('search', '/api/facilities/?q=mill'),
      ask('tile', '/tile/facilitygrid/1/2/3/1.pbf'),
      ask('list', `/api/facility-lists/${listId}/`, { cookie: owner }),
      ask('facility page', `/api/facilities/${OS_ID}/`),
    ]);
    release();
    await worker.drain();
    await worker.stop();

    expect(order.at(-1)).toBe('batch committed');
    expect(order.slice(0, -1).sort()).toEqual(['facility page 200', 'list 200', 'search 200', 'tile 200']);
    expect(search.json<{ count: number }>().count).toBe(1);
    expect(page.json<{ properties: { name: string } }>().properties.name).toBe('Held Mill Registered');
    // The open batch's writes were not visible to the request; committed, they are.
    expect(list.json<{ status_counts: Record<string, number> }>().status_counts).toMatchObject({
      PARSED: 30,
      GEOCODED_NO_RESULTS: 0,
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/facility-lists/${listId}/`,
      headers: { ...CLIENT_HEADERS, cookie: owner },
    });
    expect(after.json<{ status_counts: Record<string, number> }>().status_counts).toMatchObject({
      PARSED: 0,
      GEOCODED_NO_RESULTS: 30,
    });
  });
});
