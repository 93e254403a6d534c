import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

// Decoders are CommonJS packages (dependencies of vt-pbf).
const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertIndexedFacility(db, {
    os_id: withCheck('BD2021113AAAA0'),
    name: 'Dhaka One',
    address: 'Dhaka',
    country_code: 'BD',
    lat: 23.81,
    lng: 90.41,
    sectors: ['Apparel'],
  });
  await insertIndexedFacility(db, {
    os_id: withCheck('BD2021113AAAA1'),
    name: 'Dhaka Two',
    address: 'Dhaka',
    country_code: 'BD',
    lat: 23.811,
    lng: 90.411,
    sectors: ['Footwear'],
  });
  await insertIndexedFacility(db, {
    os_id: withCheck('CN2021113AAAA2'),
    name: 'Shanghai One',
    address: 'Shanghai',
    country_code: 'CN',
    lat: 31.23,
    lng: 121.47,
    sectors: ['Apparel'],
  });
  key = (await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })).json();
});
afterAll(() => t.close());

async function tile(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS });
  return { response, tile: response.statusCode === 200 ? new VectorTile(new Pbf(response.rawPayload)) : null };
}

describe('vector tiles', () => {
  it('counts facilities per grid cell at zoom 0', async () => {
    const { response, tile: decoded } = await tile(`/tile/facilitygrid/${key}/0/0/0.pbf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const layer = decoded!.layers.facilitygrid!;
    const counts = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties.count).sort();
    expect(counts).toEqual([1, 2]); // both Dhaka facilities share a cell; Shanghai has its own
    expect(layer.feature(0).type).toBe(3);
  });

  it('applies the search filters to grid tiles', async () => {
    const { tile: decoded } = await tile(`/tile/facilitygrid/${key}/0/0/0.pbf?sectors=Footwear`);
    const layer = decoded!.layers.facilitygrid!;
    expect(layer.length).toBe(1);
    expect(layer.feature(0).properties.count).toBe(1);
  });

  it('serves one point per facility from zoom 12', async () => {
    const { tile: decoded } = await tile(`/tile/facilities/${key}/12/3076/1768.pbf`);
    const layer = decoded!.layers.facilities!;
    const ids = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties.id).sort();
    expect(ids).toEqual([withCheck('BD2021113AAAA0'), withCheck('BD2021113AAAA1')]);
    const [point] = layer.feature(0).loadGeometry()[0]!;
    expect(point!.x).toBeGreaterThanOrEqual(0);
    expect(point!.x).toBeLessThanOrEqual(4096);
  });

  it('marks tiles of an old cache key as not cacheable', async () => {
    const { response } = await tile(`/tile/facilitygrid/0/0/0/0.pbf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('refuses bad tile addresses and zooms with a 400', async () => {
    expect((await tile(`/tile/facilitygrid/${key}/12/0/0.pbf`)).response.json()).toEqual({
      detail: 'Grid tiles are served for zoom 0 to 11.',
    });
    expect((await tile(`/tile/facilities/${key}/5/0/0.pbf`)).response.statusCode).toBe(400);
    expect((await tile(`/tile/facilitygrid/${key}/1/5/0.pbf`)).response.json()).toEqual({
      detail: 'The tile address is outside the map.',
    });
    expect((await tile(`/tile/facilitygrid/${key}/1/0/0.png`)).response.statusCode).toBe(400);
    expect((await tile(`/tile/facilitygrid/abc/1/0/0.pbf`)).response.json()).toEqual({
      key: ['Missing tile cache key'],
    });
  });
});

describe('facilities at one point', () => {
  it('draws one marker for facilities within a millionth of a degree, with their number and names', async () => {
    const db = t.database.db;
    const at = (n: number, lat: number, lng: number, closed = false) =>
      insertIndexedFacility(db, {
        os_id: withCheck(`BD2021113AAAB${n}`),
        name: `Chattogram ${n}`,
        address: 'Chattogram',
        country_code: 'BD',
        lat,
        lng,
        closed,
      });
    await at(1, 22.33, 91.83);
    await at(2, 22.33, 91.83, true);
    await at(3, 22.3300004, 91.8299996);
    await at(4, 22.331, 91.831, true); // 100 m away: a marker of its own
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })
    ).json();
    const layer = (await tile(`/tile/facilities/${current}/12/3092/1787.pbf`)).tile!.layers.facilities!;
    const markers = Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties).sort(
      (a, b) => Number(b.count) - Number(a.count),
    );
    expect(markers).toHaveLength(2);
    expect(markers[0]).toMatchObject({ id: withCheck('BD2021113AAAB1'), count: 3, is_closed: false });
    expect(JSON.parse(String(markers[0]!.facilities))).toEqual(
      [1, 2, 3].map((n) => ({ id: withCheck(`BD2021113AAAB${n}`), name: `Chattogram ${n}` })),
    );
    expect(markers[1]).toEqual({
      id: withCheck('BD2021113AAAB4'),
      name: 'Chattogram 4',
      count: 1,
      has_approved_claim: false,
      is_closed: true,
    });
  });
});
