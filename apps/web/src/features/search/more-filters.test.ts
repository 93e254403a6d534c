import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import pt from '@/locales/pt.json';
import { i18n, t } from '@/lib/i18n/i18n.ts';
import { chosenMoreFilters, moreFilterLabels, withoutChosenFilter, withoutMoreFilters } from './more-filters.ts';
import { EMPTY_FILTERS, type SearchFilters } from './search-filters.ts';

const filters: SearchFilters = {
  ...EMPTY_FILTERS,
  q: 'knit',
  countries: ['BD'],
  sectors: ['Apparel', 'Textiles'],
  statuses: ['pending'],
  numberOfWorkers: ['1001-5000'],
  nativeLanguageName: 'রেইনবো',
};

const embed = {
  contributorId: '7',
  textSearchLabel: 'Search',
  hideSectorData: true,
  extendedFields: [{ column_name: 'number_of_workers', display_name: 'Workforce' }],
};

describe('chosenMoreFilters', () => {
  it("lists each drawer value with its filter's label, in the drawer's order, and nothing of the form's own filters", () => {
    expect(chosenMoreFilters(filters, null, t).map((chosen) => chosen.text)).toEqual([
      'Sector: Apparel',
      'Sector: Textiles',
      'Number of Workers: 1001-5000',
      'Native Language Name: রেইনবো',
      'Claim Status: Claim pending',
    ]);
    expect(chosenMoreFilters({ ...EMPTY_FILTERS, q: 'knit', countries: ['BD'], contributors: ['3'] }, null, t)).toEqual(
      [],
    );
  });

  describe('in Portuguese', () => {
    beforeAll(() => {
      i18n.load('pt', pt as unknown as Messages);
      i18n.activate('pt');
    });
    afterAll(() => i18n.activate('en'));

    it('shows fixed sectors and types in the language, any other value as chosen', () => {
      const chosen = {
        ...EMPTY_FILTERS,
        sectors: ['Apparel', 'Knitwear {odd}'],
        facilityType: ['Final Product Assembly'],
      };
      expect(chosenMoreFilters(chosen, null, t).map((filter) => filter.value)).toEqual([
        'Apparel',
        'Knitwear {odd}',
        'Final Product Assembly',
      ]);
      expect(chosenMoreFilters(chosen, null, t).map((filter) => filter.text.split(': ')[1])).toEqual([
        'Vestuário',
        'Knitwear {odd}',
        'Montagem do produto final',
      ]);
    });
  });

  it("uses an embedded map's display names", () => {
    expect(
      chosenMoreFilters({ ...EMPTY_FILTERS, numberOfWorkers: ['1-100'] }, embed, t).map((chosen) => chosen.text),
    ).toEqual(['Workforce: 1-100']);
    expect(moreFilterLabels(embed, t)).toMatchObject({
      sectors: null,
      contributorTypes: null,
      parentCompany: null,
      numberOfWorkers: 'Workforce',
    });
  });
});

describe('removing drawer filters', () => {
  it('drops one value, or the native name, and keeps everything else', () => {
    expect(withoutChosenFilter(filters, { key: 'sectors', value: 'Apparel' })).toEqual({
      ...filters,
      sectors: ['Textiles'],
    });
    expect(withoutChosenFilter(filters, { key: 'nativeLanguageName', value: 'রেইনবো' })).toEqual({
      ...filters,
      nativeLanguageName: '',
    });
  });

  it("clears the drawer's filters and keeps text and countries", () => {
    expect(withoutMoreFilters(filters)).toEqual({ ...EMPTY_FILTERS, q: 'knit', countries: ['BD'] });
  });
});
