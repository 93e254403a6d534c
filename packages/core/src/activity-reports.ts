import { z } from 'zod';

/** Facility status reports (spec part 2 §3 'Activity report', §4, §9): what is reported and how staff decide. */
export const CLOSURE_STATES = ['OPEN', 'CLOSED'] as const;
export type ClosureState = (typeof CLOSURE_STATES)[number];

export const REPORT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  REJECTED: 'Rejected',
};

/** Spec part 2 §4: a status the client does not know. */
export const INVALID_REPORT_STATUS = 'Invalid status';

export const reportStatusLabel = (status: string) =>
  REPORT_STATUS_LABELS[status as ReportStatus] ?? INVALID_REPORT_STATUS;

/** 'closed' or 'open', as the toast and banners word a closure state. */
export const closureWord = (state: ClosureState) => (state === 'CLOSED' ? 'closed' : 'open');

export const MAX_REPORT_REASON_LENGTH = 2000;

export const reportMessages = {
  required: 'This field is required.',
  tooLong: `Ensure this value has at most ${MAX_REPORT_REASON_LENGTH} characters.`,
  closureState: 'Select OPEN or CLOSED.',
  /** Spec part 2 §8 toast. */
  reported: (state: ClosureState) => `Successfully reported facility as ${closureWord(state)}.`,
  createFailed: 'An error prevented creating a facility activity report',
  // The spec is silent on these refusals; they say what the reporter can do instead.
  alreadyPending: 'This facility already has a status report waiting for review.',
  alreadyClosed: 'This facility is already closed.',
  alreadyOpen: 'This facility is already open.',
  onlyPending: 'Only a pending report can be confirmed or rejected.',
  // The staff's feedback after a decision (the spec gives none; the row's status changes too).
  confirmed: (facilityName: string, state: ClosureState) =>
    `Report confirmed: ${facilityName} is now marked as ${closureWord(state)}.`,
  rejected: (facilityName: string) => `Report rejected: ${facilityName} stays as it was.`,
  reportingOff: 'Reporting facilities is not available at the moment.',
} as const;

/** A required, trimmed text of at most 2,000 characters (the report's reason, the staff's decision reason). */
const reasonText = z
  .string({ error: reportMessages.required })
  .trim()
  .min(1, reportMessages.required)
  .max(MAX_REPORT_REASON_LENGTH, reportMessages.tooLong);

/** POST /api/facilities/{id}/report/ (spec part 2 §7 'Activity report'). */
export const reportBodySchema = z.object({
  reason_for_report: reasonText,
  closure_state: z.enum(CLOSURE_STATES, { error: reportMessages.closureState }),
});
export type ReportBody = z.output<typeof reportBodySchema>;

/** POST /api/facility-activity-reports/{id}/approve|reject/. */
export const reportDecisionSchema = z.object({ status_change_reason: reasonText });

/** The report a facility offers: reopening once it is closed, closing otherwise. */
export const reportableState = (facility: { is_closed: boolean }): ClosureState =>
  facility.is_closed ? 'OPEN' : 'CLOSED';
