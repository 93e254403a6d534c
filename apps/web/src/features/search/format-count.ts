/**
 * A count with English thousands separators, as `count.toLocaleString('en')` writes a whole
 * number: a page's first toLocaleString loads the locale's data, tens of milliseconds of the
 * search page's first render on a phone.
 */
export const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A result's public contributors, or nothing: a facility known only from private lists or a claim
 * has none to name, and '0 contributors' read as a facility nobody contributed.
 */
export const publicContributorsText = (count: number | undefined): string | null =>
  count ? `${formatCount(count)} ${count === 1 ? 'contributor' : 'contributors'}` : null;
