import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    { os_id: testOsId('BD', 1), name: 'Dhaka Knit', address: 'Dhaka', country_code: 'BD', lat: 23.9, lng: 90.3 },
  ]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
  return { status: response.statusCode, body: response.json() };
};
const enc = encodeURIComponent;
const tenKb = 'x'.repeat(10_240);

describe('bad search input answers 400 with a clear message', () => {
  it.each([
    [
      'boundary: not JSON',
      'boundary=%7Bnot-json',
      { boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'] },
    ],
    [
      'boundary: a Point',
      `boundary=${enc(JSON.stringify({ type: 'Point', coordinates: [1, 2] }))}`,
      { boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'] },
    ],
    [
      'boundary: a ring of 3 positions',
      `boundary=${enc(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        }),
      )}`,
      { boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'] },
    ],
    [
      'boundary: longitude 200',
      `boundary=${enc(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [200, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        }),
      )}`,
      { boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'] },
    ],
    [
      'boundary: a position in text',
      `boundary=${enc(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              ['a', 0],
              [1, 0],
              [1, 1],
              ['a', 0],
            ],
          ],
        }),
      )}`,
      { boundary: ['Must be a GeoJSON Polygon with [lng, lat] positions.'] },
    ],
    ['countries=XX', 'countries=XX', { countries: ["'XX' is not a known country code."] }],
    ['countries=BD,QQ', 'countries=BD,QQ', { countries: ["'QQ' is not a known country code."] }],
    ['countries=Bangladesh', 'countries=Bangladesh', { countries: ['Must be two-letter country codes.'] }],
    ['pageSize=ten', 'pageSize=ten', { pageSize: ['Must be a whole number.'] }],
    ['pageSize=2.5', 'pageSize=2.5', { pageSize: ['Must be a whole number.'] }],
    ['pageSize=-1', 'pageSize=-1', { pageSize: ['Must be a whole number.'] }],
    ['pageSize=0', 'pageSize=0', { pageSize: ['Must be 1 or more.'] }],
    ['pageSize=101', 'pageSize=101', { pageSize: ['Must be 100 or less.'] }],
    ['pageSize=99999999999999999999', 'pageSize=99999999999999999999', { pageSize: ['Must be a whole number.'] }],
    ['page=abc', 'page=abc', { page: ['Must be a whole number.'] }],
    ['page=0', 'page=0', { page: ['Must be 1 or more.'] }],
    ['contributors=1,abc', 'contributors=1,abc', { contributors: ['Must be a list of whole numbers.'] }],
    ['statuses=maybe', 'statuses=maybe', { statuses: ['Must be one of claimed, unclaimed, pending.'] }],
    [
      'sort_by=random',
      'sort_by=random',
      { sort_by: ['Must be one of name_asc, name_desc, contributors_desc, contributors_asc.'] },
    ],
    ['detail=perhaps', 'detail=perhaps', { detail: ["Must be 'true' or 'false'."] }],
    ['q of 10 kB', `q=${tenKb}`, { q: ['Ensure this value has at most 200 characters.'] }],
    ['sectors of 10 kB', `sectors=${tenKb}`, { sectors: ['Ensure each value has at most 200 characters.'] }],
    [
      'native_language_name of 10 kB',
      `native_language_name=${tenKb}`,
      { native_language_name: ['Ensure this value has at most 200 characters.'] },
    ],
    [
      '2000 contributors',
      `contributors=${Array.from({ length: 2000 }, (_, i) => i + 1).join(',')}`,
      { contributors: ['Give at most 500 values.'] },
    ],
    [
      '3500 countries',
      `countries=${Array.from({ length: 3500 }, () => 'BD').join(',')}`,
      { countries: ['Give at most 500 values.'] },
    ],
  ])('%s', async (_label, query, body) => {
    expect(await get(`/api/facilities/?${query}`)).toEqual({ status: 400, body });
    expect(await get(`/api/facilities/count/?${query}`)).toEqual({ status: 400, body });
  });

  it('treats text that looks like SQL or LIKE patterns as plain text', async () => {
    expect((await get(`/api/facilities/?q=${enc("'; drop table facilities; --")}`)).body.count).toBe(0);
    expect((await get('/api/facilities/?q=%25')).body.count).toBe(0);
    expect((await get('/api/facilities/?q=_')).body.count).toBe(0);
    expect((await get('/api/facilities/?q=dhaka')).body.count).toBe(1);
  });

  it('accepts a large but valid boundary', async () => {
    const ring = Array.from({ length: 400 }, (_, i) => {
      const angle = (i / 400) * 2 * Math.PI;
      return [90 + 5 * Math.cos(angle), 24 + 5 * Math.sin(angle)].map((v) => Math.round(v * 1e4) / 1e4);
    });
    ring.push(ring[0]!);
    const query = `boundary=${enc(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))}`;
    expect(query.length).toBeGreaterThan(10_000);
    expect(await get(`/api/facilities/?${query}`)).toMatchObject({ status: 200, body: { count: 1 } });
  });
});

describe('bad tile addresses answer 400', () => {
  it.each([
    ['/tile/facilitygrid/1/1/2/0.pbf', 'The tile address is outside the map.'],
    ['/tile/facilitygrid/1/3/0/8.pbf', 'The tile address is outside the map.'],
    ['/tile/facilities/1/23/0/0.pbf', 'The tile address is outside the map.'],
    ['/tile/facilities/1/12/99999999999/0.pbf', 'The tile address is outside the map.'],
    ['/tile/facilitygrid/1/-1/0/0.pbf', 'The tile address is outside the map.'],
    ['/tile/facilitygrid/1/a/0/0.pbf', 'The tile address is outside the map.'],
    ['/tile/facilitygrid/1/12/0/0.pbf', 'Grid tiles are served for zoom 0 to 11.'],
    ['/tile/facilities/1/11/0/0.pbf', 'Facility tiles are served for zoom 12 to 22.'],
  ])('%s', async (url, detail) => {
    expect(await get(url)).toEqual({ status: 400, body: { detail } });
  });

  it('refuses bad filters on tiles the same way as on the search', async () => {
    expect(await get('/tile/facilitygrid/1/0/0/0.pbf?countries=XX')).toEqual({
      status: 400,
      body: { countries: ["'XX' is not a known country code."] },
    });
    expect(await get(`/tile/facilitygrid/1/0/0/0.pbf?q=${tenKb}`)).toEqual({
      status: 400,
      body: { q: ['Ensure this value has at most 200 characters.'] },
    });
  });
});
