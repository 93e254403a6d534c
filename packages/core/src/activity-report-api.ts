import { z } from 'zod';
import { duplicateReportSchema } from './duplicate-reports.ts';
import { endpoint } from './endpoint.ts';
import { idParams } from './http-params.ts';
import { CLOSURE_STATES, REPORT_STATUSES, reportBodySchema, reportDecisionSchema } from './activity-reports.ts';

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

const tags = ['reports'];
/** Duplicate reports (mails to support) one account may send an hour. */
export const DUPLICATE_REPORTS_PER_HOUR = 20;
const osIdParams = z.object({ osId: z.string().max(40) });

const decide = (decision: 'approve' | 'reject') =>
  endpoint({
    method: 'POST',
    path: `/api/facility-activity-reports/:id/${decision}/`,
    access: 'superuser',
    tags,
    summary: `Staff: ${decision === 'approve' ? 'confirm' : 'reject'} a pending status report with a reason`,
    params: idParams,
    body: reportDecisionSchema,
    response: { 200: activityReportViewSchema },
  });

export const reportEndpoints = {
  report: endpoint({
    method: 'POST',
    path: '/api/facilities/:osId/report/',
    access: 'signedIn',
    tags,
    summary: 'Report a facility as closed or reopened',
    description: 'Body: reason_for_report (required), closure_state (OPEN or CLOSED).',
    params: osIdParams,
    body: reportBodySchema,
    response: { 200: activityReportViewSchema },
  }),
  reportDuplicate: endpoint({
    method: 'POST',
    path: '/api/facilities/:osId/report-duplicate/',
    access: 'signedIn',
    tags,
    summary: 'Report a facility as a duplicate of another',
    description: `Body: duplicate_of (the other facility's OS ID, required), note (optional). Sent to the registry's team (SUPPORT_EMAIL). At most ${DUPLICATE_REPORTS_PER_HOUR} an hour per account (429).`,
    params: osIdParams,
    body: duplicateReportSchema,
    response: { 200: duplicateReportAnswerSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/facility-activity-reports/',
    access: 'superuser',
    tags,
    summary: 'Staff: status reports, pending first (?closure_state, ?status)',
    query: z.object({
      closure_state: z.enum(CLOSURE_STATES, { error: `Must be one of ${CLOSURE_STATES.join(', ')}.` }).optional(),
      status: z.enum(REPORT_STATUSES, { error: `Must be one of ${REPORT_STATUSES.join(', ')}.` }).optional(),
    }),
    response: { 200: z.array(activityReportViewSchema) },
  }),
  view: endpoint({
    method: 'GET',
    path: '/api/facility-activity-reports/:id/',
    access: 'superuser',
    tags,
    summary: 'Staff: one status report',
    params: idParams,
    response: { 200: activityReportViewSchema },
  }),
  /** The dashboard labels these Confirm and Reject (spec part 2 §7). */
  approve: decide('approve'),
  reject: decide('reject'),
};
