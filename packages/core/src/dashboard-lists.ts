/** The contributor lists dashboard (spec part 2 §2 'Contributor lists', §9 'Lists table' and 'Dashboard lists'). */
export const LIST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'REPLACED'] as const;
export const LIST_STATUS_LABELS: Record<(typeof LIST_STATUSES)[number], string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  REPLACED: 'Replaced',
};
export const MATCH_RESPONSIBILITIES = ['contributor', 'moderator'] as const;
export const MATCH_RESPONSIBILITY_LABELS: Record<(typeof MATCH_RESPONSIBILITIES)[number], string> = {
  contributor: 'Contributor',
  moderator: 'Moderator',
};
export const NO_LISTS_TEXT = 'This contributor has no lists.';
export const LIST_STATUS_UPDATE_FAILED = 'An error prevented updating the facility list status';

const MATCHED = ['MATCHED', 'CONFIRMED_MATCH'];
const ERRORS = ['ERROR', 'ERROR_PARSING', 'ERROR_GEOCODING', 'ERROR_MATCHING'];

const sum = (counts: Record<string, number>, statuses: string[]) =>
  statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);

/** The table's counts: Matched = MATCHED + CONFIRMED_MATCH; Error = the list's parsing errors + the rows' error counts. */
export function listTableCounts(list: {
  item_count: number;
  status_counts: Record<string, number>;
  parsing_errors: unknown[];
}) {
  return {
    total: list.item_count,
    matched: sum(list.status_counts, MATCHED),
    error: list.parsing_errors.length + sum(list.status_counts, ERRORS),
    potentialMatch: list.status_counts.POTENTIAL_MATCH ?? 0,
  };
}
