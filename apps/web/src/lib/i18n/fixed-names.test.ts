import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { FACILITY_TYPES, PROCESSING_TYPES } from '@registry/core/facility-types';
import { SECTORS } from '@registry/core/sectors';
import en from '@/locales/en.json';
import pt from '@/locales/pt.json';
import { i18n, t } from './i18n.ts';
import { sectorName, typeName } from './fixed-names.ts';

describe('fixed names', () => {
  it('has every fixed sector and type in the catalogs, by its English name', () => {
    expect(SECTORS.filter((sector) => !Object.hasOwn(en, sector))).toEqual([]);
    expect([...FACILITY_TYPES, ...PROCESSING_TYPES].filter((type) => !Object.hasOwn(en, type))).toEqual([]);
    expect(sectorName(t, 'Apparel')).toBe('Apparel');
    expect(typeName(t, 'Cut & Sew')).toBe('Cut & Sew');
  });

  describe('in Portuguese', () => {
    beforeAll(() => {
      i18n.load('pt', pt as unknown as Messages);
      i18n.activate('pt');
    });
    afterAll(() => i18n.activate('en'));

    it('translates a fixed sector and shows any other name as it came', () => {
      expect(sectorName(t, 'Apparel')).toBe('Vestuário');
      expect(sectorName(t, 'Home Textiles')).toBe('Têxteis para o lar');
      expect(sectorName(t, 'Knitwear {odd}')).toBe('Knitwear {odd}');
    });

    it('translates a fixed location or processing type and shows any other as it came', () => {
      expect(typeName(t, 'Final Product Assembly')).toBe('Montagem do produto final');
      expect(typeName(t, 'Cut & Sew')).toBe('Corte e costura');
      expect(typeName(t, 'Hand knotting {odd}')).toBe('Hand knotting {odd}');
    });
  });
});
