import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { FilterSpecification, LayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { BASE_LABELS_SLOT, NO_COUNTRY_SHAPES, offlineBaseStyle } from './offline-base-style.ts';
import { to2023Schema } from './protomaps-2023.ts';
import { STREETS_SOURCE, streetBaseStyle, type StreetTileJson } from './street-base-style.ts';

const origin = 'https://registry.example';
const offline = offlineBaseStyle(NO_COUNTRY_SHAPES, origin, { placeLabels: 'none' });
/** The TileJSON the server answers for a current Protomaps build (v4 schema), and for the 2023 Florence sample. */
const current: StreetTileJson = {
  tiles: ['https://public.example/tile/basemap/{z}/{x}/{y}.mvt?v=2ncq5-m3x'],
  minzoom: 0,
  maxzoom: 15,
  bounds: [11.15, 43.72, 11.35, 43.84],
  attribution: 'Protomaps © OpenStreetMap',
  vector_layers: [{ id: 'roads', fields: { kind: 'String', kind_detail: 'String' } }],
};
const legacy: StreetTileJson = {
  ...current,
  vector_layers: [{ id: 'roads', fields: { 'pmap:kind': 'string', highway: 'string' } }],
};
const layer = (style: { layers: LayerSpecification[] }, id: string) =>
  style.layers.find((l) => l.id === id) as LayerSpecification & { filter?: FilterSpecification };

describe('street base style', () => {
  const style = streetBaseStyle(offline, current, origin);

  it('is a valid MapLibre style, over the offline one, with no glyphs or sprite to fetch', () => {
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.filter((l) => 'layout' in l && l.layout && 'icon-image' in l.layout)).toEqual([]);
  });

  it("draws the file's tiles from our own origin, within its bounds and zooms, crediting OpenStreetMap", () => {
    expect(style.sources[STREETS_SOURCE]).toEqual({
      type: 'vector',
      tiles: [`${origin}/tile/basemap/{z}/{x}/{y}.mvt?v=2ncq5-m3x`],
      minzoom: 0,
      maxzoom: 15,
      bounds: [11.15, 43.72, 11.35, 43.84],
      attribution: 'Protomaps © OpenStreetMap',
    });
  });

  it("lays streets over the offline shapes and their names between the grid's slot and the offline names", () => {
    const ids = style.layers.map((l) => l.id);
    const at = (id: string) => ids.indexOf(id);
    expect(ids.slice(0, 4)).toEqual(['sea', 'land', 'region-borders', 'country-borders']);
    expect(at('streets-earth')).toBe(4);
    expect(at('streets-roads_major')).toBeLessThan(at(BASE_LABELS_SLOT));
    expect(at(BASE_LABELS_SLOT)).toBeLessThan(at('streets-roads_labels_minor'));
    expect(at('streets-roads_labels_major')).toBeLessThan(at('country-labels'));
    expect(ids.slice(-2)).toEqual(['country-labels', 'place-labels']);
    // The first layer after the slot is a name; none before it.
    expect(style.layers.slice(0, at(BASE_LABELS_SLOT)).filter((l) => l.type === 'symbol')).toEqual([]);
    // Towns are named once, by the offline map; no background hides it outside the file.
    expect(ids).not.toContain('streets-places_locality');
    expect(ids).not.toContain('streets-background');
  });

  it('takes the grey theme for the silver style, on the silver land colour', () => {
    const silver = streetBaseStyle(offline, current, origin, { silver: true });
    expect(layer(silver, 'streets-earth')).toMatchObject({ paint: { 'fill-color': '#f5f5f5' } });
    expect(layer(style, 'streets-earth')).toMatchObject({ paint: { 'fill-color': '#f4f2ee' } });
    expect(layer(silver, 'streets-roads_major')).not.toEqual(layer(style, 'streets-roads_major'));
  });

  it("reads a 2023 archive's properties (pmap:kind, highway, bridge, tunnel), its medium roads as major", () => {
    const old = streetBaseStyle(offline, legacy, origin);
    expect(validateStyleMin(old)).toEqual([]);
    expect(layer(old, 'streets-roads_major').filter).toEqual([
      'all',
      ['!has', 'tunnel'],
      ['!has', 'bridge'],
      ['in', 'pmap:kind', 'major_road', 'medium_road'],
    ]);
    expect(layer(old, 'streets-roads_minor_service').filter).toEqual([
      'all',
      ['!has', 'tunnel'],
      ['!has', 'bridge'],
      ['==', 'pmap:kind', 'minor_road'],
      ['==', 'highway', 'service'],
    ]);
    expect(layer(old, 'streets-roads_labels_major').filter).toEqual([
      'in',
      'pmap:kind',
      'highway',
      'major_road',
      'medium_road',
    ]);
    // Its buildings have no kind; labels no min_zoom to sort by.
    expect(layer(old, 'streets-buildings').filter).toBeUndefined();
    expect(layer(old, 'streets-roads_labels_minor')).toMatchObject({ layout: { 'symbol-sort-key': 0 } });
    // A current archive's layers are Protomaps' own.
    expect(layer(style, 'streets-roads_labels_major').filter).toEqual(['in', 'kind', 'highway', 'major_road']);
  });

  it('rewrites expressions as well as legacy filters', () => {
    expect(to2023Schema(['==', ['get', 'kind'], 'major_road'])).toEqual([
      'in',
      ['get', 'pmap:kind'],
      ['literal', ['major_road', 'medium_road']],
    ]);
    expect(to2023Schema(['in', ['get', 'kind'], ['literal', ['highway', 'major_road']]])).toEqual([
      'in',
      ['get', 'pmap:kind'],
      ['literal', ['highway', 'major_road', 'medium_road']],
    ]);
    expect(to2023Schema(['coalesce', ['get', 'name:en'], ['get', 'name']])).toEqual([
      'coalesce',
      ['get', 'name:en'],
      ['get', 'name'],
    ]);
  });
});
