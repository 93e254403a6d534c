import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@registry/core/audit-api';
import { call } from '@/api/call.ts';

export type { AuditEntry } from '@registry/core/audit-api';

export const fetchAuditLog = (page: number, pageSize: number) =>
  call(auditEndpoints.list, { query: { page, pageSize } });

export const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['dashboard-audit', page, pageSize], queryFn: () => fetchAuditLog(page, pageSize) });

export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({ ...auditLogQuery(page, pageSize), placeholderData: keepPreviousData });
