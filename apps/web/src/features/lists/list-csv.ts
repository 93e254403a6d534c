import { isRemovedItem } from '@registry/core/list-status';
import type { ListItem } from './api/list-items.ts';

/** Columns of the formatted file (spec part 1 §9): the row, its matched facility, its potential matches. */
export const LIST_CSV_COLUMNS = [
  'row_index',
  'status',
  'country_code',
  'country_name',
  'name',
  'address',
  'matched_facility_os_id',
  'matched_facility_name',
  'matched_facility_address',
  'matched_facility_lat',
  'matched_facility_lng',
  'potential_match_os_id',
  'potential_match_name',
  'potential_match_address',
  'potential_match_lat',
  'potential_match_lng',
  'potential_match_confidence',
  'potential_match_status',
] as const;

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted when needed; a leading formula character is defused so spreadsheets show the text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * One line per row; a row with potential matches gets one line per match still offered or
 * confirmed (rejected potential matches are left out). row_index is the stored index, as the API gives it.
 */
export function listItemsCsv(items: readonly ListItem[]): string {
  const lines: (string | number | null)[][] = [];
  for (const item of items) {
    const status = isRemovedItem(item) ? 'REMOVED' : item.status;
    const facility = item.matched_facility;
    const base = [
      item.row_index,
      status,
      item.country_code,
      item.country_name,
      item.name,
      item.address,
      facility?.os_id ?? null,
      facility?.name ?? null,
      facility?.address ?? null,
      facility?.location.lat ?? null,
      facility?.location.lng ?? null,
    ];
    const potential = item.matches.filter(
      (match) => match.status === 'PENDING' || (match.status === 'CONFIRMED' && item.status === 'CONFIRMED_MATCH'),
    );
    if (potential.length === 0) lines.push([...base, null, null, null, null, null, null, null]);
    for (const match of potential) {
      lines.push([
        ...base,
        match.os_id,
        match.name,
        match.address,
        match.location.lat,
        match.location.lng,
        match.confidence,
        match.status,
      ]);
    }
  }
  return [LIST_CSV_COLUMNS.join(','), ...lines.map((line) => line.map(cell).join(','))].join('\r\n') + '\r\n';
}

/** `{id}_{name}_{date}.csv`, the name made safe for file systems. */
export const listCsvFileName = (list: { id: number; name: string }, now = new Date()) =>
  `${list.id}_${list.name
    .replace(/[^A-Za-z0-9 ._()&,\-[\]]+/g, '')
    .trim()
    .replace(/\s+/g, '_')}_${now.toISOString().slice(0, 10)}.csv`;
