import { z } from 'zod';
import { CLOSURE_STATES, REPORT_STATUSES } from './activity-reports.ts';

/**
 * Answers of the facility report routes (closure and reopening reports, duplicate reports); the
 * bodies they take are activity-reports.ts's and duplicate-reports.ts's schemas.
 */

/** Spec part 2 §3 'Activity report', as the reporter and staff see it. */
export const activityReportViewSchema = z.object({
  id: z.number(),
  facility: z.string().describe('The OS ID.'),
  facility_name: z.string(),
  facility_address: z.string(),
  facility_country_name: z.string(),
  reported_by_user: z.string().nullable(),
  reported_by_contributor: z.string().nullable(),
  reported_by_contributor_id: z.number().nullable(),
  closure_state: z.enum(CLOSURE_STATES),
  status: z.enum(REPORT_STATUSES),
  reason_for_report: z.string(),
  status_change_reason: z.string(),
  status_change_by: z.string().nullable(),
  status_change_date: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ActivityReportView = z.infer<typeof activityReportViewSchema>;

/** POST /api/facilities/{os_id}/report-duplicate/: the thanks the page shows. */
export const duplicateReportAnswerSchema = z.object({ detail: z.string() });
export type DuplicateReportAnswer = z.infer<typeof duplicateReportAnswerSchema>;
