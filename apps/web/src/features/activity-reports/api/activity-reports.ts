import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportEndpoints, type ActivityReportView } from '@registry/core/activity-report-api';
import type { ClosureState } from '@registry/core/activity-reports';
import { call } from '@/api/call.ts';
import { facilityKeys } from '@/lib/facility-keys.ts';

/** Spec part 2 §3 'Activity report'. */
export type ActivityReportRow = ActivityReportView;

export const activityReportKeys = {
  all: ['activity-reports'] as const,
  byClosure: (closureState: ClosureState) => [...activityReportKeys.all, closureState] as const,
};

export const activityReportsQuery = (closureState: ClosureState) =>
  queryOptions({
    queryKey: activityReportKeys.byClosure(closureState),
    queryFn: () => call(reportEndpoints.list, { query: { closure_state: closureState } }),
  });

export const useActivityReports = (closureState: ClosureState) => useQuery(activityReportsQuery(closureState));

/** POST /api/facility-activity-reports/{id}/approve|reject/ with {status_change_reason} (the screen says confirm and reject). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
      call(reportEndpoints[decision], { params: { id }, body: { status_change_reason: reason } }),
    // The facility's page changes too when a report is confirmed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: facilityKeys.all }),
      ]),
  });
}
