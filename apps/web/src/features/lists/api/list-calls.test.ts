import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListItem } from '@registry/core/lists-api';
import { fetchAllItems } from './list-items.ts';
import { rejectMatches } from './match-actions.ts';

afterEach(() => vi.unstubAllGlobals());

/** A row as GET /api/facility-lists/{id}/items/ answers it (listItemSchema), unmatched. */
const item = (id: number): ListItem => ({
  id,
  row_index: id,
  raw_data: {},
  status: 'ERROR_MATCHING',
  processing_started_at: null,
  processing_completed_at: null,
  country_code: 'BD',
  country_name: 'Bangladesh',
  name: `Factory ${id}`,
  address: 'Savar',
  geocoded_point: null,
  geocoded_address: null,
  geocoded_location_type: null,
  location_note: null,
  location_warning: null,
  processing_errors: [],
  list_statuses: ['ERROR_MATCHING'],
  matched_facility: null,
  matches: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('calls of list detail', () => {
  it('fetches every row for the formatted file in pages of 100, following next until there is none', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const rows = Array.from({ length: page < 3 ? 100 : 50 }, (_, i) => item((page - 1) * 100 + i));
      return json(200, { count: 250, next: page < 3 ? `/next/${page + 1}` : null, previous: null, results: rows });
    });
    const items = await fetchAllItems(7);
    expect(urls).toEqual([1, 2, 3].map((page) => `/api/facility-lists/7/items/?page=${page}&pageSize=100`));
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('rejects several matches one call after another, stopping at the first failure with its match id', async () => {
    const log: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      log.push(`start ${init.method} ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${url}`);
      return url.includes('/12/')
        ? json(400, { non_field_errors: ['Only a pending potential match can be rejected.'] })
        : json(200, item(Number(/\/(\d+)\/reject/.exec(url)![1])));
    });
    await rejectMatches([10, 11]);
    expect(log).toEqual([
      'start POST /api/facility-matches/10/reject/',
      'end /api/facility-matches/10/reject/',
      'start POST /api/facility-matches/11/reject/',
      'end /api/facility-matches/11/reject/',
    ]);
    log.length = 0;
    await expect(rejectMatches([12, 13])).rejects.toMatchObject({ matchId: 12, status: 400 });
    expect(log).toEqual(['start POST /api/facility-matches/12/reject/', 'end /api/facility-matches/12/reject/']);
  });
});
