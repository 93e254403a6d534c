import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, { userId: number; contributorId: number }> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  for (const [name, level] of [
    ['none', null],
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['race', 3],
  ] as const) {
    ids[name] = await createUser(t.database.db, { email: `${name}@brand.example` });
    await t.database.db
      .updateTable('contributors')
      .set({ embed_level: level })
      .where('id', '=', ids[name]!.contributorId)
      .execute();
    cookies[name] = await login(t.app, `${name}@brand.example`);
  }
  // Level 3 has its own column 'colour_code'; 'audit_score' belongs to another contributor.
  await t.database.db
    .insertInto('facility_lists')
    .values([
      {
        contributor_id: ids.three!.contributorId,
        name: 'L',
        file_name: 'a.csv',
        file_key: 'k1',
        nonstandard_fields: ['colour_code'],
      },
      {
        contributor_id: ids.two!.contributorId,
        name: 'M',
        file_name: 'b.csv',
        file_key: 'k2',
        nonstandard_fields: ['audit_score'],
      },
    ])
    .execute();
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookies[who]!, ...CLIENT_HEADERS } });
const create = (who: string, payload: object) => send('POST', '/api/embed-configs/', who, payload);
const configCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('embed_configs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedConfigId = async (who: string) =>
  (
    await t.database.db
      .selectFrom('contributors')
      .select('embed_config_id')
      .where('id', '=', ids[who]!.contributorId)
      .executeTakeFirstOrThrow()
  ).embed_config_id;

const field = (column_name: string, extra: object = {}) => ({
  column_name,
  display_name: column_name,
  visible: true,
  searchable: false,
  order: 0,
  ...extra,
});

describe('embed level rules', () => {
  it('refuses a contributor without an embed level; nothing stored', async () => {
    const response = await create('none', { color: '#000000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Your organization does not have an embedded map package.' });
    expect(await configCount()).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/embed-configs/', payload: {}, headers: CLIENT_HEADERS }))
        .statusCode,
    ).toBe(401);
  });

  it('level 1: black or green only, nothing else; nothing stored on refusal', async () => {
    const purple = await create('one', { color: '#3d2f8c' });
    expect(purple.statusCode).toBe(400);
    expect(purple.json()).toEqual({ color: ['Your embed package allows only black (#000000) or green (#2e7d32).'] });
    const extras = await create('one', {
      color: '#000000',
      map_style: 'silver',
      font: 'Arial',
      prefer_contributor_name: true,
    });
    expect(extras.json()).toEqual({
      map_style: ['Your embed package (level 1) does not include map styles.'],
      font: ['Your embed package (level 1) does not include fonts.'],
      prefer_contributor_name: ['Your embed package (level 1) does not include the promoted contributor name.'],
    });
    expect(await configCount()).toBe(0);
    const green = await create('one', { color: '#2E7D32', width: 800, height: 600 });
    expect(green.statusCode).toBe(201);
    expect(green.json()).toMatchObject({
      color: '#2e7d32',
      width: '800',
      height: '600',
      map_style: 'default',
      font: '',
      embed_fields: [],
    });
    expect(await storedConfigId('one')).toBe(green.json().id);
    const list = await t.app.inject({ method: 'GET', url: '/api/embed-configs/', headers: { cookie: cookies.one! } });
    expect(list.json()).toEqual([green.json()]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/embed-configs/', headers: { cookie: cookies.two! } })).json(),
    ).toEqual([]);
  });

  it('level 2: any colour and map style, but no fields or fonts', async () => {
    const fields = await create('two', { color: '#123456', embed_fields: [field('parent_company')], font: 'Georgia' });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({
      font: ['Your embed package (level 2) does not include fonts.'],
      embed_fields: ['Your embed package (level 2) does not include extended fields.'],
    });
    expect(await storedConfigId('two')).toBeNull();
    const ok = await create('two', { color: '#123456', map_style: 'silver' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ color: '#123456', map_style: 'silver' });
  });

  it('level 3: fields, font, promoted name and search label with its reset rules', async () => {
    const response = await create('three', {
      color: '#ABC',
      font: 'Georgia',
      prefer_contributor_name: true,
      width: '100%',
      height: '75',
      text_search_label: 'Search by colour',
      embed_fields: [
        field('colour_code', { display_name: 'Colour', searchable: true, order: 1 }),
        field('parent_company', { visible: false, searchable: true, order: 0 }),
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      color: '#aabbcc',
      font: 'Georgia',
      prefer_contributor_name: true,
      width: '100%',
      height: '75',
      text_search_label: 'Search by colour',
    });
    // An invisible field is never searchable.
    expect(body.embed_fields).toEqual([
      { column_name: 'parent_company', display_name: 'parent_company', visible: false, searchable: false, order: 0 },
      { column_name: 'colour_code', display_name: 'Colour', visible: true, searchable: true, order: 1 },
    ]);
    // Blank label, or no searchable field: the default label.
    const blank = await send('PUT', `/api/embed-configs/${body.id}/`, 'three', { ...body, text_search_label: '  ' });
    expect(blank.json().text_search_label).toBe('Facility Name or OS ID');
    const none = await send('PUT', `/api/embed-configs/${body.id}/`, 'three', {
      ...body,
      embed_fields: [field('colour_code')],
      text_search_label: 'Mine',
    });
    expect(none.json()).toMatchObject({
      text_search_label: 'Facility Name or OS ID',
      embed_fields: [field('colour_code')],
    });
  });

  it("refuses fields that are not the contributor's, bad colours, unlisted fonts and bad sizes; nothing stored", async () => {
    const id = (await storedConfigId('three'))!;
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/embed-configs/${id}/`,
      headers: { cookie: cookies.three! },
    });
    const notMine = await send('PUT', `/api/embed-configs/${id}/`, 'three', {
      embed_fields: [field('colour_code'), field('audit_score')],
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toEqual({ embed_fields: ["'audit_score' is not one of your organization's fields."] });
    const bad = await send('PUT', `/api/embed-configs/${id}/`, 'three', {
      color: 'purple',
      font: 'Comic Sans',
      width: 50,
      height: 'tall',
      map_style: 'neon',
      embed_fields: [field('colour_code'), field('colour_code', { display_name: ' ' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      color: ['Enter a colour as a hex value, such as #3d2f8c.'],
      font: [
        'Choose one of the fonts: Site font (default), Arial, Tahoma, Trebuchet MS, Times New Roman, Georgia, Garamond, Courier New, Brush Script, Copperplate.',
      ],
      map_style: ['Must be one of default, silver.'],
      'embed_fields.display_name': ['Each field needs a display name.'],
    });
    const sizes = await send('PUT', `/api/embed-configs/${id}/`, 'three', {
      width: 50,
      height: 'tall',
      embed_fields: [field('colour_code'), field('colour_code')],
    });
    expect(sizes.json()).toEqual({
      width: ['Enter a width in pixels (100 to 10000) or 100%.'],
      height: ['Enter a height in pixels (100 to 10000).'],
      embed_fields: ["'colour_code' is listed more than once."],
    });
    expect((await send('PUT', `/api/embed-configs/${id}/`, 'three', { width: '100%', height: '900' })).json()).toEqual({
      height: ['Enter the height as a percentage of the width (10 to 300).'],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/embed-configs/${id}/`,
      headers: { cookie: cookies.three! },
    });
    expect(after.json()).toEqual(before.json());
  });

  it("refuses another contributor's config and a second config", async () => {
    const id = (await storedConfigId('three'))!;
    expect((await send('PUT', `/api/embed-configs/${id}/`, 'two', { color: '#000000' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/embed-configs/${id}/`, headers: { cookie: cookies.two! } }))
        .statusCode,
    ).toBe(404);
    const again = await create('three', { color: '#000000' });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/embed-configs/${id}/`, headers: { cookie: cookies.three! } })
      ).json().color,
    ).toBe('#aabbcc');
  });

  it('creates one config when two saves race', async () => {
    const answers = await Promise.all([create('race', { color: '#111111' }), create('race', { color: '#222222' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/contributor-embed-configs/{id}/', () => {
  it('answers what the embedded map uses, for anyone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/contributor-embed-configs/${ids.three!.contributorId}/`,
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contributor: ids.three!.contributorId,
      contributor_name: 'Org of three@brand.example',
      embed_level: 3,
      color: '#aabbcc',
      selectedMarkerColor: '#66707a',
      font: 'Georgia',
      map_style: 'default',
      hide_sector_data: true,
      prefer_contributor_name: true,
      text_search_label: 'Facility Name or OS ID',
      extended_fields: [field('colour_code')],
    });
  });

  it('falls back to defaults for features above the current level, and to defaults without a config', async () => {
    await t.database.db
      .updateTable('contributors')
      .set({ embed_level: 1 })
      .where('id', '=', ids.three!.contributorId)
      .execute();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contributor-embed-configs/${ids.three!.contributorId}/`,
          headers: CLIENT_HEADERS,
        })
      ).json(),
    ).toMatchObject({
      color: '#000000',
      font: '',
      prefer_contributor_name: false,
      extended_fields: [],
    });
    await t.database.db
      .updateTable('contributors')
      .set({ embed_level: 3 })
      .where('id', '=', ids.three!.contributorId)
      .execute();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contributor-embed-configs/${ids.none!.contributorId}/`,
          headers: CLIENT_HEADERS,
        })
      ).statusCode,
    ).toBe(404);
    await t.database.db
      .updateTable('contributors')
      .set({ embed_level: 2 })
      .where('id', '=', ids.none!.contributorId)
      .execute();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contributor-embed-configs/${ids.none!.contributorId}/`,
          headers: CLIENT_HEADERS,
        })
      ).json(),
    ).toMatchObject({
      color: '#3d2f8c',
      map_style: 'default',
      text_search_label: 'Facility Name or OS ID',
    });
  });

  it('is gone while the embedded_map flag is off, and writes are refused', async () => {
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: false })
      .where('name', '=', 'embedded_map')
      .execute();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contributor-embed-configs/${ids.three!.contributorId}/`,
          headers: CLIENT_HEADERS,
        })
      ).statusCode,
    ).toBe(404);
    const id = (await storedConfigId('three'))!;
    const refused = await send('PUT', `/api/embed-configs/${id}/`, 'three', { color: '#000000' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'The embedded map is not available.' });
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: true })
      .where('name', '=', 'embedded_map')
      .execute();
  });
});
