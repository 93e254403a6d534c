import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS } from './sort-options.ts';
import { SORT_VALUES } from './search-filters.ts';

describe('sort options', () => {
  it('offers the four named orders and the default', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'A to Z',
      'Z to A',
      'Default (best match)',
      'Number of contributors (most first)',
      'Number of contributors (fewest first)',
    ]);
    expect(
      SORT_OPTIONS.filter((option) => option.value)
        .map((option) => option.value)
        .sort(),
    ).toEqual([...SORT_VALUES].sort());
  });

  it('selects the third entry, the server default, until the user picks another', () => {
    expect(DEFAULT_SORT_OPTION).toBe(SORT_OPTIONS[2]);
    expect(DEFAULT_SORT_OPTION.value).toBe('');
  });
});
