/** Moderation queue rules of spec part 2 §4, §5 and §9, shared by the dashboard and the server. */

export const MODERATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_SOURCES = ['API', 'SLC'] as const;
export type ModerationSource = (typeof MODERATION_SOURCES)[number];

export const MODERATION_ACTION_TYPES = ['NEW_LOCATION', 'MATCHED', 'REJECTED'] as const;
export type ModerationActionType = (typeof MODERATION_ACTION_TYPES)[number];

export const MODERATION_REQUEST_TYPES = ['CREATE', 'UPDATE', 'CLAIM'] as const;

/** Columns the queue sorts by (sort_by); the default is created_at, newest first. */
export const MODERATION_SORT_FIELDS = [
  'created_at',
  'name',
  'country',
  'contributor_name',
  'source',
  'status',
  'status_change_date',
  'updated_at',
] as const;
export type ModerationSortField = (typeof MODERATION_SORT_FIELDS)[number];
export const DEFAULT_MODERATION_SORT: { sort_by: ModerationSortField; order_by: 'asc' | 'desc' } = {
  sort_by: 'created_at',
  order_by: 'desc',
};

export const MIN_REJECT_REASON_CHARACTERS = 30;

export const MODERATION_MESSAGES = {
  onlyModerator: 'Only the moderator can perform this action.',
  rejectReason: 'Please provide a message with at least 30 characters.',
  dateFormat: "The date format is invalid. Please use the format 'DD-MM-YYYY'.",
  dateOrder: "The 'After Date' should be earlier than or the same as the 'Before Date'. Please adjust the dates.",
  updating: 'Updating moderation event...',
} as const;

/** A reject message needs at least 30 characters that are not whitespace. */
export function isRejectReasonLongEnough(text: string): boolean {
  return text.replace(/\s/g, '').length >= MIN_REJECT_REASON_CHARACTERS;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A filter date: empty, or a real calendar date written YYYY-MM-DD. */
export function isValidFilterDate(value: string): boolean {
  if (value === '') return true;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The date filters' problems: each date's format, then their order (after <= before). */
export function moderationDateProblems(after: string, before: string): { after?: string; before?: string } {
  const problems: { after?: string; before?: string } = {};
  if (!isValidFilterDate(after)) problems.after = MODERATION_MESSAGES.dateFormat;
  if (!isValidFilterDate(before)) problems.before = MODERATION_MESSAGES.dateFormat;
  if (!problems.after && !problems.before && after && before && after > before)
    problems.after = MODERATION_MESSAGES.dateOrder;
  return problems;
}
