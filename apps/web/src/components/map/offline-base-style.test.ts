import fs from 'node:fs';
import { createRequire } from 'node:module';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import {
  countryShapes,
  NO_COUNTRY_SHAPES,
  offlineBaseStyle,
  PLACE_LABELS_LAYER,
  PLACES_SOURCE,
  regionBorders,
  type CountriesTopology,
  type RegionBordersTopology,
} from './offline-base-style.ts';

const require = createRequire(import.meta.url);
const read = (file: string) =>
  JSON.parse(fs.readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as CountriesTopology;

// The world view draws the coarse file; a zoomed-in map swaps in the detailed one's shapes.
describe.each([
  ['countries-110m.json', 170],
  ['countries-50m.json', 200],
])('offline base style of %s', (file, minimumCountries) => {
  const topology = read(file);
  const origin = 'https://registry.example';
  const style = offlineBaseStyle(countryShapes(topology), origin);

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draws every country of the world-atlas file and their shared borders', () => {
    const countries = style.sources.countries;
    const borders = style.sources.borders;
    if (countries?.type !== 'geojson' || borders?.type !== 'geojson') throw new Error('expected GeoJSON sources');
    const collection = countries.data as GeoJSON.FeatureCollection;
    expect(collection.features.length).toBe(topology.objects.countries.geometries.length);
    expect(collection.features.length).toBeGreaterThan(minimumCountries);
    expect(collection.features.map((f) => f.properties?.name)).toEqual(
      expect.arrayContaining(['Bangladesh', 'Brazil', 'Turkey']),
    );
    expect((borders.data as GeoJSON.MultiLineString).type).toBe('MultiLineString');
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'sea',
      'land',
      'region-borders',
      'country-borders',
      'base-labels',
      'country-labels',
      'place-labels',
    ]);
  });

  it('names each country once, inside its largest shape', () => {
    const source = style.sources['country-label-points'];
    if (source?.type !== 'geojson') throw new Error('expected a GeoJSON source');
    const labels = (source.data as GeoJSON.FeatureCollection<GeoJSON.Point>).features;
    const names = labels.map((label) => label.properties?.name as string);
    expect(names.filter((name) => name === 'Russia')).toHaveLength(1);
    expect(labels.length).toBeGreaterThan(minimumCountries);
    // Bangladesh lies between 88°E and 93°E, 20.5°N and 26.7°N.
    const [lng, lat] = labels.find((label) => label.properties?.name === 'Bangladesh')!.geometry.coordinates as [
      number,
      number,
    ];
    expect(lng).toBeGreaterThan(88);
    expect(lng).toBeLessThan(93);
    expect(lat).toBeGreaterThan(20.5);
    expect(lat).toBeLessThan(26.7);
  });

  it('keeps every ring and border continuous across the antimeridian (no edge spans the map)', () => {
    const lines: GeoJSON.Position[][] = [];
    const countries = style.sources.countries;
    const borders = style.sources.borders;
    if (countries?.type !== 'geojson' || borders?.type !== 'geojson') throw new Error('expected GeoJSON sources');
    for (const f of (countries.data as GeoJSON.FeatureCollection).features) {
      if (f.geometry.type === 'Polygon') lines.push(...f.geometry.coordinates);
      if (f.geometry.type === 'MultiPolygon') lines.push(...f.geometry.coordinates.flat());
    }
    lines.push(...(borders.data as GeoJSON.MultiLineString).coordinates);
    const jumps = lines.filter((line) => line.some((p, i) => i > 0 && Math.abs(p[0]! - line[i - 1]![0]!) > 180));
    expect(jumps).toEqual([]);
    // Russia reaches past 180° instead of jumping back to -180°.
    const russia = (countries.data as GeoJSON.FeatureCollection).features.find((f) => f.properties?.name === 'Russia')!;
    expect(JSON.stringify(russia.geometry)).toMatch(/\[18\d\.\d+|\[19\d\.\d+/);
  });

  it('labels places from our own server tiles, with no glyphs, sprites or other remote sources', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.sources[PLACES_SOURCE]).toEqual({
      type: 'vector',
      tiles: [`${origin}/tile/places/{z}/{x}/{y}.pbf`],
      minzoom: 0,
      maxzoom: 16,
    });
    const { [PLACES_SOURCE]: _places, ...shapes } = style.sources;
    expect(JSON.stringify(shapes)).not.toMatch(/https?:/);
  });
});

describe('the offline style a map starts with', () => {
  const full = offlineBaseStyle(countryShapes(read('countries-110m.json')), 'https://registry.example');
  const starting = offlineBaseStyle(NO_COUNTRY_SHAPES, 'https://registry.example', { placeLabels: 'none' });

  it('is a valid style with the same sources and layers, its shapes empty and its place names hidden', () => {
    expect(validateStyleMin(starting)).toEqual([]);
    expect(Object.keys(starting.sources)).toEqual(Object.keys(full.sources));
    expect(starting.layers.map((layer) => layer.id)).toEqual(full.layers.map((layer) => layer.id));
    for (const id of ['countries', 'country-label-points']) {
      const source = starting.sources[id];
      if (source?.type !== 'geojson') throw new Error('expected a GeoJSON source');
      expect((source.data as GeoJSON.FeatureCollection).features).toEqual([]);
    }
    const visibility = (style: typeof full) =>
      style.layers.find((layer) => layer.id === PLACE_LABELS_LAYER)?.layout as { visibility?: string };
    expect(visibility(starting).visibility).toBe('none');
    expect(visibility(full).visibility).toBe('visible');
  });
});

describe('region borders (data/region-borders.json, from Natural Earth admin-1)', () => {
  const topology = JSON.parse(
    fs.readFileSync(new URL('./data/region-borders.json', import.meta.url), 'utf8'),
  ) as RegionBordersTopology;
  const lines = (regionBorders(topology) as GeoJSON.MultiLineString).coordinates;
  /** Lines with a point inside [west, south, east, north]. */
  const within = ([west, south, east, north]: number[]) =>
    lines.filter((line) =>
      line.some(([lng, lat]) => lng! >= west! && lng! <= east! && lat! >= south! && lat! <= north!),
    );

  it('draws borders between the regions of one country, not the countries themselves', () => {
    expect(lines.length).toBeGreaterThan(3000);
    // Tamil Nadu / Karnataka / Kerala meet around 11.5°N 76.5°E; Dhaka and Chattogram divisions around 23.5°N 90.8°E.
    expect(within([76, 11, 77, 12]).length).toBeGreaterThan(0);
    expect(within([90.5, 23, 91.2, 24]).length).toBeGreaterThan(0);
    // The open sea has none: the Bay of Bengal between 14° and 18°N.
    expect(within([84, 14, 88, 18])).toEqual([]);
  });

  it('keeps lines continuous across the antimeridian (Russia, Fiji)', () => {
    expect(lines.filter((line) => line.some((p, i) => i > 0 && Math.abs(p[0]! - line[i - 1]![0]!) > 180))).toEqual([]);
  });
});
