import type { ExportRow } from './export-queries.ts';

/**
 * The spec's columns (part 1 §9) first, then the extended fields, contributors and claim
 * status. Lists are joined with '|', as contributors' own files do.
 */
export const DOWNLOAD_HEADERS = [
  'os_id',
  'name',
  'address',
  'country_code',
  'country_name',
  'lat',
  'lng',
  'sector',
  'product_type',
  'facility_type',
  'processing_type',
  'number_of_workers',
  'parent_company',
  'native_language_name',
  'contributors',
  'claim_status',
  'is_closed',
  // How precise an approximate point is (geocode-precision.ts); empty for given or corrected ones.
  'geocoded_location_type',
] as const;

export type DownloadCell = string | number;

export const claimStatus = (row: Pick<ExportRow, 'has_approved_claim' | 'has_pending_claim'>) =>
  row.has_approved_claim ? 'claimed' : row.has_pending_claim ? 'pending' : 'unclaimed';

export function downloadRow(row: ExportRow, names: Map<number, string>): DownloadCell[] {
  const contributors = row.public_contributor_ids.map((id) => names.get(id)).filter((name): name is string => !!name);
  return [
    row.os_id,
    row.name,
    row.address,
    row.country_code,
    row.country_name,
    row.lat,
    row.lng,
    row.sectors,
    row.product_types,
    row.facility_types,
    row.processing_types,
    row.number_of_workers,
    row.parent_companies,
    row.native_language_names,
    contributors.join('|'),
    claimStatus(row),
    row.is_closed ? 'true' : 'false',
    row.geocoded_location_type ?? '',
  ];
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: text that a spreadsheet would run as a formula is prefixed with a quote mark. */
export function csvField(value: DownloadCell): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly DownloadCell[]) => `${cells.map(csvField).join(',')}\r\n`;
