import { describe, expect, it } from 'vitest';
import { listDetailParams, listDetailSearch } from './list-detail-params.ts';

describe('list detail URL state', () => {
  it('defaults to page 1 of 20 rows without filters', () => {
    expect(listDetailParams(new URLSearchParams())).toEqual({ page: 1, rowsPerPage: 20, statuses: [], search: '' });
  });

  it('reads page, rowsPerPage (20, 50 or 100), statuses and the search term, dropping bad values', () => {
    const params = listDetailParams(
      new URLSearchParams('page=3&rowsPerPage=50&status=POTENTIAL_MATCH&status=BOGUS&status=ERROR_PARSING&search=mill'),
    );
    expect(params).toEqual({
      page: 3,
      rowsPerPage: 50,
      statuses: ['POTENTIAL_MATCH', 'ERROR_PARSING'],
      search: 'mill',
    });
    expect(listDetailParams(new URLSearchParams('page=0&rowsPerPage=1000'))).toMatchObject({
      page: 1,
      rowsPerPage: 20,
    });
  });

  it('writes the same state back', () => {
    const params = { page: 2, rowsPerPage: 100, statuses: ['MATCHED'], search: 'a b' };
    expect(listDetailSearch(params).toString()).toBe('page=2&rowsPerPage=100&status=MATCHED&search=a+b');
    expect(listDetailParams(listDetailSearch(params))).toEqual(params);
  });
});
