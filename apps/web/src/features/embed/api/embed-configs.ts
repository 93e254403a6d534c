import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbedConfigInput, EmbedField } from '@registry/core/embed-config';
import { apiRequest } from '@/api/client.ts';

export interface StoredEmbedConfig {
  id: number;
  width: string;
  height: string;
  color: string;
  font: string;
  map_style: 'default' | 'silver';
  hide_sector_data: boolean;
  prefer_contributor_name: boolean;
  text_search_label: string;
  embed_fields: EmbedField[];
}

/** The organisation's config, or null before the first save. */
export const fetchOwnEmbedConfig = async () => (await apiRequest<StoredEmbedConfig[]>('/api/embed-configs/'))[0] ?? null;

export const ownEmbedConfigQuery = queryOptions({ queryKey: ['embed-config', 'own'], queryFn: fetchOwnEmbedConfig, staleTime: Infinity });
export const useOwnEmbedConfig = () => useQuery(ownEmbedConfigQuery);

/** POST the first time, PUT /{id}/ afterwards. */
export const saveEmbedConfig = (id: number | null, body: EmbedConfigInput) =>
  apiRequest<StoredEmbedConfig>(id === null ? '/api/embed-configs/' : `/api/embed-configs/${id}/`, { method: id === null ? 'POST' : 'PUT', body });
