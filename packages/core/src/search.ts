/** Facilities search paging (spec part 1 §7, §9). */
export const FACILITIES_PAGE_SIZE = 50;
export const FACILITIES_DETAIL_PAGE_SIZE = 10;
export const MAX_FACILITIES_PAGE_SIZE = 100;
/** Deep offset paging is refused past this page; downloads serve whole result sets. */
export const MAX_SEARCH_PAGE = 100;
