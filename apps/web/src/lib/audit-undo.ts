import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditEndpoints } from '@registry/core/audit-api';
import { call } from '@/api/call.ts';

/** POST /api/audit-log/{id}/undo/: puts back what a staff action changed (the audit log's and the Contributors screen's undo). */
export const postUndo = (id: number) => call(auditEndpoints.undo, { params: { id } });

/** An undo changes facilities anywhere: every cached facility, search and the audit log refetch. */
export function useUndo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUndo, onSuccess: () => queryClient.invalidateQueries() });
}
