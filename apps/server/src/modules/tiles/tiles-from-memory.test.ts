import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertIndexed, testOsId, type IndexedFacility } from '../../test/facility-fixtures.ts';
import { createSearchMemory, searchParamsSchema, type SearchMemory } from '../search/index.ts';
import { createTileService, FACILITIES_LAYER, GRID_LAYER, type TileLayer } from './service.ts';

const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

// Tiles of a text search of common words only are drawn from the search memory; each must be
// the tile SQL draws, cell for cell and point for point.
let t: TestApp;
let memory: SearchMemory;

const WORDS = ['Knit', 'Denim', 'Spinning', 'Washing'];
const facilities: IndexedFacility[] = Array.from({ length: 120 }, (_, i) => ({
  os_id: testOsId(i % 2 ? 'BD' : 'CN', 600 + i),
  name: `${WORDS[i % 4]} ${i % 3 ? 'Co Ltd' : 'Ltd'}`,
  address: `Road ${i}`,
  country_code: i % 2 ? 'BD' : 'CN',
  // Half around Dhaka (a few streets), half spread over China.
  lat: i % 2 ? 23.8 + (i % 10) / 1000 : 22 + (i % 17),
  lng: i % 2 ? 90.4 + (i % 7) / 1000 : 100 + (i % 19),
}));

beforeAll(async () => {
  t = await createTestApp();
  await insertIndexed(t.database.db, facilities);
  memory = createSearchMemory(t.database.db, { minPostings: 1, maxMiB: 64 });
  expect(await memory.ready()).toBe(true);
});
afterAll(() => t.close());

const TILES: [TileLayer, number, number, number][] = [
  [GRID_LAYER, 0, 0, 0],
  [GRID_LAYER, 2, 3, 1],
  [GRID_LAYER, 7, 96, 55],
  [GRID_LAYER, 11, 1538, 884],
  [FACILITIES_LAYER, 12, 3076, 1768],
  [FACILITIES_LAYER, 15, 24608, 14150],
];

/** A tile's features as sorted text: geometry and properties. */
async function drawn(
  tiles: ReturnType<typeof createTileService>,
  [layer, z, x, y]: (typeof TILES)[number],
  query: string,
) {
  const search = new URLSearchParams(query);
  const params = searchParamsSchema.parse({ q: search.get('q'), countries: search.getAll('countries') });
  const { body } = await tiles.tile(layer, { z, x, y }, params, 0);
  const decoded = new VectorTile(new Pbf(body) as never).layers[layer];
  return Array.from({ length: decoded?.length ?? 0 }, (_, i) => {
    const feature = decoded!.feature(i);
    return `${JSON.stringify(feature.loadGeometry())} ${JSON.stringify(feature.properties)}`;
  }).sort();
}

describe('tiles of a common-words search, from the search memory', () => {
  it('are the tiles SQL draws, before and after a change', async () => {
    const used = { grids: 0, points: 0 };
    const counted: SearchMemory = {
      ...memory,
      eachWithin: (...args) => (used.grids++, memory.eachWithin(...args)),
      within: (...args) => (used.points++, memory.within(...args)),
    };
    for (const round of ['as read', 'after a change']) {
      // New services each round: a service keeps the tiles it drew under the index version.
      const [fromMemory, fromSql] = [
        createTileService(t.database.db, { memory: counted }),
        createTileService(t.database.db),
      ];
      for (const query of ['q=ltd', 'q=co%20ltd', 'q=knit&countries=BD', 'q=denim%20ltd&countries=CN']) {
        for (const tile of TILES) {
          const expected = await drawn(fromSql, tile, query);
          expect(await drawn(fromMemory, tile, query), `${round} ${query} ${tile.join('/')}`).toEqual(expected);
        }
      }
      const dhaka = await drawn(fromMemory, TILES[4]!, 'q=ltd');
      expect(dhaka.length, round).toBeGreaterThan(0);
      if (round === 'as read') {
        await insertIndexed(t.database.db, [
          {
            os_id: testOsId('BD', 790),
            name: 'Knit Co Ltd',
            address: 'Mirpur',
            country_code: 'BD',
            lat: 23.805,
            lng: 90.402,
          },
        ]);
      }
    }
    expect(used).toEqual({ grids: 2 * 4 * 4, points: 2 * 4 * 2 });
  });
});
