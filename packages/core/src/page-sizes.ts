/**
 * The rows per page of the app's paged tables (spec part 2 §9): the staff tables and the lists
 * table offer 20, 50 and 100; the moderation queue 25, 50 and 100. The first is the default.
 */
export const PAGE_SIZES = [20, 50, 100] as const;
export const MODERATION_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
export const DEFAULT_MODERATION_PAGE_SIZE = MODERATION_PAGE_SIZES[0];
