import { queryOptions, useQuery } from '@tanstack/react-query';
import { embedEndpoints } from '@registry/core/embed-api';
import type { EmbedConfigInput } from '@registry/core/embed-config-schema';
import { call } from '@/api/call.ts';

export type { StoredEmbedConfig } from '@registry/core/embed-api';

/** The organisation's config, or null before the first save. */
export const fetchOwnEmbedConfig = async () => (await call(embedEndpoints.listOwn))[0] ?? null;

export const ownEmbedConfigQuery = queryOptions({
  queryKey: ['embed-config', 'own'],
  queryFn: fetchOwnEmbedConfig,
  staleTime: Infinity,
});
export const useOwnEmbedConfig = () => useQuery(ownEmbedConfigQuery);

/** POST the first time, PUT /{id}/ afterwards. */
export const saveEmbedConfig = (id: number | null, body: EmbedConfigInput) =>
  id === null ? call(embedEndpoints.create, { body }) : call(embedEndpoints.update, { params: { id }, body });
