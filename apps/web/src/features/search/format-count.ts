/**
 * A count with English thousands separators, as `count.toLocaleString('en')` writes a whole
 * number: a page's first toLocaleString loads the locale's data, tens of milliseconds of the
 * search page's first render on a phone.
 */
export const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
