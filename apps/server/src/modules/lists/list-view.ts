import {
  displayedListStatus,
  LIST_ITEM_STATUSES as ITEM_STATUSES,
  type ListProgress,
} from '@registry/core/list-status';
import type { ListRecord } from './queries.ts';

/** Rows that never go past parsing. */
const NOT_PROCESSED = ['ERROR_PARSING', 'DUPLICATE'];
const NOT_GEOCODED = ['UPLOADED', 'PARSED'];
const NOT_MATCHED = ['UPLOADED', 'PARSED', 'GEOCODED', 'GEOCODED_NO_RESULTS'];

const sum = (counts: Record<string, number>, statuses: readonly string[]) =>
  statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);

/** Rows done / total, in all and per step, from the item counts (the live progress bars read this). */
export function listProgress(list: ListRecord, counts: Record<string, number>): ListProgress {
  const items = sum(counts, ITEM_STATUSES);
  const processable = items - sum(counts, NOT_PROCESSED);
  const geocodeDone = processable - sum(counts, NOT_GEOCODED);
  const matchDone = processable - sum(counts, NOT_MATCHED);
  const parsed = list.parsed_at !== null;
  const step: ListProgress['step'] =
    list.status === 'REJECTED'
      ? 'rejected'
      : !parsed
        ? 'parse'
        : list.status === 'PENDING'
          ? 'approval'
          : list.processed_at || list.status === 'REPLACED'
            ? 'done'
            : geocodeDone < processable
              ? 'geocode'
              : 'match';
  return {
    step,
    rows: { done: items - sum(counts, NOT_MATCHED), total: parsed ? items : null },
    parse: { done: items, total: parsed ? items : null, failed: counts.ERROR_PARSING ?? 0 },
    geocode: { done: geocodeDone, total: parsed ? processable : null, failed: counts.ERROR_GEOCODING ?? 0 },
    match: { done: matchDone, total: parsed ? processable : null, failed: counts.ERROR_MATCHING ?? 0 },
  };
}

/** A list as the spec's Facility list entity (part 1 §3), plus its processing progress. */
export function listView(list: ListRecord, counts: Record<string, number>) {
  const statusCounts = Object.fromEntries(ITEM_STATUSES.map((status) => [status, counts[status] ?? 0]));
  const view = {
    id: list.id,
    name: list.name,
    description: list.description,
    contributor_id: list.contributor_id,
    file_name: list.file_name,
    file: `/api/facility-lists/${list.id}/file/`,
    item_count: list.parsed_at ? list.item_count : sum(counts, ITEM_STATUSES),
    items_url: `/api/facility-lists/${list.id}/items/`,
    status: list.status as 'PENDING' | 'APPROVED' | 'REJECTED' | 'REPLACED',
    statuses: ITEM_STATUSES.filter((status) => (counts[status] ?? 0) > 0),
    status_change_reason: list.status_change_reason,
    status_counts: statusCounts,
    parsing_errors: list.parsing_errors as { message: string; type: string }[],
    match_responsibility: list.match_responsibility as 'contributor' | 'moderator',
    is_active: list.is_active,
    is_public: list.is_public,
    replaces: list.replaces_id,
    created_at: list.created_at.toISOString(),
    progress: listProgress(list, counts),
  };
  // The status My Lists shows (spec part 1 §4), so every client reads the same rule's answer.
  return { ...view, display_status: displayedListStatus(view) };
}

export type ListView = ReturnType<typeof listView>;
