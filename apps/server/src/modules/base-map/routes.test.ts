import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import { basemapFixture, FLORENCE } from '../../test/basemap-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { loadConfig } from '../../config.ts';
import { tileOf as tileAt } from '../tiles/mercator.ts';
import { PLACE_RANK, PLACES_LAYER } from './place-labels.ts';
import { openBasemap } from './basemap.ts';

// Decoders are CommonJS packages (dependencies of vt-pbf).
const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: TestApp;
let streets: TestApp;
beforeAll(async () => {
  [t, streets] = await Promise.all([createTestApp(), createTestApp({ BASEMAP_PMTILES: basemapFixture() })]);
});
afterAll(() => Promise.all([t?.close(), streets?.close()]));

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

const layersOf = (body: Buffer) => new VectorTile(new Pbf(body)).layers;

describe('GET /tile/basemap/{z}/{x}/{y}.mvt (BASEMAP_PMTILES)', () => {
  it('describes the file as TileJSON, with its version in the tile URL', async () => {
    const response = await streets.app.inject({ method: 'GET', url: '/tile/basemap.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const tileJson = response.json();
    expect(tileJson).toMatchObject({
      tilejson: '3.0.0',
      name: 'protomaps 2023-01-18T07:49:39Z',
      minzoom: 0,
      maxzoom: 14,
      bounds: [11.154026, 43.7270125, 11.3289395, 43.8325455],
      attribution: 'Protomaps © OpenStreetMap',
    });
    expect(tileJson.tiles).toEqual([
      expect.stringMatching(
        /^http:\/\/localhost:8080\/tile\/basemap\/\{z\}\/\{x\}\/\{y\}\.mvt\?v=[0-9a-z]+-[0-9a-z]+$/,
      ),
    ]);
    expect(tileJson.vector_layers.map((layer: { id: string }) => layer.id)).toEqual([
      'earth',
      'natural',
      'land',
      'water',
      'physical_line',
      'buildings',
      'physical_point',
      'places',
      'roads',
      'transit',
      'pois',
      'boundaries',
      'mask',
    ]);
  });

  it("answers a street tile gzip-compressed as stored, cached for good under the file's version", async () => {
    const { z, x, y } = tileAt(14, FLORENCE.lng, FLORENCE.lat);
    const version = new URL(
      (await streets.app.inject({ method: 'GET', url: '/tile/basemap.json' })).json().tiles[0],
    ).searchParams.get('v');
    const response = await streets.app.inject({
      method: 'GET',
      url: `/tile/basemap/${z}/${x}/${y}.mvt?v=${version}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    // As stored: gzip, although the client would take brotli.
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${version}"`);
    const layers = layersOf(zlib.gunzipSync(response.rawPayload));
    expect(Object.keys(layers).sort()).toEqual(
      ['buildings', 'earth', 'landuse', 'mask', 'natural', 'physical_line', 'places', 'pois', 'roads', 'water'].sort(),
    );
    const roads = layers.roads!;
    const streetNames = Array.from({ length: roads.length }, (_, i) => roads.feature(i).properties.name);
    expect(streetNames).toContain('Piazza della Signoria');
    const places = layers.places!;
    expect(Array.from({ length: places.length }, (_, i) => places.feature(i).properties.name)).toContain('Firenze');

    // Revalidated by its ETag.
    const again = await streets.app.inject({
      method: 'GET',
      url: `/tile/basemap/${z}/${x}/${y}.mvt?v=${version}`,
      headers: { 'if-none-match': `"${version}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('decompresses a tile for a client that takes no gzip; without the version it is cached an hour', async () => {
    const { z, x, y } = tileAt(10, FLORENCE.lng, FLORENCE.lat);
    const response = await streets.app.inject({
      method: 'GET',
      url: `/tile/basemap/${z}/${x}/${y}.mvt`,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(Object.keys(layersOf(response.rawPayload))).toContain('roads');
  });

  it('answers 204 outside the file: beyond its bounds, or past its deepest zoom', async () => {
    const outside = tileAt(14, 11.5, 43.77); // Pontassieve side, east of the file's bounds
    const deeper = tileAt(15, FLORENCE.lng, FLORENCE.lat);
    for (const { z, x, y } of [outside, deeper]) {
      const response = await streets.app.inject({ method: 'GET', url: `/tile/basemap/${z}/${x}/${y}.mvt` });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });

  it('rejects an address outside the map or not an .mvt', async () => {
    const outside = await streets.app.inject({ method: 'GET', url: '/tile/basemap/2/4/0.mvt' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ detail: 'The tile address is outside the map.' });
    const pbf = await streets.app.inject({ method: 'GET', url: '/tile/basemap/2/1/1.pbf' });
    expect(pbf.statusCode).toBe(400);
    expect(pbf.json()).toEqual({ detail: 'Tiles are addressed as {z}/{x}/{y}.mvt' });
  });

  it('answers 404 and no street map in the client config when BASEMAP_PMTILES is not set', async () => {
    for (const url of ['/tile/basemap.json', '/tile/basemap/14/8704/5972.mvt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No street map is configured (BASEMAP_PMTILES).' });
    }
    const config = await streets.app.inject({
      method: 'GET',
      url: '/api/client-config/',
      headers: CLIENT_HEADERS,
    });
    expect(config.json()).toEqual({
      map_style_url: null,
      basemap_url: '/tile/basemap.json',
      analytics_script_url: null,
    });
  });

  it('refuses a BASEMAP_PMTILES that is no file, or no PMTiles archive, at start-up', async () => {
    expect(() => loadConfig({ BASEMAP_PMTILES: '/nowhere/streets.pmtiles' })).toThrow(
      'Invalid configuration:\n  BASEMAP_PMTILES: no such file',
    );
    await expect(openBasemap(import.meta.filename)).rejects.toThrow(
      `Invalid configuration:\n  BASEMAP_PMTILES: ${import.meta.filename} is not a PMTiles v3 archive (Wrong magic number for PMTiles archive)`,
    );
  });
});
