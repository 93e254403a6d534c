import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogPage, AuditUndo } from '@registry/core/audit-api';
import { apiRequest } from '@/api/client.ts';

export type { AuditEntry } from '@registry/core/audit-api';

export const fetchAuditLog = (page: number, pageSize: number) =>
  apiRequest<AuditLogPage>(`/api/audit-log/?page=${page}&pageSize=${pageSize}`);

export const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['dashboard-audit', page, pageSize], queryFn: () => fetchAuditLog(page, pageSize) });

export const useAuditLog = (page: number, pageSize: number) => useQuery({ ...auditLogQuery(page, pageSize), placeholderData: keepPreviousData });

export const postUndo = (id: number) => apiRequest<AuditUndo>(`/api/audit-log/${id}/undo/`, { method: 'POST' });

/** An undo changes facilities anywhere: every cached facility, search and the audit log refetch. */
export function useUndo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUndo, onSuccess: () => queryClient.invalidateQueries() });
}
