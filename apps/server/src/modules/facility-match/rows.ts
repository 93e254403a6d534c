import { facilityMatchMessages } from '@registry/core/facility-match-api';
import { mapColumns, parseRow, type ParsedRow } from '../lists/index.ts';

/** A record or file row to match: read by the list upload's rules, or the reasons it cannot be matched. */
export interface RowToMatch {
  rowIndex: number;
  errors: string[];
  countryCode: string | null;
  name: string;
  address: string;
  /** Coordinates given with the row (otherwise the address is geocoded). */
  lat: number | null;
  lng: number | null;
  /** A file row's cells as read, for the result file. */
  cells?: string[];
}

export const rowOfParsed = (row: ParsedRow, cells?: string[]): RowToMatch => ({
  rowIndex: row.rowIndex,
  errors: row.errors,
  countryCode: row.countryCode,
  name: row.name,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  ...(cells ? { cells } : {}),
});

/** JSON records are read as a file with these columns would be, by the same row rules. */
const RECORD_HEADER = ['country', 'name', 'address', 'lat', 'lng'] as const;
const RECORD_MAPPING = mapColumns([...RECORD_HEADER]);

/** A JSON record ({country, name, address, lat?, lng?}) as a row; a value of the wrong type is the row's error. */
export function rowOfRecord(record: unknown, rowIndex: number): RowToMatch {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return {
      rowIndex,
      errors: [facilityMatchMessages.recordNotObject],
      countryCode: null,
      name: '',
      address: '',
      lat: null,
      lng: null,
    };
  }
  const values = record as Record<string, unknown>;
  const typeErrors: string[] = [];
  const cells = RECORD_HEADER.map((field) => {
    const value = values[field];
    if (value === undefined || value === null) return '';
    if (field === 'lat' || field === 'lng') {
      if (typeof value === 'number' || typeof value === 'string') return String(value);
      typeErrors.push(facilityMatchMessages.notCoordinate(field));
      return '';
    }
    if (typeof value === 'string') return value;
    typeErrors.push(facilityMatchMessages.notText(field));
    return '';
  });
  if (typeErrors.length)
    return { rowIndex, errors: typeErrors, countryCode: null, name: '', address: '', lat: null, lng: null };
  return rowOfParsed(parseRow({ rowIndex, cells }, [...RECORD_HEADER], RECORD_MAPPING));
}
