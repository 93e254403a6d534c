import { z } from 'zod';
import { countryName, findCountryCode } from './countries.ts';
import { ALPHA3_TO_ALPHA2 } from './country-alpha3.ts';
import { MAX_STRING_LENGTH } from './limits.ts';
import { parseNumberOfWorkers, type WorkerCount } from './number-of-workers.ts';
import { sectorsAndProducts } from './sectors.ts';
import { unsafeTextProblems } from './text-safety.ts';

/**
 * The add-location rules of spec part 1 §5 (single-location form) and the v1 production-locations
 * API: the web form and the server apply these same functions and messages.
 */

export const MAX_PRODUCT_TYPES = 50;
/** Spec part 1 §9: name/address search answers up to 100 results. */
export const PRODUCTION_LOCATION_SEARCH_SIZE = 100;

/** Field labels used in messages ('{label} cannot be a number.'). */
export const PRODUCTION_LOCATION_LABELS = {
  name: 'Name',
  local_name: 'Local name',
  address: 'Address',
  country: 'Country',
  sector: 'Sector',
  product_type: 'Product type',
  location_type: 'Location type',
  processing_type: 'Processing type',
  number_of_workers: 'Number of workers',
  parent_company: 'Parent company',
} as const;

export type ProductionLocationField = keyof typeof PRODUCTION_LOCATION_LABELS;

export const PRODUCTION_LOCATION_MESSAGES = {
  nameRequired: 'Name is required.',
  addressRequired: 'Address is required.',
  countryRequired: 'Country is required.',
  countryUnknown: (value: string) =>
    `'${value}' is not a valid country. Use a country name or its ISO 3166-1 alpha-2 or alpha-3 code.`,
  spaces: 'Remove spaces at start and end of text.',
  number: (label: string) => `${label} cannot be a number.`,
  // Spec part 1 §5 names the rule ("not only spaces or symbols") but not its text.
  symbols: (label: string) => `${label} must contain letters or numbers, not only spaces or symbols.`,
  tooLong: (label: string) => `${label} must be at most ${MAX_STRING_LENGTH} characters.`,
  productTypesMax: `Maximum of ${MAX_PRODUCT_TYPES} product types allowed.`,
  numberOfWorkers:
    'Enter a single positive number (e.g., 5) or a valid range (e.g., 3–10), where both numbers are at least 1 and the first is not greater than the second.',
  notText: (label: string) => `${label} must be text.`,
  notList: (label: string) => `${label} must be a text or a list of texts.`,
  coordinates: 'Coordinates need both lat (-90 to 90) and lng (-180 to 180).',
  duplicateOverride: 'Must be true or false.',
} as const;

const NUMBER_TEXT = /^[+-]?\d+(?:[.,]\d+)*$/;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A text field's problem, or undefined: no leading or trailing spaces, not a number, not only
 * spaces or symbols, at most 200 characters, no spreadsheet formula or HTML markup. `required` is the message for an empty value;
 * without it an empty value is fine (the field is optional).
 */
export function textFieldProblem(label: string, value: string, required?: string): string | undefined {
  if (value.trim() === '') {
    if (required) return required;
    return value === '' ? undefined : PRODUCTION_LOCATION_MESSAGES.symbols(label);
  }
  if (value !== value.trim()) return PRODUCTION_LOCATION_MESSAGES.spaces;
  if (NUMBER_TEXT.test(value)) return PRODUCTION_LOCATION_MESSAGES.number(label);
  if (!HAS_LETTER_OR_DIGIT.test(value)) return PRODUCTION_LOCATION_MESSAGES.symbols(label);
  if (value.length > MAX_STRING_LENGTH) return PRODUCTION_LOCATION_MESSAGES.tooLong(label);
  // The list upload's rule too: no formula, no markup.
  return unsafeTextProblems(label, value)[0];
}

/** The problem of a multi-value field (sector, product, location and processing types), or undefined. */
export function listFieldProblem(
  field: 'sector' | 'product_type' | 'location_type' | 'processing_type',
  values: readonly string[],
): string | undefined {
  if (field === 'product_type' && values.length > MAX_PRODUCT_TYPES)
    return PRODUCTION_LOCATION_MESSAGES.productTypesMax;
  for (const value of values) {
    const problem = textFieldProblem(PRODUCTION_LOCATION_LABELS[field], value);
    if (problem) return problem;
  }
  return undefined;
}

/** Number of workers as typed: empty (not set), a positive number, or a range min-max with min <= max. */
export function workersFieldProblem(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  return parseNumberOfWorkers(value) ? undefined : PRODUCTION_LOCATION_MESSAGES.numberOfWorkers;
}

/** The alpha-2 code of a country written as alpha-2, alpha-3 or an English name; undefined when unknown. */
export function productionLocationCountry(value: string): string | undefined {
  const trimmed = value.trim();
  return (
    findCountryCode(trimmed) ?? (/^[A-Za-z]{3}$/.test(trimmed) ? ALPHA3_TO_ALPHA2[trimmed.toUpperCase()] : undefined)
  );
}

/** The create (POST) and update (PATCH) body of /api/v1/production-locations/. */
export interface ProductionLocationPayload {
  name: string;
  address: string;
  /** Alpha-2 code (the form sends its dropdown value), alpha-3 or English name. */
  country: string;
  sector?: string[];
  product_type?: string[];
  location_type?: string[];
  processing_type?: string[];
  /** '5', '3-10', 5, or {min, max}. */
  number_of_workers?: string | number | WorkerCount;
  parent_company?: string;
  /** The name in the location's own language and script (the anchor's v1 field), beside the Latin `name`. */
  local_name?: string;
  /** Where the location is; without it the address is geocoded. */
  coordinates?: { lat: number; lng: number };
  /** Create even when a location that looks the same exists (otherwise 409). */
  duplicate_override?: boolean;
}

/** What is stored as the event's cleaned_data and answered back. Empty optional fields are left out. */
export interface ProductionLocationCleanedData {
  name: string;
  address: string;
  country: { name: string; alpha_2: string };
  sector?: string[];
  product_type?: string[];
  location_type?: string[];
  processing_type?: string[];
  number_of_workers?: WorkerCount;
  parent_company?: string;
  local_name?: string;
  coordinates?: { lat: number; lng: number };
}

type FieldErrors = Partial<
  Record<ProductionLocationField | 'coordinates' | 'duplicate_override' | 'non_field_errors', string[]>
>;

export type ProductionLocationCheck =
  { ok: true; data: ProductionLocationCleanedData; duplicateOverride: boolean } | { ok: false; errors: FieldErrors };

const LIST_FIELDS = ['sector', 'product_type', 'location_type', 'processing_type'] as const;
const KNOWN_KEYS = new Set<string>([
  'name',
  'address',
  'country',
  ...LIST_FIELDS,
  'number_of_workers',
  'parent_company',
  'local_name',
  'coordinates',
  'duplicate_override',
  'source',
]);

/** A list field as sent: a list of texts, or one text (one value). */
function listValues(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return undefined;
}

function workersValue(value: unknown): WorkerCount | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? { min: value, max: value } : 'invalid';
  if (typeof value === 'string') return parseNumberOfWorkers(value) ?? 'invalid';
  if (typeof value === 'object') {
    const { min, max } = value as Record<string, unknown>;
    const ok =
      typeof min === 'number' &&
      typeof max === 'number' &&
      Number.isInteger(min) &&
      Number.isInteger(max) &&
      min >= 1 &&
      min <= max;
    return ok ? { min, max } : 'invalid';
  }
  return 'invalid';
}

/**
 * Checks a create or update body with every rule above and returns the cleaned data, or the
 * problems per field (all of them, so a form or API caller can fix everything at once).
 */
export function checkProductionLocation(body: unknown): ProductionLocationCheck {
  const errors: FieldErrors = {};
  const add = (field: keyof FieldErrors, message: string) => (errors[field] ??= []).push(message);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { non_field_errors: ['The request body must be a JSON object.'] } };
  }
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!KNOWN_KEYS.has(key)) add('non_field_errors', `Unknown field '${key}'.`);

  const text = (field: 'name' | 'address' | 'parent_company' | 'local_name', required?: string): string => {
    const value = input[field];
    if (value === undefined || value === null) {
      if (required) add(field, required);
      return '';
    }
    if (typeof value !== 'string') {
      add(field, PRODUCTION_LOCATION_MESSAGES.notText(PRODUCTION_LOCATION_LABELS[field]));
      return '';
    }
    const problem = textFieldProblem(PRODUCTION_LOCATION_LABELS[field], value, required);
    if (problem) add(field, problem);
    return value;
  };
  const name = text('name', PRODUCTION_LOCATION_MESSAGES.nameRequired);
  const address = text('address', PRODUCTION_LOCATION_MESSAGES.addressRequired);
  const parentCompany = text('parent_company');
  const localName = text('local_name');

  let countryCode: string | undefined;
  const country = input.country;
  if (country === undefined || country === null || (typeof country === 'string' && country.trim() === '')) {
    add('country', PRODUCTION_LOCATION_MESSAGES.countryRequired);
  } else if (typeof country !== 'string') {
    add('country', PRODUCTION_LOCATION_MESSAGES.notText(PRODUCTION_LOCATION_LABELS.country));
  } else {
    countryCode = productionLocationCountry(country);
    if (!countryCode) add('country', PRODUCTION_LOCATION_MESSAGES.countryUnknown(country));
  }

  const lists: Partial<Record<(typeof LIST_FIELDS)[number], string[]>> = {};
  for (const field of LIST_FIELDS) {
    const values = listValues(input[field]);
    if (!values) {
      add(field, PRODUCTION_LOCATION_MESSAGES.notList(PRODUCTION_LOCATION_LABELS[field]));
      continue;
    }
    const problem = listFieldProblem(field, values);
    if (problem) add(field, problem);
    const unique = [...new Set(values)];
    if (unique.length) lists[field] = unique;
  }

  const workers = workersValue(input.number_of_workers);
  if (workers === 'invalid') add('number_of_workers', PRODUCTION_LOCATION_MESSAGES.numberOfWorkers);

  let coordinates: { lat: number; lng: number } | undefined;
  if (input.coordinates !== undefined && input.coordinates !== null) {
    const parsed = z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .safeParse(input.coordinates);
    if (parsed.success) coordinates = parsed.data;
    else add('coordinates', PRODUCTION_LOCATION_MESSAGES.coordinates);
  }

  const override = input.duplicate_override;
  if (override !== undefined && typeof override !== 'boolean')
    add('duplicate_override', PRODUCTION_LOCATION_MESSAGES.duplicateOverride);

  // As in lists: a sector that is not one of the known sectors is kept as a product type.
  const { sectors, products } = sectorsAndProducts(lists.sector ?? []);
  const productTypes = [...new Set([...products, ...(lists.product_type ?? [])])];
  if (productTypes.length > MAX_PRODUCT_TYPES && !errors.product_type)
    add('product_type', PRODUCTION_LOCATION_MESSAGES.productTypesMax);
  if (sectors.length) lists.sector = sectors;
  else delete lists.sector;
  if (productTypes.length) lists.product_type = productTypes;

  if (Object.keys(errors).length > 0 || !countryCode) return { ok: false, errors };
  return {
    ok: true,
    duplicateOverride: override === true,
    data: {
      name,
      address,
      country: { name: countryName(countryCode) ?? countryCode, alpha_2: countryCode },
      ...lists,
      ...(workers && workers !== 'invalid' ? { number_of_workers: workers } : {}),
      ...(parentCompany ? { parent_company: parentCompany } : {}),
      ...(localName ? { local_name: localName } : {}),
      ...(coordinates ? { coordinates } : {}),
    },
  };
}
