import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PLACE_RANK, PLACES_LAYER } from './place-labels.ts';

// Decoders are CommonJS packages (dependencies of vt-pbf).
const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tile of zoom z holding a point. */
function tileAt(z: number, lng: number, lat: number) {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    z,
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

async function places(z: number, x: number, y: number) {
  // No client header: MapLibre fetches tiles without our headers.
  const response = await t.app.inject({ method: 'GET', url: `/tile/places/${z}/${x}/${y}.pbf` });
  expect(response.statusCode).toBe(200);
  // A tile with no place has no layer at all.
  const layer = new VectorTile(new Pbf(response.rawPayload)).layers[PLACES_LAYER];
  const all = Array.from(
    { length: layer?.length ?? 0 },
    (_, i) => layer!.feature(i).properties as { name: string; population: number; rank: number; near?: boolean },
  );
  const features = all.filter((f) => !f.near);
  return { response, features, names: features.map((f) => f.name), near: all.filter((f) => f.near).map((f) => f.name) };
}

const DHAKA = { lng: 90.41, lat: 23.81 };

describe('GET /tile/places/{z}/{x}/{y}.pbf', () => {
  it('labels capitals and megacities at a world zoom, biggest first, with a day of caching', async () => {
    const { z, x, y } = tileAt(4, DHAKA.lng, DHAKA.lat);
    const { response, features, names } = await places(z, x, y);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(names).toContain('Dhaka');
    expect(features.find((f) => f.name === 'Dhaka')!.rank).toBe(PLACE_RANK.capital);
    // Zoom 4 names no town under 500,000 people unless it is a capital.
    expect(features.every((f) => f.rank === PLACE_RANK.capital || f.population >= 500_000)).toBe(true);
    const towns = features.filter((f) => f.rank === PLACE_RANK.town).map((f) => f.population);
    expect(towns).toEqual([...towns].sort((a, b) => b - a));
  });

  it('labels villages at street zoom', async () => {
    // East of Verona: Soave (5,035 people) and San Vittore (632) share a zoom-12 tile.
    const { z, x, y } = tileAt(12, 11.235, 45.425);
    const { names } = await places(z, x, y);
    expect(names).toEqual(expect.arrayContaining(['Soave', 'San Vittore']));
    expect(names.indexOf('Soave')).toBeLessThan(names.indexOf('San Vittore'));
    // Zoom 8 names neither.
    const wide = tileAt(8, 11.235, 45.425);
    expect((await places(wide.z, wide.x, wide.y)).names).not.toContain('San Vittore');
  });

  it('adds the nearest towns outside a street-zoom tile, nearest first, so a view naming no place can say what is around', async () => {
    // Ashulia, north-west of Dhaka: no gazetteer place in its zoom-14 tile.
    const { z, x, y } = tileAt(14, 90.2667, 23.8917);
    const { names, near } = await places(z, x, y);
    expect(names).toEqual([]);
    // The three nearest places of 1,000 people or more, by the gazetteer's positions (Tungi ~13 km away).
    expect(near).toEqual(['Tungi', 'Khanbaniara', 'Sayani']);
    // Below zoom 12 tiles carry no such places.
    const wide = tileAt(11, 90.2667, 23.8917);
    expect((await places(wide.z, wide.x, wide.y)).near).toEqual([]);
  });

  it('answers an empty tile over the open sea', async () => {
    const { z, x, y } = tileAt(6, -20, -40);
    const { features } = await places(z, x, y);
    expect(features).toEqual([]);
  });

  it('rejects addresses outside the map or past the deepest zoom', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/tile/places/2/4/0.pbf' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ detail: 'The tile address is outside the map.' });
    const deep = await t.app.inject({ method: 'GET', url: '/tile/places/17/0/0.pbf' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ detail: 'Place tiles are served for zoom 0 to 16.' });
    const notPbf = await t.app.inject({ method: 'GET', url: '/tile/places/2/1/1.png' });
    expect(notPbf.statusCode).toBe(400);
    expect(notPbf.json()).toEqual({ detail: 'Tiles are addressed as {z}/{x}/{y}.pbf' });
  });
});
