import fs from 'node:fs';
import { createRequire } from 'node:module';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { offlineBaseStyle, type CountriesTopology } from './offline-base-style.ts';

const require = createRequire(import.meta.url);
const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as CountriesTopology;

describe('offline base style', () => {
  const style = offlineBaseStyle(topology);

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draws every country of the world-atlas file and their shared borders', () => {
    const countries = style.sources.countries;
    const borders = style.sources.borders;
    if (countries?.type !== 'geojson' || borders?.type !== 'geojson') throw new Error('expected GeoJSON sources');
    const collection = countries.data as GeoJSON.FeatureCollection;
    expect(collection.features.length).toBe(topology.objects.countries.geometries.length);
    expect(collection.features.length).toBeGreaterThan(200);
    expect(collection.features.map((f) => f.properties?.name)).toEqual(expect.arrayContaining(['Bangladesh', 'Brazil', 'Turkey']));
    expect((borders.data as GeoJSON.MultiLineString).type).toBe('MultiLineString');
    expect(style.layers.map((layer) => layer.id)).toEqual(['sea', 'land', 'country-borders']);
  });

  it('needs no glyphs, sprites or remote sources', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.sources)).not.toMatch(/https?:/);
  });
});
