import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export interface AuditEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string;
  created_at: string;
  user_email: string | null;
  before: unknown;
  after: unknown;
  undone_at: string | null;
  undone_by: string | null;
  can_undo: boolean;
}

export const fetchAuditLog = (page: number, pageSize: number) =>
  apiRequest<{ count: number; results: AuditEntry[] }>(`/api/audit-log/?page=${page}&pageSize=${pageSize}`);

export const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['dashboard-audit', page, pageSize], queryFn: () => fetchAuditLog(page, pageSize) });

export const useAuditLog = (page: number, pageSize: number) => useQuery({ ...auditLogQuery(page, pageSize), placeholderData: keepPreviousData });
