import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_ADMIN_TOASTS } from '@registry/core/facility-admin';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { withCheck } from '../../test/facility-fixtures.ts';
import { contributorWithList, facilityFromRow, facilityState, searchOsIds, staffCalls } from './admin-test-fixtures.ts';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;

const TARGET = withCheck('KH2024001REV01');
const MERGED = withCheck('KH2024001REV02');
const PHNOM_PENH = { country: 'KH', lat: 11.5564, lng: 104.9282 };
const KANDAL = { country: 'KH', lat: 11.2237, lng: 105.1259 };
const ids: Record<string, number> = {};

const facilityPage = (osId: string) =>
  t.app.inject({ method: 'GET', url: `/api/facilities/${osId}/`, headers: CLIENT_HEADERS });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  staff = staffCalls(t.app, await login(t.app, 'admin@example.com'));
  const alpha = await contributorWithList(db, 'Alpha Brand');
  const beta = await contributorWithList(db, 'Beta Retail');
  ids.beta = beta.contributorId;
  await facilityFromRow(db, alpha, TARGET, { name: 'Mekong Apparel', address: '7 Veng Sreng Blvd', ...PHNOM_PENH });
  const merged = await facilityFromRow(db, beta, MERGED, {
    name: 'Kandal Knit',
    address: 'Road 21, Kandal',
    ...KANDAL,
  });
  ids.mergedCreator = merged.matchId;
  const merge = await staff.post(`/api/facilities/merge/?target=${TARGET}&merge=${MERGED}`);
  expect(merge.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('split of a merged facility’s match: a revert to its own OS ID', () => {
  it('offers a revert on the adjust screen, brings the facility back under its OS ID and ends the alias', async () => {
    expect((await facilityPage(MERGED)).json().id).toBe(TARGET);
    const matches = (await staff.get(`/api/facilities/${TARGET}/`)).json().properties.matches as {
      match_id: number;
      facility_created_by_item: string | null;
    }[];
    expect(matches.find((m) => m.match_id === ids.mergedCreator)).toMatchObject({ facility_created_by_item: MERGED });
    const before = await facilityState(t.database.db, [TARGET, MERGED]);

    const response = await staff.post(`/api/facilities/${TARGET}/split/`, { match_id: ids.mergedCreator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      match_id: ids.mergedCreator,
      new_os_id: MERGED,
      message: 'Reverted match to original facility',
      reverted: true,
      audit_id: expect.any(Number),
    });
    expect(FACILITY_ADMIN_TOASTS.reverted).toBe('Reverted match to original facility');

    // The old ID opens its own facility again, not the target.
    const page = await facilityPage(MERGED);
    expect(page.statusCode).toBe(200);
    expect(page.json().id).toBe(MERGED);
    expect(page.json().properties).toMatchObject({ name: 'Kandal Knit', address: 'Road 21, Kandal' });
    expect(page.json().properties.requested_os_id_reason).toBeNull();
    expect(page.json().geometry.coordinates).toEqual([KANDAL.lng, KANDAL.lat]);
    expect(page.json().properties.contributions.map((c: { contributor_id: number }) => c.contributor_id)).toEqual([
      ids.beta,
    ]);
    const target = (await facilityPage(TARGET)).json();
    expect(target.properties.historical_os_ids).toEqual([]);
    expect(target.properties.contributions.map((c: { contributor_id: number }) => c.contributor_id)).not.toContain(
      ids.beta,
    );
    expect(
      await t.database.db.selectFrom('facility_aliases').select('os_id').where('os_id', '=', MERGED).execute(),
    ).toEqual([]);
    expect(await searchOsIds(t.app, `q=${MERGED}`)).toEqual([MERGED]);
    expect(await searchOsIds(t.app, `contributors=${ids.beta}`)).toEqual([MERGED]);

    // Undone, the merge stands again exactly as it was.
    const undo = await staff.post(`/api/audit-log/${response.json().audit_id}/undo/`);
    expect(undo.statusCode).toBe(200);
    expect(await facilityState(t.database.db, [TARGET, MERGED])).toEqual(before);
    expect((await facilityPage(MERGED)).json().id).toBe(TARGET);
  });
});
