import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBlock } from '@registry/core/api-limits-api';
import { apiRequest } from '@/api/client.ts';

export type { ApiBlock };

export const apiBlocksQuery = queryOptions({
  queryKey: ['api-blocks'],
  queryFn: () => apiRequest<ApiBlock[]>('/api/api-blocks/'),
});

export const useApiBlocks = () => useQuery(apiBlocksQuery);

export const apiBlockQuery = (id: string) =>
  queryOptions({
    queryKey: ['api-blocks', id],
    queryFn: () => apiRequest<ApiBlock>(`/api/api-blocks/${encodeURIComponent(id)}/`),
  });

export const useApiBlock = (id: string) => useQuery(apiBlockQuery(id));

/** PUT /api/api-blocks/{id}/ with the full block and its new grace fields (spec part 2 §7). */
export function useSaveGrace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: ApiBlock) =>
      apiRequest<ApiBlock>(`/api/api-blocks/${encodeURIComponent(id)}/`, { method: 'PUT', body: block }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(apiBlockQuery(id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: apiBlocksQuery.queryKey, exact: true });
    },
  });
}
