import type { ExtendedFieldName } from '@registry/core/extended-fields';
import { formatNumberOfWorkers } from '@registry/core/number-of-workers';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import { formatDate as formatLongDate } from '@/lib/i18n/format.ts';
import type { MessageId, Translate } from '@/lib/i18n/i18n.ts';
import type { FieldSource, SectorSource } from '../api/facility-detail.ts';

/** Spec part 2 §9: an unset value shows this. */
export const NOT_SET = 'Is not set' satisfies MessageId;

/** The fields of the page in the order shown, with their labels. */
export const FIELD_LABELS: { field: ExtendedFieldName; label: MessageId }[] = [
  { field: 'name', label: 'Name' },
  { field: 'address', label: 'Address' },
  { field: 'sector', label: 'Sector' },
  { field: 'number_of_workers', label: 'Number of Workers' },
  { field: 'parent_company', label: 'Parent Company' },
  { field: 'product_type', label: 'Product Type' },
  { field: 'facility_type', label: 'Facility Type' },
  { field: 'processing_type', label: 'Processing Type' },
  { field: 'native_language_name', label: 'Native Language Name' },
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** A stored field value (packages/core ExtendedFieldValues) as one line of text; NOT_SET when empty. */
export function formatFieldValue(field: ExtendedFieldName, value: unknown, t: Translate): string {
  if (!isRecord(value)) return t(NOT_SET);
  let shown = '';
  switch (field) {
    case 'number_of_workers':
      if (typeof value.min === 'number' && typeof value.max === 'number')
        shown = formatNumberOfWorkers({ min: value.min, max: value.max });
      break;
    case 'parent_company':
      shown = text(value.name) || text(value.raw_value);
      break;
    case 'product_type':
      shown = list(value.raw_values).join(', ');
      break;
    case 'facility_type':
    case 'processing_type': {
      // The taxonomy's names (in the reader's language) when the value was recognised, else what
      // the contributor wrote.
      const matched = list(value.matched_values).map((name) => typeName(t, name));
      shown = (matched.length ? matched : list(value.raw_values)).join(', ');
      break;
    }
    case 'sector':
      shown = list(value.values)
        .map((name) => sectorName(t, name))
        .join(', ');
      break;
    default:
      shown = text(value.raw_value);
  }
  return shown || t(NOT_SET);
}

/** Any optional text, list or number: NOT_SET when there is nothing to show. */
export function displayValue(value: string | number | readonly string[] | null | undefined, t: Translate): string {
  if (value === null || value === undefined) return t(NOT_SET);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim() || t(NOT_SET);
  const items = value.map((item) => item.trim()).filter(Boolean);
  return items.length ? items.join(', ') : t(NOT_SET);
}

/** Spec part 1 §9 date format LL ('January 5, 2024') in the current language; the browser's time zone unless given. */
export const formatDate = (iso: string, timeZone?: string): string => formatLongDate(iso, timeZone);

const SOURCE_LABELS: Record<string, MessageId> = {
  api: 'API',
  slc: 'Single location contribution',
  claim: "Owner's claim",
};

/** Who said it, in which list (or channel) and when: 'Brand A · Suppliers 2024 · January 5, 2024'. */
export function sourceLine(source: FieldSource, t: Translate, timeZone?: string): string {
  const label = source.source ? SOURCE_LABELS[source.source] : undefined;
  const channel = source.list_name ?? (label && t(label));
  return [source.contributor_name, channel, formatDate(source.created_at, timeZone)].filter(Boolean).join(' · ');
}

/** Coordinates as 'lat, lng' with six decimals (about 10 cm), the precision the data carries. */
/** The facility's sectors: every source's, each once, A to Z. */
export const sectorNames = (sources: readonly SectorSource[]) => [...new Set(sources.flatMap((s) => s.values))].sort();

export function formatCoordinates([lng, lat]: [number, number]): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** The sentence for a visit by an old OS ID (spec part 1: 'This ID was merged into the current ID'). */
export function historicalIdNotice(
  requested: string,
  current: string,
  reason: string | null,
  t: Translate,
): string | null {
  if (reason === null || requested === current) return null;
  if (reason === 'MERGE')
    return t('The OS ID {requested} was merged into the current ID {current}.', { requested, current });
  return t('The OS ID {requested} now refers to this production location, OS ID {current}.', { requested, current });
}

/**
 * The name in its own language and script shown under the name: the approved claim's, else the
 * latest contributed one (as the v1 API's local_name answers); null when none.
 */
export function localNameOf(properties: {
  extended_fields: Partial<Record<ExtendedFieldName, FieldSource[]>>;
  claim_info?: { facility: { name_native_language: string | null } } | null;
}): string | null {
  const claimed = properties.claim_info?.facility.name_native_language?.trim();
  if (claimed) return claimed;
  for (const source of properties.extended_fields.native_language_name ?? []) {
    const value = isRecord(source.value) ? text(source.value.raw_value) : '';
    if (value) return value;
  }
  return null;
}
