import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionEndpoints } from '@registry/core/options-api';
import { call } from '@/api/call.ts';
import type { MessageId } from '@/lib/i18n/i18n.ts';

export const MISSING_TILE_CACHE_KEY: MessageId = 'Missing tile cache key';

/** The key tile URLs carry; it changes whenever facilities change, so tiles are never stale. */
export const fetchTileCacheKey = async () => {
  const key: string | undefined = await call(optionEndpoints.tileCacheKey);
  if (key === undefined || key === null || String(key).trim() === '') throw new Error(MISSING_TILE_CACHE_KEY);
  return String(key);
};

export const tileCacheKeyQuery = queryOptions({
  queryKey: ['tile-cache-key'],
  queryFn: fetchTileCacheKey,
  staleTime: 60_000,
});

export const useTileCacheKey = () => useQuery(tileCacheKeyQuery);
