import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosureState, ReportStatus } from '@registry/core/activity-reports';
import { apiRequest } from '@/api/client.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** Spec part 2 §3 'Activity report'. */
export interface ActivityReportRow {
  id: number;
  facility: string;
  facility_name: string;
  facility_address: string;
  facility_country_name: string;
  reported_by_user: string | null;
  reported_by_contributor: string | null;
  closure_state: ClosureState;
  status: ReportStatus;
  reason_for_report: string;
  status_change_reason: string;
  status_change_by: string | null;
  status_change_date: string | null;
  approved_at: string | null;
  created_at: string;
}

export const activityReportKeys = {
  all: ['activity-reports'] as const,
  byClosure: (closureState: ClosureState) => [...activityReportKeys.all, closureState] as const,
};

export const activityReportsQuery = (closureState: ClosureState) =>
  queryOptions({
    queryKey: activityReportKeys.byClosure(closureState),
    queryFn: () => apiRequest<ActivityReportRow[]>(`/api/facility-activity-reports/?closure_state=${closureState}`),
  });

export const useActivityReports = (closureState: ClosureState) => useQuery(activityReportsQuery(closureState));

/** POST /api/facility-activity-reports/{id}/approve|reject/ with {status_change_reason} (the screen says confirm and reject). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
      apiRequest<ActivityReportRow>(`/api/facility-activity-reports/${id}/${decision}/`, { method: 'POST', body: { status_change_reason: reason } }),
    // The facility's page changes too when a report is confirmed.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: activityReportKeys.all }), queryClient.invalidateQueries({ queryKey: facilityKeys.all })]),
  });
}
