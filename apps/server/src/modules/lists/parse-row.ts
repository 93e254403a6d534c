import { findCountryCode } from '@registry/core/countries';
import { alpha2OfAlpha3 } from '@registry/core/country-alpha3';
import { MAX_STRING_LENGTH } from '@registry/core/limits';
import { parseNumberOfWorkers } from '@registry/core/number-of-workers';
import { findSector, sectorsAndProducts, UNSPECIFIED_SECTOR } from '@registry/core/sectors';
import { listFileMessages } from '@registry/core/list-file-messages';
import { unsafeTextProblems } from '@registry/core/text-safety';
import type { ColumnMapping, StandardColumn } from './list-columns.ts';
import { LIST_ROW_LIMITS } from './list-file-limits.ts';
import { listRowMessages } from './list-row-messages.ts';
import type { ListRow } from './read-list-file.ts';

/** A file row as a list item: cleaned values, or the reasons it cannot be processed. */
export interface ParsedRow {
  rowIndex: number;
  rawData: Record<string, string>;
  errors: string[];
  countryCode: string | null;
  name: string;
  address: string;
  cleanName: string;
  cleanAddress: string;
  sector: string[];
  productType: string[];
  facilityType: string[];
  processingType: string[];
  numberOfWorkers: string | null;
  parentCompany: string | null;
  nativeLanguageName: string | null;
  lat: number | null;
  lng: number | null;
}

const MAX_PRODUCT_TYPES = 50;

const countryCache = new Map<string, string | null>();

/** ISO-2, ISO-3 or an English name (lists repeat a few values thousands of times, hence the cache). */
export function resolveCountry(value: string): string | null {
  let code = countryCache.get(value);
  if (code === undefined) {
    code = findCountryCode(value) ?? alpha2OfAlpha3(value) ?? null;
    if (countryCache.size < 10_000) countryCache.set(value, code);
  }
  return code;
}

/** Whitespace (line breaks too) collapsed and trimmed: the text as stored. */
export const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Lower case, accents and punctuation folded: two rows with the same key are the same row. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Values of a multi-value cell: split on '|' or ','; a sector whose name has a comma stays whole. */
export function splitValues(value: string): string[] {
  return value
    .split('|')
    .flatMap((part) => {
      if (findSector(part)) return [part];
      const pieces = part.split(',');
      const joined: string[] = [];
      for (let i = 0; i < pieces.length; i++) {
        const two = i + 1 < pieces.length ? `${pieces[i]},${pieces[i + 1]}` : '';
        if (two && findSector(two)) {
          joined.push(two);
          i++;
        } else joined.push(pieces[i]!);
      }
      return joined;
    })
    .map(collapse)
    .filter(Boolean);
}

function textProblems(label: string, value: string): string[] {
  // Too long is reason enough; the pattern checks are kept to texts of a bounded length.
  if (value.length > MAX_STRING_LENGTH) return [listRowMessages.tooLong(label, value.length)];
  return unsafeTextProblems(label, value);
}

function coordinate(value: string | undefined, label: 'lat' | 'lng', errors: string[]): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  const limit = label === 'lat' ? 90 : 180;
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    errors.push(listRowMessages.coordinate(label, quoted(value), limit));
    return null;
  }
  return number;
}

/** A cell's text as quoted in a message: long ones cut, so a message stays a message. */
const quoted = (value: string) => (value.length > 100 ? `${value.slice(0, 100)}…` : value);

/** Columns whose values are checked against MAX_STRING_LENGTH, and the cells they are read from. */
const VALUE_COLUMNS = {
  name: ['name'],
  address: ['address'],
  parent_company: ['parent_company'],
  native_language_name: ['native_language_name'],
  value: [
    'sector',
    'product_type',
    'sector_product_type',
    'facility_type',
    'processing_type',
    'facility_type_processing_type',
  ],
} satisfies Record<string, StandardColumn[]>;

/**
 * The row as stored: the header's columns (the first of a repeated name), the cells refused for
 * their length cut to LIST_ROW_LIMITS.rejectedCellChars, and every cell of a row over the row
 * limit cut so the row fits.
 */
function storedCells(header: string[], cells: string[], cut: Set<number>, rowTooLong: boolean) {
  const { maxRowChars, rejectedCellChars } = LIST_ROW_LIMITS;
  const each = rowTooLong ? Math.min(rejectedCellChars, Math.floor(maxRowChars / Math.max(1, header.length))) : null;
  const rawData: Record<string, string> = {};
  header.forEach((column, i) => {
    if (!column || column in rawData) return;
    const value = cells[i] ?? '';
    rawData[column] = each !== null ? value.slice(0, each) : cut.has(i) ? value.slice(0, rejectedCellChars) : value;
  });
  return rawData;
}

/** Applies the list upload rules of one row (spec part 1 §5; issue [3 of 10] item 2; limits: [3.4]). */
export function parseRow(row: ListRow, header: string[], mapping: ColumnMapping): ParsedRow {
  const { maxCellChars, maxRowChars } = LIST_ROW_LIMITS;
  const errors: string[] = row.error ? [row.error] : [];
  const cut = new Set<number>();
  let rowChars = 0;
  const seen = new Set<string>();
  header.forEach((column, i) => {
    const length = row.cells[i]?.length ?? 0;
    if (!column || seen.has(column)) return;
    seen.add(column);
    // A cell over the cell limit counts as its kept part: it is refused once, as a cell.
    rowChars += Math.min(length, maxCellChars);
    if (length > maxCellChars) {
      errors.push(listFileMessages.cellTooLong(column, length, maxCellChars));
      cut.add(i);
    }
  });
  const rowTooLong = rowChars > maxRowChars;
  if (rowTooLong) errors.push(listFileMessages.rowTooLong(rowChars, maxRowChars));
  // Values are read from cells within the cell limit (the rest of a longer one is refused above).
  const cells = row.cells.map((value) => (value.length > maxCellChars ? value.slice(0, maxCellChars) : value));
  const nonEmptyExtra = row.cells.slice(header.length).filter((cell) => cell.trim() !== '');
  if (nonEmptyExtra.length) errors.push(listRowMessages.extraCells(row.cells.length, header.length));
  const cell = (column: StandardColumn) => {
    const index = mapping.standard[column];
    return index === undefined ? undefined : (cells[index] ?? '');
  };
  const text = (column: StandardColumn) => collapse(cell(column) ?? '');

  const countryValue = text('country');
  const countryCode = countryValue ? resolveCountry(countryValue) : null;
  if (!countryCode) errors.push(listRowMessages.country(quoted(countryValue)));
  const name = text('name');
  const address = text('address');
  if (!name) errors.push(listRowMessages.missing('name'));
  if (!address) errors.push(listRowMessages.missing('address'));
  /** Refused as a cell already: its value's own checks would only repeat that. */
  const refusedCell = (column: StandardColumn) => {
    const index = mapping.standard[column];
    return index !== undefined && cut.has(index);
  };
  if (!refusedCell('name')) errors.push(...textProblems('name', name));
  if (!refusedCell('address')) errors.push(...textProblems('address', address));

  const combined = sectorsAndProducts(splitValues(cell('sector_product_type') ?? ''));
  const sectorColumn = sectorsAndProducts(splitValues(cell('sector') ?? ''));
  const sector = [...new Set([...combined.sectors, ...sectorColumn.sectors])];
  const productType = [
    ...new Set([...combined.products, ...sectorColumn.products, ...splitValues(cell('product_type') ?? '')]),
  ];
  if (productType.length > MAX_PRODUCT_TYPES) errors.push(listRowMessages.tooManyProductTypes);
  const bothTypes = splitValues(cell('facility_type_processing_type') ?? '');
  const facilityType = [...new Set([...bothTypes, ...splitValues(cell('facility_type') ?? '')])];
  const processingType = [...new Set([...bothTypes, ...splitValues(cell('processing_type') ?? '')])];

  const workers = text('number_of_workers');
  if (workers && !parseNumberOfWorkers(workers)) errors.push(listRowMessages.numberOfWorkers(quoted(workers)));
  const parentCompany = text('parent_company') || null;
  const nativeLanguageName = text('native_language_name') || null;
  if (parentCompany && !refusedCell('parent_company')) errors.push(...textProblems('parent_company', parentCompany));
  if (nativeLanguageName && nativeLanguageName.length > MAX_STRING_LENGTH && !refusedCell('native_language_name')) {
    errors.push(listRowMessages.tooLong('native_language_name', nativeLanguageName.length));
  }
  for (const value of [...productType, ...facilityType, ...processingType]) {
    if (value.length > MAX_STRING_LENGTH) errors.push(listRowMessages.tooLong('value', value.length));
  }

  const lat = coordinate(cell('lat'), 'lat', errors);
  const lng = coordinate(cell('lng'), 'lng', errors);
  if ((lat === null) !== (lng === null) && !errors.some((e) => e.includes('lat') || e.includes('lng'))) {
    errors.push(listRowMessages.coordinatePair);
  }

  // A cell whose value was refused for its length is stored cut, like one over the cell limit.
  const tooLong = (label: keyof typeof VALUE_COLUMNS, value: string | null) => {
    if (value === null || value.length <= MAX_STRING_LENGTH) return false;
    for (const column of VALUE_COLUMNS[label] as StandardColumn[]) {
      const index = mapping.standard[column];
      if (index !== undefined && (cells[index]?.length ?? 0) > MAX_STRING_LENGTH) cut.add(index);
    }
    return true;
  };
  tooLong('name', name);
  tooLong('address', address);
  tooLong('parent_company', parentCompany);
  tooLong('native_language_name', nativeLanguageName);
  [...productType, ...facilityType, ...processingType].some((value) => tooLong('value', value));

  return {
    rowIndex: row.rowIndex,
    rawData: storedCells(header, row.cells, cut, rowTooLong),
    errors,
    countryCode,
    name: name.slice(0, MAX_STRING_LENGTH),
    address: address.slice(0, MAX_STRING_LENGTH),
    cleanName: foldText(name),
    cleanAddress: foldText(address),
    sector: sector.length ? sector : [UNSPECIFIED_SECTOR],
    productType,
    facilityType,
    processingType,
    numberOfWorkers: workers || null,
    parentCompany: parentCompany?.slice(0, MAX_STRING_LENGTH) ?? null,
    nativeLanguageName: nativeLanguageName?.slice(0, MAX_STRING_LENGTH) ?? null,
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
  };
}

/** Rows with the same country, name and address are one row repeated: the later ones are DUPLICATE. */
export function duplicateKey(row: ParsedRow): string {
  return `${row.countryCode}\u0000${row.cleanName}\u0000${row.cleanAddress}`;
}
