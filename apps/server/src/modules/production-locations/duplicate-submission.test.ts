import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { cleanText, similarity } from './duplicate-submission.ts';

let t: TestApp;
let headers: Record<string, string>;
let other: Record<string, string>;

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Rangpur Spinning Mills Ltd',
  address: 'Mahiganj Road, Rangpur 5400',
  country: 'BD',
  coordinates: { lat: 25.7, lng: 89.3 },
  ...extra,
});
const create = (payload: object, as = headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/production-locations/', headers: as, payload });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'dup@example.com' });
  await createUser(t.database.db, { email: 'dup-other@example.com' });
  headers = { ...CLIENT_HEADERS, cookie: await login(t.app, 'dup@example.com') };
  other = { ...CLIENT_HEADERS, cookie: await login(t.app, 'dup-other@example.com') };
});
afterAll(() => t.close());

describe("difflib's ratio", () => {
  it('is what SequenceMatcher(None, a, b).ratio() gives', () => {
    // Values computed with Python's difflib.
    expect(similarity('abcd', 'bcde')).toBeCloseTo(0.75, 10);
    expect(similarity('rangpur spinning mills ltd', 'rangpur spining mills ltd')).toBeCloseTo(0.98039215686, 8);
    expect(similarity('', '')).toBe(1);
    expect(cleanText('  Rangpur, Spinning-Mills  LTD. ')).toBe('rangpur spinningmills ltd');
  });
});

describe('409 for the same contributor sending a very similar location within 30 minutes', () => {
  it('refuses a near-identical create with the anchor’s message, naming the earlier one', async () => {
    const first = await create(body());
    expect(first.statusCode).toBe(202);
    const again = await create(body({ name: 'Rangpur Spining Mills Ltd.', address: 'Mahiganj Road, Rangpur 5400' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You recently submitted a very similar production location.',
      duplicate_of: {
        moderation_id: first.json().moderation_id,
        created_at: first.json().created_at,
        name: 'Rangpur Spinning Mills Ltd',
        address: 'Mahiganj Road, Rangpur 5400',
        country: 'BD',
        duplicate_check_window_minutes: 30,
      },
    });
  });

  it('stores one of two near-identical creates sent at the same moment and refuses the other with 409', async () => {
    const name = 'Kurigram Knitwear';
    const sent = await Promise.all([
      create(body({ name, address: 'Ulipur Road, Kurigram' })),
      create(body({ name: `${name}.`, address: 'Ulipur Road, Kurigram' })),
    ]);
    expect(sent.map((response) => response.statusCode).sort()).toEqual([202, 409]);
    const { rows } = await sql<{ count: string }>`
      select count(*) from moderation_events where cleaned_data ->> 'name' like ${`${name}%`}`.execute(t.database.db);
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('takes another number, another country, another contributor, an override, or an old or rejected event', async () => {
    expect((await create(body({ address: 'Mahiganj Road, Rangpur 5401' }))).statusCode).toBe(202);
    expect((await create(body({ country: 'IN', coordinates: { lat: 26, lng: 89 } }))).statusCode).toBe(202);
    expect((await create(body(), other)).statusCode).toBe(202);
    expect((await create(body({ name: 'Rangpur Spinning Mills Limited', duplicate_override: true }))).statusCode).toBe(
      202,
    );
    const name = 'Dinajpur Jute Works';
    const old = await create(body({ name, address: 'Station Road, Dinajpur' }));
    expect(old.statusCode).toBe(202);
    await sql`update moderation_events set created_at = now() - interval '31 minutes' where id = ${old.json().moderation_id}`.execute(
      t.database.db,
    );
    expect((await create(body({ name, address: 'Station Road, Dinajpur.' }))).statusCode).toBe(202);
    const rejected = await create(body({ name: 'Bogura Weaving', address: 'Sherpur Road, Bogura' }));
    await sql`update moderation_events set status = 'REJECTED' where id = ${rejected.json().moderation_id}`.execute(
      t.database.db,
    );
    expect((await create(body({ name: 'Bogura Weaving.', address: 'Sherpur Road, Bogura' }))).statusCode).toBe(202);
  });
});
