import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@registry/core/audit-api';
import { apiRequest } from '@/api/client.ts';

export type { AuditEntry } from '@registry/core/audit-api';

export const fetchAuditLog = (page: number, pageSize: number) =>
  apiRequest<AuditLogPage>(`/api/audit-log/?page=${page}&pageSize=${pageSize}`);

export const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['dashboard-audit', page, pageSize], queryFn: () => fetchAuditLog(page, pageSize) });

export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({ ...auditLogQuery(page, pageSize), placeholderData: keepPreviousData });
