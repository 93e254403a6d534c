import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { SECTORS } from '@registry/core/sectors';
import en from '@/locales/en.json';
import pt from '@/locales/pt.json';
import { i18n, t } from './i18n.ts';
import { sectorName } from './sector-names.ts';

describe('sector names', () => {
  it('has every fixed sector in the catalogs, by its English name', () => {
    expect(SECTORS.filter((sector) => !Object.hasOwn(en, sector))).toEqual([]);
    expect(sectorName(t, 'Apparel')).toBe('Apparel');
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
  });
});
