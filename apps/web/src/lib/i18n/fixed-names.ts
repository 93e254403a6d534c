import { FACILITY_TYPES, PROCESSING_TYPES } from '@registry/core/facility-types';
import { SECTORS } from '@registry/core/sectors';
import type { MessageId, Translate } from './i18n.ts';

/**
 * The registry's fixed names (sectors, the Apparel location and processing types) are catalog
 * keys by their English names (fixed-names.test.ts holds the two together); any other name (a
 * list's own, typed by a contributor) is shown as it came. The value sent stays English.
 */
const translatorOf =
  (known: ReadonlySet<string>) =>
  (t: Translate, name: string): string =>
    known.has(name) ? t(name as MessageId) : name;

/** A sector's name in the reader's language. */
export const sectorName = translatorOf(new Set(SECTORS));

/** A location (facility) type's or processing type's name in the reader's language. */
export const typeName = translatorOf(new Set([...FACILITY_TYPES, ...PROCESSING_TYPES]));
