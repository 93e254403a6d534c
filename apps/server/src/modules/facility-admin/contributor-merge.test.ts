import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import { contributorWithList, facilityFromRow, facilityState, matchRow, staffCalls } from './admin-test-fixtures.ts';

/**
 * List detail's Merge (spec part 1 §4 match actions) for the list's own contributor: allowed only
 * for the two facilities one of their rows was offered as potential matches.
 */
let t: TestApp;
let owner: ReturnType<typeof staffCalls>;
let stranger: ReturnType<typeof staffCalls>;
let ownList: { contributorId: number; listId: number };
let itemId: number;

const A = withCheck('BD2024001CMA01');
const B = withCheck('BD2024001CMB02');
const C = withCheck('BD2024001CMC03');
const DHAKA = { country: 'BD', lat: 23.81, lng: 90.41 };
const PERMISSION = { detail: 'You do not have permission to perform this action.' };
const mergeUrl = (target: string, merge: string) => `/api/facilities/merge/?target=${target}&merge=${merge}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { contributorId } = await createUser(db, { email: 'brand@example.com' });
  owner = staffCalls(t.app, await login(t.app, 'brand@example.com'));
  await createUser(db, { email: 'stranger@example.com' });
  stranger = staffCalls(t.app, await login(t.app, 'stranger@example.com'));
  const list = await db
    .insertInto('facility_lists')
    .values({
      contributor_id: contributorId,
      name: 'Brand suppliers',
      description: 'Suppliers',
      file_name: 'suppliers.csv',
      file_key: 'k',
      status: 'APPROVED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownList = { contributorId, listId: list.id };

  const others = await contributorWithList(db, 'Other Brand');
  await facilityFromRow(db, others, A, { name: 'Lotus Knit Ltd', address: 'Plot 9, Tongi, Gazipur', ...DHAKA });
  await facilityFromRow(db, others, B, { name: 'Lotus Knitting Limited', address: 'Plot 9 Tongi', ...DHAKA });
  await facilityFromRow(db, others, C, { name: 'Lotus Dyeing', address: 'Savar', ...DHAKA });
  // The brand's row was offered A and B.
  const row = { name: 'Lotus Knit', address: 'Plot 9, Tongi', ...DHAKA };
  itemId = (await matchRow(db, ownList, A, 'PENDING', row, 0.8)).itemId;
  await db
    .insertInto('facility_matches')
    .values({ facility_id: B, facility_list_item_id: itemId, status: 'PENDING', confidence: 0.7 })
    .execute();
});
afterAll(() => t.close());

describe('a contributor merging from their own list', () => {
  it('is refused for a facility their row was not offered, and for anyone else, changing nothing', async () => {
    const before = await facilityState(t.database.db, [A, B, C]);
    for (const [caller, url] of [
      [owner, mergeUrl(A, C)],
      [owner, mergeUrl(C, B)],
      [stranger, mergeUrl(A, B)],
    ] as const) {
      const refused = await caller.post(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PERMISSION);
    }
    expect(await facilityState(t.database.db, [A, B, C])).toEqual(before);
  });

  it('is refused when moderators decide the list’s matches', async () => {
    await t.database.db
      .updateTable('facility_lists')
      .set({ match_responsibility: 'moderator' })
      .where('id', '=', ownList.listId)
      .execute();
    const refused = await owner.post(mergeUrl(A, B));
    expect(refused.statusCode).toBe(403);
    await t.database.db
      .updateTable('facility_lists')
      .set({ match_responsibility: 'contributor' })
      .where('id', '=', ownList.listId)
      .execute();
  });

  it('merges the two offered facilities, in the audit log under the contributor', async () => {
    const merged = await owner.post(mergeUrl(A, B));
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ target: A, merged: B, audit_id: expect.any(Number) });
    const db = t.database.db;
    expect(await db.selectFrom('facilities').select('os_id').where('os_id', '=', B).execute()).toEqual([]);
    expect(
      await db.selectFrom('facility_aliases').select(['facility_id', 'reason']).where('os_id', '=', B).execute(),
    ).toEqual([{ facility_id: A, reason: 'MERGE' }]);
    // The row is still the brand's to decide; its matches now both lead to A.
    expect(
      await db
        .selectFrom('facility_matches')
        .select(['facility_id', 'status'])
        .where('facility_list_item_id', '=', itemId)
        .orderBy('id')
        .execute(),
    ).toEqual([{ facility_id: A, status: 'PENDING' }]);
    const audit = await db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.user_id')
      .select(['audit_log.action', 'users.email'])
      .where('audit_log.action', '=', 'facility.merge')
      .execute();
    expect(audit).toEqual([{ action: 'facility.merge', email: 'brand@example.com' }]);
  });
});
