import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@registry/core/account-api';
import { facilityEndpoints } from '@registry/core/facility-api';
import { optionEndpoints } from '@registry/core/options-api';
import { urlOf } from '@/api/call.ts';
import { firstSearchPagePath } from '@/features/search/api/search-facilities.ts';
import { EARLY_PATHS } from '@/api/early-paths.ts';
import { earlyRequestPaths } from './early-request-paths.ts';

const LAYOUT = ['/user-session/', '/api-feature-flags/', '/api/client-config/'];

describe('the early requests of a page', () => {
  it('are the layout calls on a page without the search', () => {
    expect(earlyRequestPaths('/auth/login', '')).toEqual(LAYOUT);
    expect(earlyRequestPaths('/facilities/US2020123ABC123', '')).toEqual(LAYOUT);
  });

  it('add the tile cache key on the search page, and the first page of results once something is searched', () => {
    expect(earlyRequestPaths('/', '')).toEqual([...LAYOUT, '/api/current_tile_cache_key']);
    expect(earlyRequestPaths('/facilities', '')).toEqual([
      ...LAYOUT,
      '/api/current_tile_cache_key',
      '/api/facilities/?number_of_public_contributors=true&pageSize=50',
    ]);
  });

  it('ask for the results as the app does, whatever the order and spelling of the link', () => {
    expect(earlyRequestPaths('/facilities', '?sort_by=name_desc&countries=CN,VN&q=%20denim%20')).toEqual([
      ...LAYOUT,
      '/api/current_tile_cache_key',
      '/api/facilities/?q=denim&countries=CN&countries=VN&sort_by=name_desc&number_of_public_contributors=true&pageSize=50',
    ]);
    expect(earlyRequestPaths('/', '?countries=CN').at(-1)).toBe(
      '/api/facilities/?countries=CN&number_of_public_contributors=true&pageSize=50',
    );
  });

  it("are the endpoints' own URLs, character for character, as the app calls them", () => {
    expect(EARLY_PATHS.session).toBe(urlOf(authEndpoints.session));
    expect(EARLY_PATHS.featureFlags).toBe(urlOf(optionEndpoints.featureFlags));
    expect(EARLY_PATHS.clientConfig).toBe(urlOf(optionEndpoints.clientConfig));
    expect(EARLY_PATHS.tileCacheKey).toBe(urlOf(optionEndpoints.tileCacheKey));
    expect(EARLY_PATHS.search).toBe(urlOf(facilityEndpoints.search));
    expect(earlyRequestPaths('/', '?countries=CN').at(-1)).toBe(firstSearchPagePath('countries=CN'));
  });

  it('are none for an embedded map, which has a layout and a search of its own', () => {
    expect(earlyRequestPaths('/facilities', '?embed=1&contributors=12')).toEqual([]);
  });
});
