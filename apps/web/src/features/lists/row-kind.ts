import { ERROR_ITEM_STATUSES, isRemovedItem } from '@registry/core/list-status';
import type { ListItem } from './api/list-items.ts';

export type RowKind = 'potential' | 'matched' | 'new' | 'error' | 'removed' | 'other';

/** Which expanded view a row of list detail gets (spec part 1 §2). */
export function rowKind(item: ListItem): RowKind {
  if (isRemovedItem(item)) return 'removed';
  if (item.status === 'POTENTIAL_MATCH') return 'potential';
  // A row whose facility was created from it is a new facility, whatever the match step called it.
  if (item.matched_facility && item.matched_facility.created_from_id === item.id) return 'new';
  if (item.status === 'MATCHED' || item.status === 'CONFIRMED_MATCH') return 'matched';
  if (ERROR_ITEM_STATUSES.includes(item.status) || item.processing_errors.length > 0) return 'error';
  return 'other';
}

/** The status a row shows: REMOVED (struck through) and NEW_FACILITY as the spec labels them. */
export const rowStatusLabel = (item: ListItem, kind = rowKind(item)) =>
  kind === 'removed' ? 'REMOVED' : kind === 'new' ? 'NEW_FACILITY' : item.status;
