import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityReportView } from '@registry/core/activity-report-api';
import type { ReportBody } from '@registry/core/activity-reports';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** POST /api/facilities/{id}/report/ with reason_for_report and closure_state (spec part 2 §7 'Activity report'). */
export const postFacilityReport = (osId: string, body: ReportBody) =>
  apiRequest<ActivityReportView>(`/api/facilities/${encodeURIComponent(osId)}/report/`, { method: 'POST', body });

export function useReportFacility(osId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => postFacilityReport(osId, body),
    // The closure banner then says the report is pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilityKeys.detail(osId) }),
  });
}
