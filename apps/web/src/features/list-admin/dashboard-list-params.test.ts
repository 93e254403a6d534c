import { describe, expect, it } from 'vitest';
import { listParamsFrom, listParamsSearch } from './dashboard-list-params.ts';

describe('contributor lists URL', () => {
  it('reads the filters, page and rows per page, and writes them back', () => {
    const params = listParamsFrom(
      new URLSearchParams('contributor=7&matchResponsibility=moderator&status=PENDING&page=3&rowsPerPage=50'),
    );
    expect(params).toEqual({
      contributor: 7,
      matchResponsibility: 'moderator',
      status: 'PENDING',
      page: 3,
      pageSize: 50,
    });
    expect(listParamsSearch(params).toString()).toBe(
      'contributor=7&matchResponsibility=moderator&status=PENDING&page=3&rowsPerPage=50',
    );
  });

  it('falls back to no filter, page 1 and 20 rows for values it does not know', () => {
    expect(
      listParamsFrom(new URLSearchParams('contributor=x&matchResponsibility=staff&status=DONE&page=-2&rowsPerPage=30')),
    ).toEqual({
      contributor: null,
      matchResponsibility: null,
      status: null,
      page: 1,
      pageSize: 20,
    });
    expect(listParamsFrom(new URLSearchParams('')).pageSize).toBe(20);
    expect(listParamsSearch(listParamsFrom(new URLSearchParams(''))).toString()).toBe('page=1&rowsPerPage=20');
  });
});
