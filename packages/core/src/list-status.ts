/**
 * Status rules of facility lists and their items (spec part 1 §4), shared by the server (which
 * enforces the read-only rule) and the web client (which shows the statuses and messages).
 */

export const LIST_ITEM_STATUSES = [
  'UPLOADED',
  'PARSED',
  'GEOCODED',
  'GEOCODED_NO_RESULTS',
  'MATCHED',
  'POTENTIAL_MATCH',
  'CONFIRMED_MATCH',
  'NEW_FACILITY',
  'ERROR',
  'ERROR_PARSING',
  'ERROR_GEOCODING',
  'ERROR_MATCHING',
  'DELETED',
  'REMOVED',
  'DUPLICATE',
  'ITEM_REMOVED',
] as const;
export type ListItemStatus = (typeof LIST_ITEM_STATUSES)[number];

export const ERROR_ITEM_STATUSES: readonly ListItemStatus[] = [
  'ERROR',
  'ERROR_PARSING',
  'ERROR_GEOCODING',
  'ERROR_MATCHING',
];
/** Rows not yet through geocoding and matching. */
export const PROCESSING_ITEM_STATUSES: readonly ListItemStatus[] = [
  'UPLOADED',
  'PARSED',
  'GEOCODED',
  'GEOCODED_NO_RESULTS',
];
/** Rows whose contribution to a facility the contributor may withdraw (the remove dialog). */
export const REMOVABLE_ITEM_STATUSES: readonly ListItemStatus[] = ['MATCHED', 'CONFIRMED_MATCH', 'NEW_FACILITY'];
/** Rows shown as REMOVED (with strikethrough). */
export const REMOVED_ITEM_STATUSES: readonly ListItemStatus[] = ['ITEM_REMOVED', 'REMOVED'];

/** List item page sizes (spec part 1 §9): the API serves at most 100 per page. */
export const LIST_ITEMS_MAX_PAGE_SIZE = 100;
export const LIST_ROWS_PER_PAGE = [20, 50, 100] as const;
export const DEFAULT_LIST_ROWS_PER_PAGE = 20;

export const LIST_STATUS_MESSAGES = {
  errors: 'Some items failed to be processed.',
  potentialMatches: 'Some potential matches require your feedback.',
  processing: 'The list is still being processed.',
  success: 'This list has been processed successfully.',
  rejected: 'This list was rejected and will not be processed.',
} as const;

export const READ_ONLY_MESSAGES = {
  contributor: 'This list has matches awaiting moderation from the contributor',
  moderator: 'This list has matches awaiting moderation from OS Hub admins',
} as const;

/** Server answers to match actions and removals that the list's state does not allow. */
export const LIST_ACTION_MESSAGES = {
  confirmNotPending: 'Only a pending potential match can be confirmed.',
  rejectNotPending: 'Only a pending potential match can be rejected.',
  itemAlreadyRemoved: 'This list item has already been removed.',
  itemNotRemovable: 'Only an item matched to a facility, or one that created a facility, can be removed.',
  itemNotInList: 'This list has no item with that id.',
  contributorRemovesRows: "The list's contributor decides its matches: only they can remove its rows.",
  listItemIdMissing: 'list_item_id is required.',
  /** Spec part 1 §5 (List item fetch). */
  listIdMissing: 'Missing required parameter list ID',
  rejectReasonMissing: 'Enter the reason the list is rejected.',
  pageInvalid: 'page must be a whole number of at least 1.',
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${LIST_ITEMS_MAX_PAGE_SIZE}.`,
  statusInvalid: 'Unknown list item status.',
} as const;

/** Rows done of rows in one step of the pipeline; total is null while the file is still being read. */
export interface RowsProgress {
  /** Rows through, those that failed among them. */
  done: number;
  /** null while it is not known yet (rows still being read). */
  total: number | null;
}

export interface StepProgress extends RowsProgress {
  /** Rows this step could not handle (so a summary never counts them as parsed, geocoded or matched). */
  failed: number;
}

/** Where a list is: reading the file, waiting for approval, geocoding, matching, done, or rejected. */
export type ListProgressStep = 'parse' | 'approval' | 'geocode' | 'match' | 'done' | 'rejected';

/** The `progress` of GET /api/facility-lists/{id}/: rows through the whole pipeline, and per step. */
export interface ListProgress {
  step: ListProgressStep;
  /** Rows that are through every step they go through (a row that failed to parse is done at once). */
  rows: RowsProgress;
  parse: StepProgress;
  geocode: StepProgress;
  match: StepProgress;
}

/** The steps in which a list's rows move without anyone acting: clients ask for its progress again (every LIST_PROGRESS_POLL_MS) until it leaves them. */
export const PROCESSING_STEPS = ['parse', 'geocode', 'match'] as const satisfies readonly ListProgressStep[];
export type ProcessingStep = (typeof PROCESSING_STEPS)[number];
export const LIST_PROGRESS_POLL_MS = 3000;
export const isListProcessing = <T extends { step: ListProgressStep }>(
  progress: T,
): progress is T & { step: ProcessingStep } =>
  (PROCESSING_STEPS as readonly ListProgressStep[]).includes(progress.step);

/** What the status rules read of a list (the fields of GET /api/facility-lists/{id}/). */
export interface ListStatusInput {
  contributor_id: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'REPLACED';
  item_count: number;
  status_counts: Partial<Record<ListItemStatus, number>>;
  parsing_errors: readonly unknown[];
  match_responsibility: 'contributor' | 'moderator';
}

const count = (list: ListStatusInput, statuses: readonly ListItemStatus[]) =>
  statuses.reduce((total, status) => total + (list.status_counts[status] ?? 0), 0);
const itemsIn = (list: ListStatusInput) => count(list, LIST_ITEM_STATUSES);

export type DisplayedListStatus =
  'Processing' | 'Pending approval' | 'Approved' | 'Action required' | 'Pending moderation' | 'Rejected' | 'Replaced';

/** The status My Lists shows for a list (spec part 1 §4, List-level status). */
export function displayedListStatus(list: ListStatusInput): DisplayedListStatus {
  if (list.status === 'REJECTED') return 'Rejected';
  if (list.status === 'REPLACED') return 'Replaced';
  const items = itemsIn(list);
  if (list.status === 'PENDING') {
    const nothingYet = items === 0 && list.parsing_errors.length === 0;
    return nothingYet || (items > 0 && count(list, ['UPLOADED']) === items) ? 'Processing' : 'Pending approval';
  }
  // GEOCODED_NO_RESULTS rows also wait for the match step here (it turns them into errors).
  if (count(list, PROCESSING_ITEM_STATUSES) > 0) return 'Processing';
  if (count(list, ['POTENTIAL_MATCH']) === 0) return 'Approved';
  return list.match_responsibility === 'moderator' ? 'Pending moderation' : 'Action required';
}

/**
 * The messages of the list detail status panel, in the spec's order. Several can apply at once
 * (errors and potential matches, say). "Processed successfully" needs every row done: matched,
 * confirmed, a new facility, or a row that is not a facility of its own (duplicate, removed).
 */
export function listStatusMessages(list: ListStatusInput): string[] {
  if (list.status === 'REJECTED') return [LIST_STATUS_MESSAGES.rejected];
  const messages: string[] = [];
  if (count(list, ERROR_ITEM_STATUSES) > 0 || list.parsing_errors.length > 0)
    messages.push(LIST_STATUS_MESSAGES.errors);
  if (count(list, ['POTENTIAL_MATCH']) > 0) messages.push(LIST_STATUS_MESSAGES.potentialMatches);
  if (count(list, PROCESSING_ITEM_STATUSES) > 0) messages.push(LIST_STATUS_MESSAGES.processing);
  const done = count(list, [
    'MATCHED',
    'CONFIRMED_MATCH',
    'NEW_FACILITY',
    'DUPLICATE',
    'ITEM_REMOVED',
    'REMOVED',
    'DELETED',
  ]);
  if (messages.length === 0 && itemsIn(list) > 0 && done === itemsIn(list)) messages.push(LIST_STATUS_MESSAGES.success);
  return messages;
}

/** The status panel shows once the list has rows (or file-level errors) and none waits to be read. */
export function showsStatusPanel(list: ListStatusInput): boolean {
  return (list.item_count > 0 || list.parsing_errors.length > 0) && count(list, ['UPLOADED']) === 0;
}

/**
 * A list's name and description become public once staff have approved the list: until then (or
 * when rejected) only its contributor and staff see them.
 */
export const UNMODERATED_LIST_STATUSES: readonly string[] = ['PENDING', 'REJECTED'];

/** Who looks at a list: the session fields the rules need. */
export interface ListViewer {
  contributor_id: number | null;
  is_superuser: boolean;
  is_moderation_mode: boolean;
}

export const isListOwner = (list: Pick<ListStatusInput, 'contributor_id'>, viewer: ListViewer | null) =>
  viewer !== null && viewer.contributor_id !== null && viewer.contributor_id === list.contributor_id;

/**
 * Staff looking at someone else's list count as admins for it (spec part 1 §6). Moderators
 * (moderation mode) are included: they act on matches routed to OS Hub admins.
 */
export const isListAdmin = (list: Pick<ListStatusInput, 'contributor_id'>, viewer: ListViewer | null) =>
  viewer !== null && (viewer.is_superuser || viewer.is_moderation_mode) && !isListOwner(list, viewer);

/**
 * The read-only rule: a list with potential matches is read-only to admins when the contributor
 * decides, and to everyone but admins when OS Hub admins decide. Returns the message to show,
 * or null when the viewer may act.
 */
export function readOnlyMessage(list: ListStatusInput, viewer: ListViewer | null): string | null {
  if (count(list, ['POTENTIAL_MATCH']) === 0) return null;
  const admin = isListAdmin(list, viewer);
  if (list.match_responsibility === 'contributor' && admin) return READ_ONLY_MESSAGES.contributor;
  if (list.match_responsibility === 'moderator' && !admin) return READ_ONLY_MESSAGES.moderator;
  return null;
}

/**
 * Who may remove a row: the read-only rule first; then, on a list whose contributor decides its
 * matches, only the contributor, also once no potential match is pending (staff would otherwise
 * withdraw a contributor's data behind its back). The message to show, or null.
 */
export function removeRowRefusal(list: ListStatusInput, viewer: ListViewer | null): string | null {
  const readOnly = readOnlyMessage(list, viewer);
  if (readOnly) return readOnly;
  if (list.match_responsibility === 'contributor' && isListAdmin(list, viewer))
    return LIST_ACTION_MESSAGES.contributorRemovesRows;
  return null;
}

/** A row counts as removed when its status says so or its matches were switched off (a replaced list). */
export function isRemovedItem(item: { status: string; matches: readonly { is_active: boolean }[] }): boolean {
  return (
    (REMOVED_ITEM_STATUSES as readonly string[]).includes(item.status) ||
    (item.matches.length > 0 && item.matches.every((match) => !match.is_active))
  );
}

export interface MergeCandidate {
  id: number;
  os_id: string;
  confidence: number;
}

/**
 * The Merge action on selected potential matches: the highest-confidence match per OS ID is
 * kept; merging needs two distinct facilities. The best of them is the target, the next is merged into it.
 */
export function mergeSelection<T extends MergeCandidate>(
  selected: readonly T[],
): { target: T; merge: T } | { error: string } {
  const best = new Map<string, T>();
  for (const match of selected) {
    const known = best.get(match.os_id);
    if (!known || known.confidence < match.confidence) best.set(match.os_id, match);
  }
  const kept = [...best.values()].sort((a, b) => b.confidence - a.confidence);
  if (kept.length !== 2)
    return {
      error:
        kept.length < 2
          ? 'Select potential matches of two different facilities to merge.'
          : 'Select potential matches of exactly two facilities to merge.',
    };
  return { target: kept[0]!, merge: kept[1]! };
}
