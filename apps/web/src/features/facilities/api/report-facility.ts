import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportEndpoints } from '@registry/core/activity-report-api';
import type { ReportBody } from '@registry/core/activity-reports';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** POST /api/facilities/{id}/report/ with reason_for_report and closure_state (spec part 2 §7 'Activity report'). */
export const postFacilityReport = (osId: string, body: ReportBody) =>
  call(reportEndpoints.report, { params: { osId }, body });

export function useReportFacility(osId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => postFacilityReport(osId, body),
    // The closure banner then says the report is pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilityKeys.detail(osId) }),
  });
}
