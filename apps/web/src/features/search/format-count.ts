import { formatNumber } from '@/lib/i18n/format.ts';
import type { Translate } from '@/lib/i18n/i18n.ts';

/** A count in the current language's digits (lib/i18n/format.ts; English without loading Intl's data). */
export const formatCount = (count: number): string => formatNumber(count);

/**
 * A result's public contributors, or nothing: a facility known only from private lists or a claim
 * has none to name, and '0 contributors' read as a facility nobody contributed.
 */
export const publicContributorsText = (count: number | undefined, t: Translate): string | null =>
  count ? t('{count, plural, one {{n} contributor} other {{n} contributors}}', { count, n: formatCount(count) }) : null;
