import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { insertReviewFacilities, REVIEW_CSV } from '../../test/review-fixtures.ts';

/** The status My Lists shows for each case of spec part 1 §4 (List-level status), as GET /api/facility-lists/ answers it. */
let t: TestApp;
let owner: string;
let contributorId: number;
let admin: string;

const db = () => t.database.db;
const upload = async (name: string, csv = REVIEW_CSV) =>
  (await uploadList(t.app, owner, { name }, { name: 'l.csv', content: csv })).json().id as number;
const approve = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/facility-lists/${id}/approve/`,
    headers: { ...CLIENT_HEADERS, cookie: admin },
  });
const displayed = async (id: number) => {
  const lists = (
    await t.app.inject({ method: 'GET', url: '/api/facility-lists/', headers: { cookie: owner } })
  ).json() as { id: number; display_status: string }[];
  return lists.find((list) => list.id === id)!.display_status;
};

beforeAll(async () => {
  t = await createTestApp({ MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  contributorId = (await createUser(db(), { email: 'owner@example.com' })).contributorId;
  owner = await login(t.app, 'owner@example.com');
  await createUser(db(), { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  await insertReviewFacilities(db());
});
afterAll(() => t.close());

describe('displayed list status', () => {
  it('PENDING: Processing before any row is read, or while every row is UPLOADED', async () => {
    const id = await upload('Not read yet');
    expect(await displayed(id)).toBe('Processing');
    await runJobs(t.config, db());
    await db()
      .updateTable('facility_list_items')
      .set({ status: 'UPLOADED' })
      .where('facility_list_id', '=', id)
      .execute();
    expect(await displayed(id)).toBe('Processing');
  });

  it('PENDING: Pending approval once rows are read, or when the file had errors and no rows', async () => {
    const id = await upload('Read');
    await runJobs(t.config, db());
    expect(await displayed(id)).toBe('Pending approval');
    const broken = await upload('Broken');
    await db()
      .updateTable('facility_lists')
      .set({ parsing_errors: JSON.stringify([{ message: 'The file could not be read.', type: 'ParsingError' }]) })
      .where('id', '=', broken)
      .execute();
    expect(await displayed(broken)).toBe('Pending approval');
  });

  it('REJECTED: Rejected; REPLACED: Replaced', async () => {
    const rejected = await upload('Rejected');
    await t.app.inject({
      method: 'POST',
      url: `/api/facility-lists/${rejected}/reject/`,
      headers: { ...CLIENT_HEADERS, cookie: admin },
      payload: { reason: 'Not ours.' },
    });
    expect(await displayed(rejected)).toBe('Rejected');
    await db().updateTable('contributors').set({ auto_approve_lists: true }).where('id', '=', contributorId).execute();
    const first = await upload('First');
    await runJobs(t.config, db());
    const second = (
      await uploadList(
        t.app,
        owner,
        { name: 'Second', replaces: String(first) },
        { name: 'l.csv', content: 'country,name,address\nIndia,Pune Mill,Pune\n' },
      )
    ).json().id;
    await runJobs(t.config, db());
    expect(await displayed(first)).toBe('Replaced');
    expect(await displayed(second)).toBe('Approved');
    await db().updateTable('contributors').set({ auto_approve_lists: false }).where('id', '=', contributorId).execute();
  });

  it('APPROVED: Processing while rows wait for geocoding or matching', async () => {
    const id = await upload('Approved, waiting');
    await runJobs(t.config, db());
    await approve(id);
    expect(await displayed(id)).toBe('Processing');
    await db()
      .updateTable('facility_list_items')
      .set({ status: 'GEOCODED' })
      .where('facility_list_id', '=', id)
      .where('status', '=', 'PARSED')
      .execute();
    expect(await displayed(id)).toBe('Processing');
  });

  it('APPROVED: Action required with potential matches the contributor decides, Approved with none', async () => {
    const id = await upload('Needs review');
    await runJobs(t.config, db());
    await approve(id);
    await runJobs(t.config, db());
    expect(await displayed(id)).toBe('Action required');
    const plain = await upload(
      'Plain',
      'country,name,address,lat,lng\nBangladesh,Rainbow Knitwear Ltd,"Plot 5, Ashulia Road, Savar, Dhaka",23.81,90.41\n',
    );
    await runJobs(t.config, db());
    await approve(plain);
    await runJobs(t.config, db());
    expect(await displayed(plain)).toBe('Approved');
  });

  it('APPROVED: Pending moderation with potential matches OS Hub admins decide', async () => {
    await db()
      .updateTable('contributors')
      .set({ list_match_responsibility: 'moderator' })
      .where('id', '=', contributorId)
      .execute();
    const id = await upload('Moderated');
    await runJobs(t.config, db());
    await approve(id);
    await runJobs(t.config, db());
    expect(await displayed(id)).toBe('Pending moderation');
  });
});
