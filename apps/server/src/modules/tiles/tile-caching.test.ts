import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: TestApp;
const DHAKA = Array.from({ length: 25 }, (_, i) => testOsId('BD', i + 1));
const SHANGHAI = testOsId('CN', 1);
const DHAKA_Z12 = '12/3076/1768';
const SHANGHAI_Z12 = '12/3430/1673';

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, [
    ...DHAKA.map((os_id, i) => ({
      os_id,
      name: `Dhaka ${i}`,
      address: 'Dhaka',
      country_code: 'BD',
      lat: 23.81 + i / 10_000,
      lng: 90.41 + i / 10_000,
      sectors: [i % 5 ? 'Apparel' : 'Footwear'],
      contributors: [i % 2 ? 1 : 2],
    })),
    {
      os_id: SHANGHAI,
      name: 'Shanghai One',
      address: 'Shanghai',
      country_code: 'CN',
      lat: 31.23,
      lng: 121.47,
      sectors: ['Apparel'],
    },
  ]);
});
afterAll(() => t.close());

const currentKey = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })).json() as string;

async function fetchTile(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  const decoded = response.statusCode === 200 ? new VectorTile(new Pbf(response.rawPayload)) : null;
  return { response, decoded };
}

function features(decoded: VectorTileType | null, layer: string) {
  const found = decoded?.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i)) : [];
}

describe('tile content', () => {
  it('counts every matching facility in the grid, filtered like the search', async () => {
    const key = await currentKey();
    const all = features((await fetchTile(`/tile/facilitygrid/${key}/4/12/6.pbf`)).decoded, 'facilitygrid');
    expect(all.reduce((sum, f) => sum + Number(f.properties.count), 0)).toBe(25);
    const footwear = features(
      (await fetchTile(`/tile/facilitygrid/${key}/4/12/6.pbf?sectors=Footwear`)).decoded,
      'facilitygrid',
    );
    expect(footwear.reduce((sum, f) => sum + Number(f.properties.count), 0)).toBe(5);
    const world = features(
      (await fetchTile(`/tile/facilitygrid/${key}/0/0/0.pbf?contributors=2`)).decoded,
      'facilitygrid',
    );
    expect(world.map((f) => f.properties.count)).toEqual([13]);
  });

  it('splits a dense area into several cells at a high grid zoom', async () => {
    const key = await currentKey();
    const cells = features((await fetchTile(`/tile/facilitygrid/${key}/11/1538/884.pbf`)).decoded, 'facilitygrid');
    expect(cells.length).toBeGreaterThan(1);
    expect(cells.reduce((sum, f) => sum + Number(f.properties.count), 0)).toBe(25);
  });

  it('carries one point per facility with its id, name and flags', async () => {
    const key = await currentKey();
    const points = features(
      (await fetchTile(`/tile/facilities/${key}/${DHAKA_Z12}.pbf?contributors=1`)).decoded,
      'facilities',
    );
    expect(points).toHaveLength(12);
    expect(points[0]!.properties).toMatchObject({
      name: expect.stringMatching(/^Dhaka \d+$/),
      has_approved_claim: false,
      is_closed: false,
    });
    expect(new Set(points.map((p) => p.properties.id)).size).toBe(12);
  });
});

/** A grid tile's cells as 'geometry=count', sorted. */
async function gridCells(key: string, [z, x, y]: readonly [number, number, number], query: string) {
  const { decoded } = await fetchTile(`/tile/facilitygrid/${key}/${z}/${x}/${y}.pbf${query}`);
  return features(decoded, 'facilitygrid')
    .map((f) => `${JSON.stringify(f.loadGeometry())}=${f.properties.count}`)
    .sort();
}

describe('grids from the kept cell counts', () => {
  it('draws the same cells as counting the points, at every grid zoom', async () => {
    const key = await currentKey();
    for (const tile of [
      [0, 0, 0],
      [1, 1, 0],
      [4, 12, 6],
      [7, 96, 55],
      [11, 1538, 884],
      [11, 1715, 836],
    ] as const) {
      // sectors=Apparel,Footwear covers every facility here but is counted from the points.
      const counted = await gridCells(key, tile, '?sectors=Apparel&sectors=Footwear');
      expect(counted.length, tile.join('/')).toBeGreaterThan(0);
      expect(await gridCells(key, tile, '')).toEqual(counted);
    }
  });

  it("draws a broad filter's grid up to zoom 7 from its kept counts, the same cells as counting the points", async () => {
    const key = await currentKey();
    for (const tile of [
      [0, 0, 0],
      [1, 1, 0],
      [4, 12, 6],
      [5, 24, 13],
      [6, 48, 27],
      [7, 96, 55],
    ] as const) {
      // A second filter that leaves the same facilities makes the search one that is counted from the points.
      const apparel = await gridCells(key, tile, '?sectors=Apparel');
      expect(apparel.length, tile.join('/')).toBeGreaterThan(0);
      expect(apparel).toEqual(await gridCells(key, tile, '?sectors=Apparel&countries=BD&countries=CN'));
      expect(await gridCells(key, tile, '?countries=BD')).toEqual(
        await gridCells(key, tile, '?countries=BD&sectors=Apparel&sectors=Footwear'),
      );
      expect(await gridCells(key, tile, '?statuses=unclaimed')).toEqual(await gridCells(key, tile, ''));
    }
  });

  it('reads those counts up to zoom 7 and counts the points from zoom 8', async () => {
    const db = t.database.db;
    const key = await currentKey();
    // Negated by hand (a count under 1 is no cell), Footwear's kept counts draw nothing.
    await sql`update facility_facet_grid_counts set count = -count where facet = 'sector' and value = 'Footwear'`.execute(
      db,
    );
    try {
      expect(await gridCells(key, [3, 6, 3], '?sectors=Footwear')).toEqual([]);
      expect(await gridCells(key, [7, 96, 55], '?sectors=Footwear')).toEqual([]);
      expect(await gridCells(key, [8, 192, 110], '?sectors=Footwear')).toHaveLength(1);
    } finally {
      await sql`update facility_facet_grid_counts set count = -count where facet = 'sector' and value = 'Footwear'`.execute(
        db,
      );
    }
    expect(await gridCells(key, [2, 3, 1], '?sectors=Footwear')).toEqual([expect.stringMatching(/=5$/)]);
  });
});

describe('tile caching', () => {
  it('serves a repeat from memory with an ETag, and 304 when the client has it', async () => {
    const key = await currentKey();
    const url = `/tile/facilities/${key}/${DHAKA_Z12}.pbf?sectors=Apparel`;
    const first = await fetchTile(url);
    expect(first.response.headers['x-tile-cache']).toBe('miss');
    expect(first.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await fetchTile(url);
    expect(again.response.headers['x-tile-cache']).toBe('hit');
    expect(again.response.rawPayload).toEqual(first.response.rawPayload);
    const etag = String(first.response.headers.etag);
    const notModified = await fetchTile(url, { 'if-none-match': etag });
    expect(notModified.response.statusCode).toBe(304);
    expect(notModified.response.rawPayload.length).toBe(0);
  });

  it('after an edit recomputes only the tiles over the edited facility', async () => {
    const before = await currentKey();
    for (const z12 of [DHAKA_Z12, SHANGHAI_Z12]) await fetchTile(`/tile/facilities/${before}/${z12}.pbf`);
    await fetchTile(`/tile/facilitygrid/${before}/0/0/0.pbf`);

    await t.database.db
      .updateTable('facilities')
      .set({ name: 'Shanghai Renamed' })
      .where('os_id', '=', SHANGHAI)
      .execute();
    await refreshFacilityIndex(t.database.db, [SHANGHAI]);
    const after = await currentKey();
    expect(Number(after)).toBe(Number(before) + 1);

    const dhaka = await fetchTile(`/tile/facilities/${after}/${DHAKA_Z12}.pbf`);
    expect(dhaka.response.headers['x-tile-cache']).toBe('revalidated');
    expect(features(dhaka.decoded, 'facilities')).toHaveLength(25);
    const shanghai = await fetchTile(`/tile/facilities/${after}/${SHANGHAI_Z12}.pbf`);
    expect(shanghai.response.headers['x-tile-cache']).toBe('miss');
    expect(features(shanghai.decoded, 'facilities').map((f) => f.properties.name)).toEqual(['Shanghai Renamed']);
    expect((await fetchTile(`/tile/facilitygrid/${after}/0/0/0.pbf`)).response.headers['x-tile-cache']).toBe('miss');
  });

  it('keeps the key when a refresh changes nothing', async () => {
    const before = await currentKey();
    await refreshFacilityIndex(t.database.db, [SHANGHAI]); // already as its sources say
    expect(await currentKey()).toBe(before);
  });

  it('answers an old key with the current tile, to be revalidated', async () => {
    const key = Number(await currentKey());
    const old = await fetchTile(`/tile/facilities/${key - 1}/${SHANGHAI_Z12}.pbf`);
    expect(old.response.headers['cache-control']).toBe('no-cache');
    expect(features(old.decoded, 'facilities').map((f) => f.properties.name)).toEqual(['Shanghai Renamed']);
  });
});
