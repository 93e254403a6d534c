import { describe, expect, it } from 'vitest';
import {
  embedCode,
  gridColorRamp,
  isColor,
  normalizeColor,
  resolveTextSearchLabel,
  selectedMarkerColor,
} from './embed-config.ts';
import { embedConfigSchema, embedLevelProblems } from './embed-config-schema.ts';

const field = (searchable: boolean, visible = true) => ({ searchable, visible });

describe('embed config rules', () => {
  it('search label: blank or no searchable field gives the default', () => {
    expect(resolveTextSearchLabel('  ', [field(true)])).toBe('Facility Name or OS ID');
    expect(resolveTextSearchLabel('By colour', [field(false)])).toBe('Facility Name or OS ID');
    expect(resolveTextSearchLabel('By colour', [field(true, false)])).toBe('Facility Name or OS ID');
    expect(resolveTextSearchLabel(' By colour ', [field(true)])).toBe('By colour');
  });

  it('colours are hex values', () => {
    expect(['#000', '#3d2f8c', '#ABCDEF'].map(isColor)).toEqual([true, true, true]);
    expect(['red', '#12345', '3d2f8c', '#ggg', 'rgb(0,0,0)'].map(isColor)).toEqual([false, false, false, false, false]);
    expect(normalizeColor('#AbC')).toBe('#aabbcc');
    expect(selectedMarkerColor('#ffffff')).toBe('#999999');
    // Grid steps: the embed colour mixed with white, 30%, 55%, 80%, then the colour itself.
    expect(gridColorRamp('#2e7d32')).toEqual(['#c0d8c2', '#8cb88e', '#58975b', '#2e7d32']);
    expect(gridColorRamp('#000')).toEqual(['#b3b3b3', '#737373', '#333333', '#000000']);
  });

  it('levels: what each allows', () => {
    const config = embedConfigSchema.parse({ color: '#123456', map_style: 'silver' });
    expect(embedLevelProblems(1, config, new Set())).toEqual({
      color: ['Your embed package allows only black (#000000) or green (#2e7d32).'],
      map_style: ['Your embed package (level 1) does not include map styles.'],
    });
    expect(embedLevelProblems(2, config, new Set())).toEqual({});
  });

  it('embed code: fixed size, or full width with the height as a percentage', () => {
    expect(embedCode({ origin: 'https://map.example', contributorId: 7, width: '800', height: '600' })).toBe(
      '<iframe id="registry-embedded-map" src="https://map.example/facilities?embed=1&contributors=7" title="Embedded map" width="800" height="600" style="border: 0;" allowfullscreen></iframe>',
    );
    expect(embedCode({ origin: 'https://map.example', contributorId: 7, width: '100%', height: '75' })).toContain(
      'padding-top: 75%',
    );
  });
});
