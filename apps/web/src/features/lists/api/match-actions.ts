import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listEndpoints } from '@registry/core/lists-api';
import { facilityAdminEndpoints } from '@registry/core/facility-admin-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

export const confirmMatch = (matchId: number) => call(listEndpoints.confirmMatch, { params: { id: matchId } });
export const rejectMatch = (matchId: number) => call(listEndpoints.rejectMatch, { params: { id: matchId } });

/** Rejects several matches one after another (spec part 1 §7), stopping at the first failure. */
export async function rejectMatches(matchIds: number[]): Promise<void> {
  for (const id of matchIds) {
    try {
      await rejectMatch(id);
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { matchId: id });
    }
  }
}

export const mergeFacilities = (target: string, merge: string) =>
  call(facilityAdminEndpoints.merge, { query: { target, merge } });

export const removeListItem = (listId: number, listItemId: number) =>
  call(listEndpoints.remove, { params: { id: listId }, body: { list_item_id: listItemId } });

export type ListAction =
  | { kind: 'confirm'; matchId: number }
  | { kind: 'reject'; matchIds: number[] }
  | { kind: 'merge'; target: string; merge: string }
  | { kind: 'remove'; listItemId: number };

/** Every change to a list's rows; afterwards the list, its rows and the user's lists are fetched again. */
export function useListAction(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ListAction) => {
      if (action.kind === 'confirm') await confirmMatch(action.matchId);
      else if (action.kind === 'reject') await rejectMatches(action.matchIds);
      else if (action.kind === 'merge') await mergeFacilities(action.target, action.merge);
      else await removeListItem(listId, action.listItemId);
    },
    // Refetched after failures too: a sequence of rejections may have partly happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: facilityListKeys.all }),
  });
}
