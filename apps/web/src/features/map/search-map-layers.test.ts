import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { GRID_COLOR_BREAKPOINTS, GRID_MAX_ZOOM, MARKERS_MIN_ZOOM } from '@registry/core/map';
import { FACILITY_SOURCE_ZOOM, GRID_SOURCE_ZOOM, tileUrls } from './tile-urls.ts';
import { gridLegend } from './grid-legend.ts';
import * as layers from './search-map-layers.ts';

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const urls = tileUrls('http://localhost:8080', '42', 'countries=BD&q=knit');

/** The search map's sources and layers as one style, the way MapLibre receives them. */
const style: StyleSpecification = {
  version: 8,
  sources: {
    [layers.SOURCES.grid]: { type: 'vector', tiles: [urls.grid], ...GRID_SOURCE_ZOOM },
    [layers.SOURCES.facilities]: { type: 'vector', tiles: [urls.facilities], ...FACILITY_SOURCE_ZOOM },
    [layers.SOURCES.selected]: { type: 'geojson', data: empty },
    [layers.SOURCES.boundary]: { type: 'geojson', data: empty },
    [layers.SOURCES.drawing]: { type: 'geojson', data: empty },
  },
  layers: [...layers.SEARCH_MAP_LAYERS],
};

describe('search map layers', () => {
  it('form a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draw the grid up to zoom 11 and markers from zoom 12', () => {
    // A layer's maxzoom is exclusive: 12 keeps the grid through zoom 11.99.
    expect(layers.gridLayer.maxzoom).toBe(GRID_MAX_ZOOM + 1);
    expect(layers.facilitiesLayer.minzoom).toBe(MARKERS_MIN_ZOOM);
    expect(GRID_SOURCE_ZOOM.maxzoom).toBe(11);
    expect(FACILITY_SOURCE_ZOOM.minzoom).toBe(12);
  });

  it('colour the grid with steps at 10, 40 and 160 facilities', () => {
    expect(GRID_COLOR_BREAKPOINTS).toEqual([0, 10, 40, 160]);
    expect(layers.gridLayer.paint?.['fill-color']).toEqual([
      'step',
      ['get', 'count'],
      layers.GRID_COLORS[0],
      10,
      layers.GRID_COLORS[1],
      40,
      layers.GRID_COLORS[2],
      160,
      layers.GRID_COLORS[3],
    ]);
    expect(gridLegend().map((row) => row.label)).toEqual(['1–9', '10–39', '40–159', '160+']);
    // In the reader's digits.
    expect(gridLegend(layers.GRID_COLORS, 'bn').map((row) => row.label)).toEqual(['১–৯', '১০–৩৯', '৪০–১৫৯', '১৬০+']);
  });

  it('size markers by the facilities at their point, with steps at 10, 25, 50 and 100', () => {
    const steps = ['step', ['coalesce', ['get', 'count'], 1], 4, 10, 6, 25, 8, 50, 10, 100, 12];
    expect(layers.facilitiesLayer.paint?.['circle-radius']).toEqual([
      'interpolate',
      ['linear'],
      ['zoom'],
      12,
      steps,
      16,
      ['step', ['coalesce', ['get', 'count'], 1], 7, 10, 10.5, 25, 14, 50, 17.5, 100, 21],
    ]);
  });

  it('read the layers the tile server writes', () => {
    expect(layers.gridLayer['source-layer']).toBe('facilitygrid');
    expect(layers.facilitiesLayer['source-layer']).toBe('facilities');
  });

  it('key tile URLs by the cache key and carry the search filters', () => {
    expect(urls.grid).toBe('http://localhost:8080/tile/facilitygrid/42/{z}/{x}/{y}.pbf?countries=BD&q=knit');
    expect(urls.facilities).toBe('http://localhost:8080/tile/facilities/42/{z}/{x}/{y}.pbf?countries=BD&q=knit');
    expect(tileUrls('http://h', '7', '').grid).toBe('http://h/tile/facilitygrid/7/{z}/{x}/{y}.pbf');
  });
});
