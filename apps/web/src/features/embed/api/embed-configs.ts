import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredEmbedConfig } from '@registry/core/embed-api';
import type { EmbedConfigInput } from '@registry/core/embed-config';
import { apiRequest } from '@/api/client.ts';

export type { StoredEmbedConfig } from '@registry/core/embed-api';

/** The organisation's config, or null before the first save. */
export const fetchOwnEmbedConfig = async () =>
  (await apiRequest<StoredEmbedConfig[]>('/api/embed-configs/'))[0] ?? null;

export const ownEmbedConfigQuery = queryOptions({
  queryKey: ['embed-config', 'own'],
  queryFn: fetchOwnEmbedConfig,
  staleTime: Infinity,
});
export const useOwnEmbedConfig = () => useQuery(ownEmbedConfigQuery);

/** POST the first time, PUT /{id}/ afterwards. */
export const saveEmbedConfig = (id: number | null, body: EmbedConfigInput) =>
  apiRequest<StoredEmbedConfig>(id === null ? '/api/embed-configs/' : `/api/embed-configs/${id}/`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });
