import { describe, expect, it } from 'vitest';
import type { FacilityFeature } from './api/search-facilities.ts';
import { filterLoadedResults, foldText } from './text-filter.ts';

const facility = (os_id: string, name: string, address: string, country_name: string): FacilityFeature => ({
  id: os_id,
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [0, 0] },
  properties: { os_id, name, address, country_name, country_code: 'XX', has_approved_claim: false, is_closed: false },
});

const loaded = [
  facility('A', 'Fábrica Têxtil São João', 'Rua das Flores 12, Porto', 'Portugal'),
  facility('B', 'Dhaka Knit Ltd', 'Plot 5, Gazipur', 'Bangladesh'),
  facility('C', 'Istanbul Örme', 'Bağcılar, İstanbul', 'Türkiye'),
];

describe('text filter over loaded results', () => {
  it('folds case and accents', () => {
    expect(foldText('São JOÃO')).toBe('sao joao');
  });

  it('matches the name insensitive to case and accents', () => {
    expect(filterLoadedResults(loaded, 'textil sao').map((f) => f.id)).toEqual(['A']);
    expect(filterLoadedResults(loaded, 'ORME').map((f) => f.id)).toEqual(['C']);
  });

  it('matches the address and the country', () => {
    expect(filterLoadedResults(loaded, 'gazipur').map((f) => f.id)).toEqual(['B']);
    expect(filterLoadedResults(loaded, 'turkiye').map((f) => f.id)).toEqual(['C']);
    expect(filterLoadedResults(loaded, 'portugal').map((f) => f.id)).toEqual(['A']);
  });

  it('keeps everything for blank text and nothing for text no facility has', () => {
    expect(filterLoadedResults(loaded, '   ')).toHaveLength(3);
    expect(filterLoadedResults(loaded, 'vietnam')).toEqual([]);
  });
});
