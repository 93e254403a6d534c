import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export const MISSING_TILE_CACHE_KEY = 'Missing tile cache key';

export const TILE_CACHE_KEY_PATH = '/api/current_tile_cache_key';

/** The key tile URLs carry; it changes whenever facilities change, so tiles are never stale. */
export const fetchTileCacheKey = async () => {
  const key = await apiRequest<string | number | undefined>(TILE_CACHE_KEY_PATH);
  if (key === undefined || key === null || String(key).trim() === '') throw new Error(MISSING_TILE_CACHE_KEY);
  return String(key);
};

export const tileCacheKeyQuery = queryOptions({
  queryKey: ['tile-cache-key'],
  queryFn: fetchTileCacheKey,
  staleTime: 60_000,
});

export const useTileCacheKey = () => useQuery(tileCacheKeyQuery);
