import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  normalizeFilters,
  tileFilterParams,
  type SearchFilters,
} from './search-filters.ts';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [90, 23],
      [91, 23],
      [91, 24],
      [90, 24],
      [90, 23],
    ] as [number, number][],
  ],
};

const full: SearchFilters = {
  q: 'Dhaka Knit',
  contributors: ['4', '9'],
  lists: ['12'],
  combineContributors: true,
  contributorTypes: ['Brand / Retailer'],
  countries: ['BD', 'IN'],
  statuses: ['claimed'],
  sectors: ['Apparel'],
  parentCompany: ['ABC Textiles, Ltd.'],
  facilityType: ['Final Product Assembly'],
  processingType: ['Sewing'],
  productType: ['Jackets'],
  numberOfWorkers: ['1001-5000'],
  nativeLanguageName: 'ঢাকা',
  boundary: square,
  sortBy: 'contributors_desc',
};

describe('filters in the query string', () => {
  it('writes every filter with the API query names, lists as repeated keys', () => {
    const params = filtersToSearchParams(full);
    expect(params.get('q')).toBe('Dhaka Knit');
    expect(params.getAll('contributors')).toEqual(['4', '9']);
    expect(params.getAll('lists')).toEqual(['12']);
    expect(params.get('combine_contributors')).toBe('AND');
    expect(params.getAll('contributor_types')).toEqual(['Brand / Retailer']);
    expect(params.getAll('countries')).toEqual(['BD', 'IN']);
    expect(params.getAll('statuses')).toEqual(['claimed']);
    expect(params.getAll('sectors')).toEqual(['Apparel']);
    expect(params.getAll('parent_company')).toEqual(['ABC Textiles, Ltd.']);
    expect(params.getAll('facility_type')).toEqual(['Final Product Assembly']);
    expect(params.getAll('processing_type')).toEqual(['Sewing']);
    expect(params.getAll('product_type')).toEqual(['Jackets']);
    expect(params.getAll('number_of_workers')).toEqual(['1001-5000']);
    expect(params.get('native_language_name')).toBe('ঢাকা');
    expect(JSON.parse(params.get('boundary')!)).toEqual(square);
    expect(params.get('sort_by')).toBe('contributors_desc');
  });

  it('reads back exactly what it wrote (a shared link restores the search)', () => {
    const url = filtersToSearchParams(full).toString();
    expect(filtersFromSearchParams(new URLSearchParams(url))).toEqual(full);
  });

  it('writes nothing for empty filters and reads an empty query as empty filters', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sortBy: 'name_asc' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, countries: ['BD'] })).toBe(true);
  });

  it('trims the text and accepts comma-joined ids from older links', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('q=%20%20knit%20&contributors=3,5&countries=BD,VN'));
    expect(filters.q).toBe('knit');
    expect(filters.contributors).toEqual(['3', '5']);
    expect(filters.countries).toEqual(['BD', 'VN']);
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, q: '  knit  ' }).get('q')).toBe('knit');
  });

  it('keeps commas inside free-typed values', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('parent_company=ABC%20Textiles%2C%20Ltd.'));
    expect(filters.parentCompany).toEqual(['ABC Textiles, Ltd.']);
  });

  it('drops a malformed boundary and an unknown sort instead of failing', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('boundary=%7Bnot%20json&sort_by=best'));
    expect(filters.boundary).toBeNull();
    expect(filters.sortBy).toBe('');
    const open = filtersFromSearchParams(
      new URLSearchParams({
        boundary: JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [1, 2],
              [3, 4],
            ],
          ],
        }),
      }),
    );
    expect(open.boundary).toBeNull();
  });

  it('leaves the order out of the tile filters', () => {
    const params = tileFilterParams(full);
    expect(params.get('sort_by')).toBeNull();
    expect(params.getAll('countries')).toEqual(['BD', 'IN']);
  });
});

describe('filter dependencies (spec part 1 §5)', () => {
  it('resets "Show only shared facilities" with fewer than two contributors', () => {
    expect(
      normalizeFilters({ ...EMPTY_FILTERS, contributors: ['4'], combineContributors: true }).combineContributors,
    ).toBe(false);
    expect(
      normalizeFilters({ ...EMPTY_FILTERS, contributors: ['4', '9'], combineContributors: true }).combineContributors,
    ).toBe(true);
    expect(
      filtersFromSearchParams(new URLSearchParams('contributors=4&combine_contributors=AND')).combineContributors,
    ).toBe(false);
  });

  it('drops the list filter when no contributor is chosen', () => {
    expect(normalizeFilters({ ...EMPTY_FILTERS, lists: ['12'] }).lists).toEqual([]);
    expect(normalizeFilters({ ...EMPTY_FILTERS, contributors: ['4'], lists: ['12'] }).lists).toEqual(['12']);
  });
});
