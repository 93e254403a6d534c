import { useMutation } from '@tanstack/react-query';
import type { DuplicateReportBody } from '@registry/core/duplicate-reports';
import type { DuplicateReportAnswer } from '@registry/core/activity-report-api';
import { apiRequest } from '@/api/client.ts';

/** POST /api/facilities/{id}/report-duplicate/: the server sends the pair to the registry's team. */
export const postDuplicateReport = (osId: string, body: DuplicateReportBody) =>
  apiRequest<DuplicateReportAnswer>(`/api/facilities/${encodeURIComponent(osId)}/report-duplicate/`, {
    method: 'POST',
    body,
  });

export const useReportDuplicate = (osId: string) =>
  useMutation({ mutationFn: (body: DuplicateReportBody) => postDuplicateReport(osId, body) });
