import { describe, expect, it } from 'vitest';
import { MODERATION_PAGE_SIZES } from '@registry/core/page-sizes';
import { readPaging, writePaging } from '@/lib/use-url-paging.ts';
import { moderationEventsQueryString, QUEUE_FILTERS } from './queue-params.ts';

const queueParamsFrom = (search: URLSearchParams) => {
  const { pageSize } = readPaging(search, MODERATION_PAGE_SIZES);
  return { ...QUEUE_FILTERS.read(search), pageSize };
};
const queueSearchOf = (params: ReturnType<typeof queueParamsFrom>) => {
  const search = new URLSearchParams();
  QUEUE_FILTERS.write(params, search);
  writePaging(search, { page: 1, pageSize: params.pageSize });
  return search;
};

describe('moderation queue parameters', () => {
  it('defaults to 25 a page, newest first, no filters', () => {
    expect(queueParamsFrom(new URLSearchParams())).toEqual({
      sources: [],
      statuses: [],
      countries: [],
      afterDate: '',
      beforeDate: '',
      sortBy: 'created_at',
      orderBy: 'desc',
      pageSize: 25,
    });
  });

  it('keeps known values from the query string and drops the rest', () => {
    const params = queueParamsFrom(
      new URLSearchParams(
        'source=SLC&source=FAX&status=PENDING&status=LOST&country=BD&country=ZZ&sort_by=name&order_by=asc&rowsPerPage=100&after=2024-01-01',
      ),
    );
    expect(params).toMatchObject({
      sources: ['SLC'],
      statuses: ['PENDING'],
      countries: ['BD'],
      sortBy: 'name',
      orderBy: 'asc',
      pageSize: 100,
      afterDate: '2024-01-01',
    });
    expect(queueParamsFrom(queueSearchOf(params))).toEqual(params);
    expect(queueParamsFrom(new URLSearchParams('sort_by=password&rowsPerPage=30')).sortBy).toBe('created_at');
    expect(queueParamsFrom(new URLSearchParams('rowsPerPage=30')).pageSize).toBe(25);
  });

  it('asks the API for one page with filters, order and offset', () => {
    const params = queueParamsFrom(
      new URLSearchParams('source=API&status=PENDING&country=BD&country=VN&after=2024-01-01&before=2024-02-01'),
    );
    expect(moderationEventsQueryString(params, 50)).toBe(
      'source=API&status=PENDING&country=BD&country=VN&date_gte=2024-01-01&date_lt=2024-02-01&sort_by=created_at&order_by=desc&from=50&size=25',
    );
  });

  it('leaves the dates out while they are invalid or out of order', () => {
    const reversed = queueParamsFrom(new URLSearchParams('after=2024-03-01&before=2024-02-01'));
    expect(moderationEventsQueryString(reversed, 0)).toBe('sort_by=created_at&order_by=desc&from=0&size=25');
    const malformed = queueParamsFrom(new URLSearchParams('after=01-03-2024'));
    expect(moderationEventsQueryString(malformed, 0)).not.toContain('date_gte');
    const sameDay = queueParamsFrom(new URLSearchParams('after=2024-02-01&before=2024-02-01'));
    expect(moderationEventsQueryString(sameDay, 0)).toContain('date_gte=2024-02-01&date_lt=2024-02-01');
  });
});
