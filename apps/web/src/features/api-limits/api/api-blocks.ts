import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiLimitEndpoints as endpoints, type ApiBlock } from '@registry/core/api-limits-api';
import { call } from '@/api/call.ts';

export type { ApiBlock };

export const apiBlocksQuery = queryOptions({
  queryKey: ['api-blocks'],
  queryFn: () => call(endpoints.blocks),
});

export const useApiBlocks = () => useQuery(apiBlocksQuery);

export const apiBlockQuery = (id: string) =>
  queryOptions({
    queryKey: ['api-blocks', id],
    queryFn: () => call(endpoints.block, { params: { id } }),
  });

export const useApiBlock = (id: string) => useQuery(apiBlockQuery(id));

/** PUT /api/api-blocks/{id}/ with the full block and its new grace fields (spec part 2 §7). */
export function useSaveGrace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: ApiBlock) => call(endpoints.setGrace, { params: { id }, body: block }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(apiBlockQuery(id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: apiBlocksQuery.queryKey, exact: true });
    },
  });
}
