import { describe, expect, it } from 'vitest';
import type { ListItem } from './api/list-items.ts';
import { rowKind, rowStatusLabel } from './row-kind.ts';

const facility = (createdFrom: number | null) => ({
  os_id: 'BD2024001AAAAA1',
  name: 'Mill',
  address: 'Dhaka',
  location: { lat: 1, lng: 2 },
  created_from_id: createdFrom,
});
const match = (values: Partial<ListItem['matches'][number]> = {}) => ({
  id: 1,
  status: 'AUTOMATIC' as const,
  confidence: 1,
  os_id: 'BD2024001AAAAA1',
  name: 'Mill',
  address: 'Dhaka',
  location: { lat: 1, lng: 2 },
  is_claimed: false,
  is_active: true,
  ...values,
});
const item = (values: Partial<ListItem>): ListItem => ({
  id: 5,
  row_index: 0,
  status: 'MATCHED',
  country_code: 'BD',
  country_name: 'Bangladesh',
  name: 'Mill',
  address: 'Dhaka',
  processing_errors: [],
  matched_facility: null,
  matches: [],
  ...values,
});

describe('row kinds of list detail', () => {
  it('tells potential, matched, confirmed, new, error and removed rows apart', () => {
    expect(rowKind(item({ status: 'POTENTIAL_MATCH', matches: [match({ status: 'PENDING' })] }))).toBe('potential');
    expect(rowKind(item({ matched_facility: facility(null), matches: [match()] }))).toBe('matched');
    expect(
      rowKind(
        item({
          status: 'CONFIRMED_MATCH',
          matched_facility: facility(null),
          matches: [match({ status: 'CONFIRMED' })],
        }),
      ),
    ).toBe('matched');
    expect(rowKind(item({ status: 'NEW_FACILITY', matched_facility: facility(5), matches: [match()] }))).toBe('new');
    expect(rowKind(item({ status: 'ERROR_GEOCODING', processing_errors: ['No location.'] }))).toBe('error');
    expect(rowKind(item({ status: 'ITEM_REMOVED', matches: [match({ is_active: false })] }))).toBe('removed');
    // A replaced list's rows: matches switched off.
    expect(rowKind(item({ matched_facility: facility(null), matches: [match({ is_active: false })] }))).toBe('removed');
    expect(rowKind(item({ status: 'PARSED' }))).toBe('other');
  });

  it('labels removed rows REMOVED and rows that created their facility NEW_FACILITY', () => {
    expect(rowStatusLabel(item({ status: 'ITEM_REMOVED' }))).toBe('REMOVED');
    expect(rowStatusLabel(item({ status: 'MATCHED', matched_facility: facility(5), matches: [match()] }))).toBe(
      'NEW_FACILITY',
    );
    expect(rowStatusLabel(item({ status: 'DUPLICATE' }))).toBe('DUPLICATE');
  });
});
