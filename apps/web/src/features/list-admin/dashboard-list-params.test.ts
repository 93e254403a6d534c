import { describe, expect, it } from 'vitest';
import { readPaging, writePaging } from '@/lib/use-url-paging.ts';
import { LIST_FILTERS } from './dashboard-list-params.ts';

const read = (query: string) => {
  const search = new URLSearchParams(query);
  return { ...LIST_FILTERS.read(search), ...readPaging(search) };
};
const write = (params: ReturnType<typeof read>) => {
  const search = new URLSearchParams();
  LIST_FILTERS.write(params, search);
  writePaging(search, params);
  return search.toString();
};

describe('contributor lists URL', () => {
  it('reads the filters, page and rows per page, and writes them back', () => {
    const params = read('contributor=7&matchResponsibility=moderator&status=PENDING&page=3&rowsPerPage=50');
    expect(params).toEqual({
      contributor: 7,
      matchResponsibility: 'moderator',
      status: 'PENDING',
      page: 3,
      pageSize: 50,
    });
    expect(write(params)).toBe('contributor=7&matchResponsibility=moderator&status=PENDING&page=3&rowsPerPage=50');
  });

  it('falls back to no filter, page 1 and 20 rows for values it does not know', () => {
    expect(read('contributor=x&matchResponsibility=staff&status=DONE&page=-2&rowsPerPage=30')).toEqual({
      contributor: null,
      matchResponsibility: null,
      status: null,
      page: 1,
      pageSize: 20,
    });
    expect(read('').pageSize).toBe(20);
    expect(write(read(''))).toBe('page=1&rowsPerPage=20');
  });
});
