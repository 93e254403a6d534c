import type { MessageId } from '@/lib/i18n/i18n.ts';
import type { SortValue } from './search-filters.ts';

export interface SortOption {
  value: SortValue | '';
  label: MessageId;
}

/**
 * The result orders of spec part 1 §2; the third entry, the server's default order (best match
 * for a text search, else name), is selected until the user picks another.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name_asc', label: 'A to Z' },
  { value: 'name_desc', label: 'Z to A' },
  { value: '', label: 'Default (best match)' },
  { value: 'contributors_desc', label: 'Number of contributors (most first)' },
  { value: 'contributors_asc', label: 'Number of contributors (fewest first)' },
];

export const DEFAULT_SORT_OPTION = SORT_OPTIONS[2]!;
