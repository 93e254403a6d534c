import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

/**
 * An embedded map's contributor-specific behaviour (level 3): the text search also matches the
 * fields they made searchable, results carry the names they gave, and the facility page adds
 * their own visible columns.
 */
let t: TestApp;
let brand: number;
let other: number;
const dhaka = testOsId('BD', 1);
const chittagong = testOsId('BD', 2);
const lisbon = testOsId('PT', 3);

/** A row of a list of the contributor, matched to the facility as the list pipeline matches it. */
async function contribute(
  contributorId: number,
  osId: string,
  rawData: Record<string, string>,
  extra: { parent_company?: string; name?: string } = {},
) {
  const db = t.database.db;
  const list = await db
    .insertInto('facility_lists')
    .values({
      contributor_id: contributorId,
      name: `List ${osId}`,
      file_name: 'a.csv',
      file_key: `k-${contributorId}-${osId}`,
      nonstandard_fields: ['colour_code', 'buyer_ref'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('facility_list_items')
    .values({
      facility_list_id: list.id,
      row_index: 0,
      raw_data: JSON.stringify(rawData),
      status: 'MATCHED',
      facility_id: osId,
      name: extra.name ?? '',
      parent_company: extra.parent_company ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('facility_matches')
    .values({ facility_id: osId, facility_list_item_id: item.id, status: 'AUTOMATIC', confidence: 1 })
    .execute();
}

async function configure(
  contributorId: number,
  level: number,
  preferName: boolean,
  fields: { column_name: string; display_name: string; visible: boolean; searchable: boolean; order: number }[],
) {
  const db = t.database.db;
  const config = await db
    .insertInto('embed_configs')
    .values({ color: '#000000', prefer_contributor_name: preferName, text_search_label: 'Search' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.length)
    await db
      .insertInto('embed_fields')
      .values(fields.map((f) => ({ ...f, embed_config_id: config.id })))
      .execute();
  await db
    .updateTable('contributors')
    .set({ embed_level: level, embed_config_id: config.id })
    .where('id', '=', contributorId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  brand = (await createUser(t.database.db, { email: 'brand@embed.example' })).contributorId;
  other = (await createUser(t.database.db, { email: 'other@embed.example' })).contributorId;
  await insertIndexed(t.database.db, [
    {
      os_id: dhaka,
      name: 'Alpha Knit Ltd',
      address: 'Road 1, Dhaka',
      country_code: 'BD',
      lat: 23.8,
      lng: 90.4,
      contributors: [brand, other],
    },
    {
      os_id: chittagong,
      name: 'Beta Sewing',
      address: 'Port Road, Chittagong',
      country_code: 'BD',
      lat: 22.3,
      lng: 91.8,
      contributors: [brand],
    },
    {
      os_id: lisbon,
      name: 'Gamma Shoes',
      address: 'Rua 2, Lisboa',
      country_code: 'PT',
      lat: 38.7,
      lng: -9.1,
      contributors: [other],
    },
  ]);
  await contribute(
    brand,
    dhaka,
    { name: 'Alpha', colour_code: 'Crimson Séries', buyer_ref: 'REF-9' },
    { parent_company: 'Northwind Holdings', name: 'Our Dhaka Plant' },
  );
  await contribute(brand, chittagong, { name: 'Beta', colour_code: 'Navy', buyer_ref: '' });
  // Another contributor's column values never count for this contributor's map.
  await contribute(other, lisbon, { name: 'Gamma', colour_code: 'Crimson' });
  await configure(brand, 3, true, [
    { column_name: 'colour_code', display_name: 'Colour', visible: true, searchable: true, order: 1 },
    { column_name: 'parent_company', display_name: 'Group', visible: true, searchable: true, order: 0 },
    { column_name: 'buyer_ref', display_name: 'Buyer reference', visible: true, searchable: false, order: 2 },
  ]);
  await configure(other, 3, false, [
    { column_name: 'colour_code', display_name: 'Colour', visible: true, searchable: false, order: 0 },
  ]);
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/?${query}`, headers: CLIENT_HEADERS });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; features: { properties: { os_id: string; name: string } }[] };
};
const ids = (body: { features: { properties: { os_id: string } }[] }) =>
  body.features.map((f) => f.properties.os_id).sort();

describe('embedded map text search over searchable fields', () => {
  it("matches the contributor's searchable columns, insensitive to case and accents, in search, count and tiles' filters alike", async () => {
    const found = await search(`embed=1&contributors=${brand}&q=crimson%20series`);
    expect(ids(found)).toEqual([dhaka]);
    expect(found.count).toBe(1);
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/facilities/count/?embed=1&contributors=${brand}&q=crimson%20series`,
      headers: CLIENT_HEADERS,
    });
    expect(count.json()).toEqual({ count: 1 });
    // A standard field made searchable (parent_company) is read from the parsed row.
    expect(ids(await search(`embed=1&contributors=${brand}&q=northwind`))).toEqual([dhaka]);
    // Name and address still match as always.
    expect(ids(await search(`embed=1&contributors=${brand}&q=port%20road`))).toEqual([chittagong]);
  });

  it('does not search visible-only columns, other maps, or outside embed mode', async () => {
    expect((await search(`embed=1&contributors=${brand}&q=REF-9`)).count).toBe(0);
    // The other contributor's 'colour_code' is not searchable on their map.
    expect((await search(`embed=1&contributors=${other}&q=crimson`)).count).toBe(0);
    // The public search never looks into contributors' own columns.
    expect((await search(`contributors=${brand}&q=crimson`)).count).toBe(0);
    expect((await search('q=northwind')).count).toBe(0);
  });

  it('stops when the contributor falls below level 3', async () => {
    await t.database.db.updateTable('contributors').set({ embed_level: 2 }).where('id', '=', brand).execute();
    try {
      expect((await search(`embed=1&contributors=${brand}&q=crimson`)).count).toBe(0);
    } finally {
      await t.database.db.updateTable('contributors').set({ embed_level: 3 }).where('id', '=', brand).execute();
    }
  });

  it('treats LIKE wildcards and SQL in the text as plain text', async () => {
    expect((await search(`embed=1&contributors=${brand}&q=${encodeURIComponent("%' or 1=1 --")}`)).count).toBe(0);
    expect((await search(`embed=1&contributors=${brand}&q=_`)).count).toBe(0);
  });
});

describe('embedded map result names (prefer_contributor_name)', () => {
  const names = async (query: string) => (await search(query)).features.map((f) => f.properties.name);

  it('lists a facility under the name the contributor gave it in their list, others under their own name', async () => {
    expect(await names(`embed=1&contributors=${brand}&sort_by=name_asc`)).toEqual(['Our Dhaka Plant', 'Beta Sewing']);
    // Public results and a map without the preference keep the facility's own names.
    expect(await names(`contributors=${brand}&sort_by=name_asc`)).toEqual(['Alpha Knit Ltd', 'Beta Sewing']);
    expect(await names(`embed=1&contributors=${other}&sort_by=name_asc`)).toEqual(['Alpha Knit Ltd', 'Gamma Shoes']);
  });

  it('is the name the facility page shows for that contributor', async () => {
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/facilities/${dhaka}/?embed=1&contributor=${brand}`,
        headers: CLIENT_HEADERS,
      })
    ).json();
    const given = detail.properties.extended_fields.name.find(
      (s: { contributor_id: number }) => s.contributor_id === brand,
    );
    expect(given.value).toEqual({ raw_value: 'Our Dhaka Plant' });
  });

  it('takes the latest name, also from an approved single-location contribution, and ignores pending ones and inactive matches', async () => {
    const db = t.database.db;
    const event = (status: 'APPROVED' | 'PENDING', name: string, minutesAgo: number) => ({
      contributor_id: brand,
      request_type: 'UPDATE' as const,
      source: 'SLC' as const,
      status,
      os_id: chittagong,
      raw_data: JSON.stringify({ name }),
      cleaned_data: JSON.stringify({ name, address: 'Port Road', country: { alpha_2: 'BD', name: 'Bangladesh' } }),
      request_hash: `h-${name}`,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db
      .insertInto('moderation_events')
      .values([event('APPROVED', 'Chittagong Works', 5), event('PENDING', 'Not Yet', 1)])
      .execute();
    expect(await names(`embed=1&contributors=${brand}&sort_by=name_asc`)).toEqual([
      'Our Dhaka Plant',
      'Chittagong Works',
    ]);
    await db.updateTable('facility_matches').set({ is_active: false }).where('facility_id', '=', dhaka).execute();
    try {
      expect(await names(`embed=1&contributors=${brand}&sort_by=name_asc`)).toEqual([
        'Alpha Knit Ltd',
        'Chittagong Works',
      ]);
    } finally {
      await db.updateTable('facility_matches').set({ is_active: true }).where('facility_id', '=', dhaka).execute();
      await db.deleteFrom('moderation_events').where('os_id', '=', chittagong).execute();
    }
  });
});

describe("embedded facility page: the contributor's own columns", () => {
  const detail = async (osId: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/facilities/${osId}/${query}`,
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    return response.json().properties.contributor_fields;
  };

  it('carries the visible non-standard columns with values, in order under their display names', async () => {
    expect(await detail(dhaka, `?embed=1&contributor=${brand}`)).toEqual([
      { column_name: 'colour_code', label: 'Colour', value: 'Crimson Séries' },
      { column_name: 'buyer_ref', label: 'Buyer reference', value: 'REF-9' },
    ]);
    // An empty cell is left out.
    expect(await detail(chittagong, `?embed=1&contributor=${brand}`)).toEqual([
      { column_name: 'colour_code', label: 'Colour', value: 'Navy' },
    ]);
  });

  it("is empty outside embed mode, for a facility the contributor did not contribute, or another contributor's map", async () => {
    expect(await detail(dhaka, '')).toEqual([]);
    expect(await detail(dhaka, `?contributor=${brand}`)).toEqual([]);
    expect(await detail(lisbon, `?embed=1&contributor=${brand}`)).toEqual([]);
    expect(await detail(dhaka, `?embed=1&contributor=${other}`)).toEqual([]);
  });

  it('refuses a contributor that is not a number', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/facilities/${dhaka}/?embed=1&contributor=abc`,
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ contributor: ['Must be a whole number.'] });
  });
});
