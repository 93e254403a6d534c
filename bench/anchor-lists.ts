// The anchor project's real supplier lists (../shared/fixtures/anchor-lists): read at bench time,
// never copied into the project.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findCountryCode } from '@registry/core/countries';

export const ANCHOR_LISTS_DIR = path.resolve(import.meta.dirname, '../../shared/fixtures/anchor-lists');

export interface AnchorRow {
  /** ISO 3166-1 alpha-2 */
  country: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** The list file the row is from (its name within the folder). */
  file: string;
}

/** The records of one list file, by column name. */
export const readListRecords = (file: string) =>
  parse(fs.readFileSync(file), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];

/** The rows of every list in `dir` with a known country, an address and coordinates (the name may be empty). */
export function readAnchorRows(dir: string): AnchorRow[] {
  const rows: AnchorRow[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const records = readListRecords(path.join(dir, file));
    for (const record of records) {
      const country = findCountryCode(record.country ?? '');
      const lat = Number(record.lat);
      const lng = Number(record.lng);
      const name = (record.name ?? '').trim();
      const address = (record.address ?? '').trim();
      if (!country || !address || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      rows.push({ country, name, address, lat, lng, file });
    }
  }
  return rows;
}
