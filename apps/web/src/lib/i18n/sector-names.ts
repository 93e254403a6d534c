import { SECTORS } from '@registry/core/sectors';
import type { MessageId, Translate } from './i18n.ts';

const KNOWN: ReadonlySet<string> = new Set(SECTORS);

/**
 * A sector's name in the reader's language. The registry's fixed sectors are catalog keys by
 * their English names (sector-names.test.ts holds the two together); any other name (a list's
 * own, from before the fixed set) is shown as it came.
 */
export const sectorName = (t: Translate, name: string): string => (KNOWN.has(name) ? t(name as MessageId) : name);
