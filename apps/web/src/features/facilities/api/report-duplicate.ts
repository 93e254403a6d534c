import { useMutation } from '@tanstack/react-query';
import type { DuplicateReportBody } from '@registry/core/duplicate-reports';
import { reportEndpoints } from '@registry/core/activity-report-api';
import { call } from '@/api/call.ts';

/** POST /api/facilities/{id}/report-duplicate/: the server sends the pair to the registry's team. */
export const postDuplicateReport = (osId: string, body: DuplicateReportBody) =>
  call(reportEndpoints.reportDuplicate, { params: { osId }, body });

export const useReportDuplicate = (osId: string) =>
  useMutation({ mutationFn: (body: DuplicateReportBody) => postDuplicateReport(osId, body) });
