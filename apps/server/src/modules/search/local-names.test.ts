import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { textWorkbook } from '../../test/xlsx-fixtures.ts';

/**
 * Names in their own script (issue 44): a list's local_name column (CSV and XLSX) and the v1
 * API's local_name are kept as the native_language_name field, shown by the facility page and the
 * v1 answer, and found by the text search, folded and unaccented, by a word of them; Chinese by
 * any run of two characters or more.
 */
let t: TestApp;
let contributor: Record<string, string>;
let admin: Record<string, string>;
const osIds = new Map<string, string>();

const CSV = [
  'country,name,local_name,address,lat,lng',
  'China,Shenzhen Huafu Garment Co Ltd,深圳华富服装有限公司,"88 Bao An Road, Shenzhen",22.55,114.05',
  'Bangladesh,Dhaka Knit Fashions Ltd,ঢাকা নিট ফ্যাশনস লিমিটেড,"Plot 9, Ashulia, Savar",23.9,90.3',
  '',
].join('\n');

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
const found = async (q: string) => {
  const response = await get(`/api/facilities/?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { features: { id: string; properties: { name: string } }[] }).features.map(
    (f) => f.properties.name,
  );
};

async function contribute(
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/production-locations/',
    headers: contributor,
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() };
}

async function approveNew(moderationId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/moderation-events/${moderationId}/production-locations/`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().os_id;
}

beforeAll(async () => {
  t = await createTestApp({ MATCH_AUTOMATIC_THRESHOLD: '0.99' });
  await createUser(t.database.db, { email: 'brand@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  contributor = { ...CLIENT_HEADERS, cookie: await login(t.app, 'brand@example.com') };
  admin = { ...CLIENT_HEADERS, cookie: await login(t.app, 'admin@example.com') };
});
afterAll(() => t.close());

describe('local names', () => {
  it('a list upload keeps the local_name column (CSV and XLSX) as the native language name', async () => {
    const csv = await uploadList(
      t.app,
      contributor.cookie!,
      { name: 'Local names' },
      { name: 'local.csv', content: CSV },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const xlsx = await uploadList(
      t.app,
      contributor.cookie!,
      { name: 'Local names XLSX' },
      {
        name: 'local.xlsx',
        content: textWorkbook([
          ['country', 'name', 'Local Name', 'address', 'lat', 'lng'],
          ['India', 'Tiruppur Cotton Mills', 'तिरुप्पुर कॉटन मिल्स', 'SIDCO Estate, Tiruppur', '11.1', '77.34'],
        ]),
      },
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    await runJobs(t.config, t.database.db);
    for (const list of [csv, xlsx]) {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/facility-lists/${list.json().id}/approve/`,
        headers: admin,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    await runJobs(t.config, t.database.db);

    const items = await t.database.db
      .selectFrom('facility_list_items')
      .select(['name', 'native_language_name', 'facility_id', 'status'])
      .orderBy('id')
      .execute();
    expect(items.map((item) => [item.name, item.native_language_name])).toEqual([
      ['Shenzhen Huafu Garment Co Ltd', '深圳华富服装有限公司'],
      ['Dhaka Knit Fashions Ltd', 'ঢাকা নিট ফ্যাশনস লিমিটেড'],
      ['Tiruppur Cotton Mills', 'तिरुप्पुर कॉटन मिल्स'],
    ]);
    for (const item of items) {
      expect(item.facility_id, JSON.stringify(item)).not.toBeNull();
      osIds.set(item.name, item.facility_id!);
    }
    const indexed = await t.database.db
      .selectFrom('facility_index')
      .select(['name', 'native_language_names'])
      .orderBy('name')
      .execute();
    expect(indexed).toEqual([
      { name: 'Dhaka Knit Fashions Ltd', native_language_names: ['ঢাকা নিট ফ্যাশনস লিমিটেড'] },
      { name: 'Shenzhen Huafu Garment Co Ltd', native_language_names: ['深圳华富服装有限公司'] },
      { name: 'Tiruppur Cotton Mills', native_language_names: ['तिरुप्पुर कॉटन मिल्स'] },
    ]);
  });

  it('the v1 API takes local_name, checks it like the name, and answers it back once approved', async () => {
    const bad = await contribute({
      name: 'Bursa Weaving',
      address: 'Nilufer, Bursa',
      country: 'TR',
      local_name: ' Çalık',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      detail: 'The request body is invalid.',
      errors: [{ field: 'local_name', detail: 'Remove spaces at start and end of text.' }],
    });

    const created = await contribute({
      name: 'Calik Dokuma Fabrikasi',
      address: 'Organize Sanayi Bolgesi, Bursa',
      country: 'TR',
      local_name: 'Çalık Dokuma Fabrikası',
      coordinates: { lat: 40.2, lng: 29.0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.cleaned_data).toMatchObject({
      name: 'Calik Dokuma Fabrikasi',
      local_name: 'Çalık Dokuma Fabrikası',
    });
    const osId = await approveNew(created.body.moderation_id as string);
    osIds.set('Calik Dokuma Fabrikasi', osId);

    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/production-locations/${osId}/`,
      headers: contributor,
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().local_name).toBe('Çalık Dokuma Fabrikası');
  });

  it('search finds a facility by a word of its local name, folded and unaccented', async () => {
    const shenzhen = ['Shenzhen Huafu Garment Co Ltd'];
    expect(await found('深圳华富服装有限公司')).toEqual(shenzhen);
    expect(await found('服装')).toEqual(shenzhen);
    expect(await found('华富 有限公司')).toEqual(shenzhen);
    expect(await found('服装 garment')).toEqual(shenzhen);
    expect(await found('服饰')).toEqual([]);
    expect(await found('ফ্যাশনস')).toEqual(['Dhaka Knit Fashions Ltd']);
    expect(await found('ঢাকা নিট')).toEqual(['Dhaka Knit Fashions Ltd']);
    expect(await found('कॉटन')).toEqual(['Tiruppur Cotton Mills']);
    expect(await found('calik fabrikasi')).toEqual(['Calik Dokuma Fabrikasi']);
    expect(await found('ÇALIK Dokuma')).toEqual(['Calik Dokuma Fabrikasi']);
    const count = await get(`/api/facilities/count/?q=${encodeURIComponent('有限公司')}`);
    expect(count.json()).toEqual({ count: 1 });
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/production-locations/?query=${encodeURIComponent('服装')}`,
      headers: contributor,
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().data.map((location: { local_name: string }) => location.local_name)).toEqual([
      '深圳华富服装有限公司',
    ]);
  });

  it("the facility page's answer carries the local name", async () => {
    const response = await get(`/api/facilities/${osIds.get('Shenzhen Huafu Garment Co Ltd')}/`);
    expect(response.statusCode).toBe(200);
    const fields = response.json().properties.extended_fields.native_language_name;
    expect(fields.map((field: { value: { raw_value: string } }) => field.value.raw_value)).toEqual([
      '深圳华富服装有限公司',
    ]);
  });
});
