import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COARSE_LOCATION_REASON } from '@registry/core/geocode-precision';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { email: 'owner@example.com' });
  await t.database.db
    .updateTable('contributors')
    .set({ auto_approve_lists: true })
    .where('id', '=', user.contributorId)
    .execute();
  owner = await login(t.app, 'owner@example.com');
});
afterAll(() => t.close());

describe('the precision of geocoded list rows', () => {
  it('is stored with the point; a town centre is noted, a country centre flagged with its reason, garbage not placed', async () => {
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Precision' },
      {
        name: 'precision.csv',
        content: [
          'country,name,address,lat,lng',
          'Bangladesh,Rainbow Apparel,"Plot 5, Kashimpur, Gazipur",,',
          'Bangladesh,Meghna Textiles,"Plot 9, Unit 7",,',
          'Bangladesh,Zephyr Toys,asdfgh qwerty,,',
          'Bangladesh,Lotus Leather,"House 3, Road 2, Mirpur",22.9,89.5',
          '',
        ].join('\n'),
      },
    );
    expect(upload.statusCode).toBe(200);
    const listId: number = upload.json().id;
    await runJobs(t.config, t.database.db);

    const stored = await t.database.db
      .selectFrom('facility_list_items')
      .select(['name', 'status', 'geocoded_precision', 'geocoded_address'])
      .where('facility_list_id', '=', listId)
      .orderBy('row_index')
      .execute();
    expect(stored.map((row) => [row.name, row.geocoded_precision, row.geocoded_address])).toEqual([
      ['Rainbow Apparel', 'locality', 'Gazipur, Bangladesh'],
      ['Meghna Textiles', 'country', 'Bangladesh'],
      ['Zephyr Toys', null, null],
      ['Lotus Leather', null, 'House 3, Road 2, Mirpur'],
    ]);
    expect(stored[2]!.status).toBe('ERROR_GEOCODING');

    const answer = await t.app.inject({ url: `/api/facility-lists/${listId}/items/`, headers: { cookie: owner } });
    expect(answer.statusCode).toBe(200);
    const items = (
      answer.json() as {
        results: {
          name: string;
          status: string;
          geocoded_location_type: string | null;
          location_note: string | null;
          location_warning: string | null;
        }[];
      }
    ).results.map(({ name, status, geocoded_location_type, location_note, location_warning }) => ({
      name,
      status,
      geocoded_location_type,
      location_note,
      location_warning,
    }));
    expect(items).toEqual([
      {
        name: 'Rainbow Apparel',
        status: 'NEW_FACILITY',
        geocoded_location_type: 'locality',
        location_note: 'Location approximate: town centre of Gazipur, Bangladesh',
        location_warning: null,
      },
      {
        name: 'Meghna Textiles',
        status: 'NEW_FACILITY',
        geocoded_location_type: 'country',
        location_note: 'Location approximate: centre of Bangladesh',
        location_warning: COARSE_LOCATION_REASON,
      },
      {
        name: 'Zephyr Toys',
        status: 'ERROR_GEOCODING',
        geocoded_location_type: null,
        location_note: null,
        location_warning: null,
      },
      {
        name: 'Lotus Leather',
        status: 'NEW_FACILITY',
        geocoded_location_type: null,
        location_note: null,
        location_warning: null,
      },
    ]);

    // The facilities made from the rows keep the precision with their point.
    const facilities = await t.database.db
      .selectFrom('facilities')
      .select(['name', 'has_inexact_coordinates', 'location_precision', 'location_place'])
      .orderBy('name')
      .execute();
    expect(facilities).toEqual([
      { name: 'Lotus Leather', has_inexact_coordinates: false, location_precision: null, location_place: null },
      {
        name: 'Meghna Textiles',
        has_inexact_coordinates: true,
        location_precision: 'country',
        location_place: 'Bangladesh',
      },
      {
        name: 'Rainbow Apparel',
        has_inexact_coordinates: true,
        location_precision: 'locality',
        location_place: 'Gazipur, Bangladesh',
      },
    ]);
  });
});
