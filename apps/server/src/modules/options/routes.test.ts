import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let t: TestApp;
const ids: Record<string, number> = {};

async function contributor(name: string) {
  const db = t.database.db;
  const user = await db
    .insertInto('users')
    .values({ email: `${name.replace(/\W/g, '').toLowerCase()}@example.org`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('contributors')
    .values({ admin_id: user.id, name, contributor_type: 'Brand / Retailer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(contributorId: number, name: string, status = 'APPROVED', isPublic = true) {
  const row = await t.database.db
    .insertInto('facility_lists')
    .values({
      contributor_id: contributorId,
      name,
      file_name: `${name}.csv`,
      file_key: `k/${name}`,
      status,
      is_public: isPublic,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids.zeta = await contributor('Zeta Brands');
  ids.alpha = await contributor('alpha Retail');
  ids.silent = await contributor('No Public Data');
  ids.zetaList = await list(ids.zeta, 'Zeta 2024');
  ids.alphaList = await list(ids.alpha, 'Alpha suppliers');
  ids.pending = await list(ids.alpha, 'Alpha draft', 'PENDING');
  ids.private = await list(ids.silent, 'Private', 'APPROVED', false);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
  return { status: response.statusCode, body: response.json() };
};

describe('filter options', () => {
  it('lists countries as [code, name] pairs sorted by name', async () => {
    const { status, body } = await get('/api/countries/');
    expect(status).toBe(200);
    expect(body.length).toBe(250);
    expect(body[0]).toEqual(['AF', 'Afghanistan']);
    expect(body).toContainEqual(['BD', 'Bangladesh']);
  });

  it('lists the contributor types', async () => {
    const { body } = await get('/api/contributor-types/');
    expect(body).toHaveLength(8);
    expect(body[2]).toEqual(['Brand / Retailer', 'Brand / Retailer']);
  });

  it('lists only contributors with public approved data, case-insensitively by name', async () => {
    expect(await get('/api/contributors/')).toEqual({
      status: 200,
      body: [
        [ids.alpha, 'alpha Retail'],
        [ids.zeta, 'Zeta Brands'],
      ],
    });
  });

  it("lists the chosen contributors' public approved lists", async () => {
    expect(
      (await get(`/api/contributor-lists-sorted/?contributors=${ids.alpha}&contributors=${ids.silent}`)).body,
    ).toEqual([[ids.alphaList, 'Alpha suppliers']]);
    expect((await get('/api/contributor-lists-sorted/')).body).toEqual([]);
    expect(await get('/api/contributor-lists-sorted/?contributors=x')).toEqual({
      status: 400,
      body: { contributors: ['Must be a list of whole numbers.'] },
    });
  });

  it('answers the tile cache key, which changes when the version is bumped', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    await t.database.db
      .updateTable('tile_cache_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    const second = await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS });
    expect(second.json()).not.toBe(first.json());
  });
});
