import { findCountryCode } from '@registry/core/countries';
import { alpha2OfAlpha3 } from '@registry/core/country-alpha3';
import { MAX_STRING_LENGTH } from '@registry/core/limits';
import { parseNumberOfWorkers } from '@registry/core/number-of-workers';
import { findSector, sectorsAndProducts, UNSPECIFIED_SECTOR } from '@registry/core/sectors';
import { unsafeTextProblems } from '@registry/core/text-safety';
import type { ColumnMapping, StandardColumn } from './list-columns.ts';
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
  const errors: string[] = [];
  if (value.length > MAX_STRING_LENGTH) errors.push(listRowMessages.tooLong(label, value.length));
  return [...errors, ...unsafeTextProblems(label, value)];
}

function coordinate(value: string | undefined, label: 'lat' | 'lng', errors: string[]): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  const limit = label === 'lat' ? 90 : 180;
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    errors.push(listRowMessages.coordinate(label, value, limit));
    return null;
  }
  return number;
}

/** Applies the list upload rules of one row (spec part 1 §5; issue [3 of 10] item 2). */
export function parseRow(row: ListRow, header: string[], mapping: ColumnMapping): ParsedRow {
  const rawData: Record<string, string> = {};
  header.forEach((column, i) => {
    if (column && !(column in rawData)) rawData[column] = row.cells[i] ?? '';
  });
  const errors: string[] = row.error ? [row.error] : [];
  const nonEmptyExtra = row.cells.slice(header.length).filter((cell) => cell.trim() !== '');
  if (nonEmptyExtra.length) errors.push(listRowMessages.extraCells(row.cells.length, header.length));
  const cell = (column: StandardColumn) => {
    const index = mapping.standard[column];
    return index === undefined ? undefined : (row.cells[index] ?? '');
  };
  const text = (column: StandardColumn) => collapse(cell(column) ?? '');

  const countryValue = text('country');
  const countryCode = countryValue ? resolveCountry(countryValue) : null;
  if (!countryCode) errors.push(listRowMessages.country(countryValue));
  const name = text('name');
  const address = text('address');
  if (!name) errors.push(listRowMessages.missing('name'));
  if (!address) errors.push(listRowMessages.missing('address'));
  errors.push(...textProblems('name', name), ...textProblems('address', address));

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
  if (workers && !parseNumberOfWorkers(workers)) errors.push(listRowMessages.numberOfWorkers(workers));
  const parentCompany = text('parent_company') || null;
  const nativeLanguageName = text('native_language_name') || null;
  if (parentCompany) errors.push(...textProblems('parent_company', parentCompany));
  if (nativeLanguageName && nativeLanguageName.length > MAX_STRING_LENGTH) {
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

  return {
    rowIndex: row.rowIndex,
    rawData,
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
