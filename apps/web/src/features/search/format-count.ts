import { formatNumber } from '@/lib/i18n/format.ts';

/** A count in the current language's digits (lib/i18n/format.ts; English without loading Intl's data). */
export const formatCount = (count: number): string => formatNumber(count);

/**
 * A result's public contributors, or nothing: a facility known only from private lists or a claim
 * has none to name, and '0 contributors' read as a facility nobody contributed.
 */
export const publicContributorsText = (count: number | undefined): string | null =>
  count ? `${formatCount(count)} ${count === 1 ? 'contributor' : 'contributors'}` : null;
