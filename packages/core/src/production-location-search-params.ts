import { z } from 'zod';
import { MAX_STRING_LENGTH } from './limits.ts';
import { normalizeOsId } from './os-id.ts';
import { PRODUCTION_LOCATION_SEARCH_SIZE, productionLocationCountry } from './production-location-rules.ts';

/**
 * The query string of GET /api/v1/production-locations/ (Open Supply Hub's v1 search): paging and
 * sort, text, filters, geo and the geohex aggregation. Each refusal names the parameter family as
 * the anchor does (`number_of_workers` for `number_of_workers[min]`) and says the allowed form; the
 * server answers them with 400 {detail: V1_QUERY_INVALID, errors: [{field, detail}]}.
 */

export const V1_QUERY_INVALID = 'The request query is invalid.';
export const V1_MAX_SIZE = 250;
/** from + size: deep offsets are refused (use search_after); the anchor's index allows the same window. */
export const V1_MAX_WINDOW = 10_000;
export const V1_SORTS = ['name', 'address', 'claim_status', 'claimed_at'] as const;
export const V1_CLAIM_STATUSES = ['claimed', 'unclaimed', 'pending'] as const;
/** The anchor's default radius around coordinates[lat|lng]. */
export const V1_DEFAULT_DISTANCE = '10km';
/** OpenSearch's default geohex_grid precision. */
export const V1_DEFAULT_GEOHEX_PRECISION = 5;
const MAX_LIST_VALUES = 100;
const MAX_POLYGON_POINTS = 1000;

const text = z.string().max(MAX_STRING_LENGTH).optional();
/** A parameter that may be repeated (`a=1&a=2`); each value as sent. */
const repeated = z.union([z.string(), z.array(z.string())]).optional();
const number = z.string().optional();

/** Every parameter as the query string carries it (documented in OpenAPI). */
export const v1SearchQueryShape = {
  from: number.describe('Offset of the first result (from + size at most 10000)'),
  size: z.union([z.string(), z.number()]).optional().describe(`Results per answer, 1-${V1_MAX_SIZE} (default 10)`),
  sort_by: z
    .string()
    .optional()
    .describe(`One of ${V1_SORTS.join(', ')}; default: relevance with query, else name`),
  order_by: z.string().optional().describe('asc (default) or desc'),
  'search_after[value]': z.string().optional().describe('With search_after[id]: the sort value of the last result'),
  'search_after[id]': z.string().optional().describe('With search_after[value]: the OS ID of the last result'),
  query: text.describe('Words of the name or address (accent-insensitive, spelling-tolerant), or an OS ID'),
  os_id: repeated.describe('OS IDs (current or historical), repeated or comma-separated'),
  name: text.describe(
    'Alone with country (and address, size <= 100): the matcher ranks the best matches; otherwise names like it',
  ),
  local_name: text.describe('Names in the local language like it'),
  description: text.describe("Words of the claimed location's description"),
  address: text.describe('Addresses like it'),
  country: repeated.describe('ISO 3166-1 alpha-2 codes (alpha-3 or English names are read too), repeated'),
  sector: repeated,
  product_type: repeated,
  location_type: repeated,
  processing_type: repeated,
  'number_of_workers[min]': number.describe("With number_of_workers[max]: the location's range lies within"),
  'number_of_workers[max]': number,
  'percent_female_workers[min]': number.describe('With percent_female_workers[max]: 0 < min <= max <= 100'),
  'percent_female_workers[max]': number,
  minimum_order_quantity: repeated,
  average_lead_time: repeated,
  affiliations: repeated,
  certifications_standards_regulations: repeated,
  contributor_id: repeated.describe('Contributor ids, repeated or comma-separated'),
  claim_status: repeated.describe(V1_CLAIM_STATUSES.join(', ')),
  claimed_at_gt: z.string().optional().describe('ISO date or date-time'),
  claimed_at_lt: z.string().optional().describe('ISO date or date-time'),
  'coordinates[lat]': number.describe('With coordinates[lng]: the centre of a radius search'),
  'coordinates[lng]': number,
  distance: z.string().optional().describe(`Radius with its unit (m, km, mi); default ${V1_DEFAULT_DISTANCE}`),
  'geo_bounding_box[top]': number.describe('With left, bottom and right: a bounding box'),
  'geo_bounding_box[left]': number,
  'geo_bounding_box[bottom]': number,
  'geo_bounding_box[right]': number,
  geo_polygon: repeated.describe("At least 3 points 'lat,lng', repeated"),
  aggregation: z.string().optional().describe('geohex_grid: counts per H3 cell'),
  geohex_grid_precision: number.describe(`H3 resolution 0-15 (default ${V1_DEFAULT_GEOHEX_PRECISION})`),
} as const;

export type V1ClaimStatus = (typeof V1_CLAIM_STATUSES)[number];
export type V1Sort = (typeof V1_SORTS)[number];

/** The v1 search as the server runs it. */
export interface V1Search {
  from: number;
  size: number;
  sortBy: V1Sort | null;
  order: 'asc' | 'desc';
  searchAfter: { value: string; id: string } | null;
  query: string | null;
  osIds: string[];
  name: string | null;
  localName: string | null;
  description: string | null;
  address: string | null;
  countries: string[];
  sectors: string[];
  productTypes: string[];
  locationTypes: string[];
  processingTypes: string[];
  workers: { min: number; max: number } | null;
  femaleWorkers: { min: number; max: number } | null;
  minimumOrderQuantities: string[];
  averageLeadTimes: string[];
  affiliations: string[];
  certifications: string[];
  contributorIds: number[];
  claimStatuses: V1ClaimStatus[];
  claimedAfter: Date | null;
  claimedBefore: Date | null;
  radius: { lat: number; lng: number; meters: number } | null;
  boundingBox: { top: number; left: number; bottom: number; right: number } | null;
  /** Points as [lat, lng], as sent (not closed). */
  polygon: [number, number][] | null;
  geohexPrecision: number | null;
  /**
   * The single-location screen's lookup (name and one country, perhaps an address, size <= 100,
   * nothing else): ranked by the matcher, as the spec's call has always been.
   */
  matcherLookup: { name: string; address: string; country: string; size: number } | null;
}

export type V1FieldErrors = Record<string, string[]>;

type Raw = Record<string, unknown>;

const valuesOf = (value: unknown): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((item) => String(item).trim());

/** The first value of a parameter given once (a repeated one counts its first, as the anchor does). */
const single = (raw: Raw, key: string): string | undefined => {
  const [first] = valuesOf(raw[key]);
  return first === undefined || first === '' ? undefined : first;
};

const DISTANCE_UNITS: Record<string, number> = { m: 1, km: 1000, mi: 1609.344 };

/** Parses and checks the query string; errors by parameter family, in the anchor's words where it has them. */
export function parseV1Search(raw: Raw): { ok: true; search: V1Search } | { ok: false; errors: V1FieldErrors } {
  const errors: V1FieldErrors = {};
  const add = (field: string, detail: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(detail)) list.push(detail);
  };
  const finite = (field: string, key: string, detail: string): number | null => {
    const value = single(raw, key);
    if (value === undefined) return null;
    const parsed = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(parsed)) {
      add(field, detail);
      return null;
    }
    return parsed;
  };
  const whole = (field: string, key: string, detail: string): number | null => {
    const value = single(raw, key);
    if (value === undefined) return null;
    if (!/^\d{1,9}$/.test(value)) {
      add(field, detail);
      return null;
    }
    return Number(value);
  };
  const list = (key: string, { split = false } = {}) => {
    const values = valuesOf(raw[key])
      .flatMap((value) => (split ? value.split(',') : [value]))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > MAX_LIST_VALUES) add(key, `Give at most ${MAX_LIST_VALUES} values.`);
    if (values.some((value) => value.length > MAX_STRING_LENGTH))
      add(key, `Ensure each value has at most ${MAX_STRING_LENGTH} characters.`);
    return values;
  };
  const textOf = (key: string) => {
    const value = single(raw, key);
    if (value !== undefined && value.length > MAX_STRING_LENGTH)
      add(key, `Ensure this value has at most ${MAX_STRING_LENGTH} characters.`);
    return value ?? null;
  };

  // Paging and sort.
  const sizeDetail = `Size must be a positive integer less than or equal to ${V1_MAX_SIZE}.`;
  const size = whole('size', 'size', 'Size must be a valid integer.') ?? 10;
  if (size < 1 || size > V1_MAX_SIZE) add('size', sizeDetail);
  const from = whole('from', 'from', 'From must be a whole number, 0 or more.') ?? 0;
  if (from + size > V1_MAX_WINDOW)
    add('from', `from + size must be at most ${V1_MAX_WINDOW}; use search_after to read further.`);
  const sortBy = single(raw, 'sort_by');
  if (sortBy !== undefined && !(V1_SORTS as readonly string[]).includes(sortBy))
    add('sort_by', `"${sortBy}" is not a valid choice. Use one of ${V1_SORTS.join(', ')}.`);
  const order = single(raw, 'order_by') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') add('order_by', `"${order}" is not a valid choice. Use asc or desc.`);
  const afterValue = single(raw, 'search_after[value]');
  const afterId = single(raw, 'search_after[id]');
  if ((afterValue === undefined) !== (afterId === undefined))
    add('search_after', 'Both search_after[value] and search_after[id] must be provided.');
  if (afterValue !== undefined && from > 0) add('search_after', 'search_after cannot be combined with from.');

  // Text.
  const query = textOf('query');
  const osIds = list('os_id', { split: true }).map(normalizeOsId);
  const name = textOf('name');
  const localName = textOf('local_name');
  const description = textOf('description');
  const address = textOf('address');

  // Filters.
  const countries = list('country').flatMap((value) => {
    const code = productionLocationCountry(value);
    if (!code) add('country', `'${value}' is not a valid country.`);
    return code ? [code] : [];
  });
  const range = (
    family: string,
    read: (field: string, key: string, detail: string) => number | null,
    detail: string,
    check: (min: number, max: number) => void,
  ) => {
    const min = read(family, `${family}[min]`, detail);
    const max = read(family, `${family}[max]`, detail);
    const given = [`${family}[min]`, `${family}[max]`].filter((key) => single(raw, key) !== undefined).length;
    if (given === 1) return { partial: true as const };
    if (min === null || max === null) return null;
    check(min, max);
    return { min, max };
  };
  const workersRange = range(
    'number_of_workers',
    whole,
    'number_of_workers[min] and [max] must be whole numbers.',
    (min, max) => {
      if (min > max) add('number_of_workers', 'Minimum value must be less than or equal to maximum value.');
    },
  );
  if (workersRange && 'partial' in workersRange)
    add('number_of_workers', 'The value must be a valid object with `min` and `max` properties.');
  const femaleRange = range(
    'percent_female_workers',
    finite,
    'percent_female_workers[min] and [max] must be numbers.',
    (min, max) => {
      if (!(min > 0 && min <= 100 && max > 0 && max <= 100))
        add('percent_female_workers', 'Percentages must be between 0 and 100.');
      if (min > max)
        add('percent_female_workers', 'Minimum percentage must be less than or equal to maximum percentage.');
    },
  );
  if (femaleRange && 'partial' in femaleRange)
    add('percent_female_workers', 'Both min and max percentages must be provided.');
  const contributorIds = list('contributor_id', { split: true }).flatMap((value) => {
    if (!/^\d{1,15}$/.test(value)) {
      add('contributor_id', `'${value}' is not a valid contributor id: use whole numbers.`);
      return [];
    }
    return [Number(value)];
  });
  const claimStatuses = list('claim_status', { split: true }).filter((value): value is V1ClaimStatus => {
    const known = (V1_CLAIM_STATUSES as readonly string[]).includes(value);
    if (!known)
      add(
        'claim_status',
        `Invalid claim status(es): '${value}'. Allowed values are ${V1_CLAIM_STATUSES.map((s) => `'${s}'`).join(', ')}.`,
      );
    return known;
  });
  const date = (key: string) => {
    const value = single(raw, key);
    if (value === undefined) return null;
    const parsed = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : null;
    if (!parsed || Number.isNaN(parsed.getTime())) {
      add(key, 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss]Z.');
      return null;
    }
    return parsed;
  };
  const claimedAfter = date('claimed_at_gt');
  const claimedBefore = date('claimed_at_lt');
  if (claimedAfter && claimedBefore && claimedAfter > claimedBefore)
    add('claimed_at_gt', "The 'claimed_at_gt' must be less than or equal to 'claimed_at_lt'.");

  // Geo.
  const lat = finite('coordinates', 'coordinates[lat]', 'Latitude must be between -90 and 90 degrees.');
  const lng = finite('coordinates', 'coordinates[lng]', 'Longitude must be between -180 and 180 degrees.');
  const latGiven = single(raw, 'coordinates[lat]') !== undefined;
  const lngGiven = single(raw, 'coordinates[lng]') !== undefined;
  if (latGiven !== lngGiven) add('coordinates', 'Both latitude and longitude must be provided.');
  if (lat !== null && Math.abs(lat) > 90) add('coordinates', 'Latitude must be between -90 and 90 degrees.');
  if (lng !== null && Math.abs(lng) > 180) add('coordinates', 'Longitude must be between -180 and 180 degrees.');
  const distanceText = single(raw, 'distance') ?? V1_DEFAULT_DISTANCE;
  const distanceMatch = /^(\d+(?:\.\d+)?)\s*(m|km|mi)?$/.exec(distanceText);
  const meters = distanceMatch ? Number(distanceMatch[1]) * DISTANCE_UNITS[distanceMatch[2] ?? 'm']! : Number.NaN;
  if (!distanceMatch || !(meters > 0) || meters > 20_000_000)
    add('distance', "The distance must be a positive number with a unit (m, km or mi), e.g. '10km', at most 20000km.");
  if (single(raw, 'distance') !== undefined && !latGiven)
    add('distance', 'distance needs coordinates[lat] and coordinates[lng].');

  const boxKeys = ['top', 'left', 'bottom', 'right'] as const;
  const boxGiven = boxKeys.filter((key) => single(raw, `geo_bounding_box[${key}]`) !== undefined);
  let boundingBox: V1Search['boundingBox'] = null;
  if (boxGiven.length > 0 && boxGiven.length < 4) {
    add('geo_bounding_box', 'All coordinates (top, left, bottom, right) must be provided.');
  } else if (boxGiven.length === 4) {
    const box = Object.fromEntries(
      boxKeys.map((key) => [
        key,
        finite('geo_bounding_box', `geo_bounding_box[${key}]`, `The ${key} value must be a number.`),
      ]),
    ) as Record<(typeof boxKeys)[number], number | null>;
    if (boxKeys.every((key) => box[key] !== null)) {
      const b = box as Record<(typeof boxKeys)[number], number>;
      for (const key of boxKeys) {
        const limit = key === 'top' || key === 'bottom' ? 90 : 180;
        if (Math.abs(b[key]) > limit)
          add('geo_bounding_box', `The ${key} value must be between ${-limit} and ${limit}.`);
      }
      if (b.top <= b.bottom) add('geo_bounding_box', 'The top must be greater than bottom.');
      if (b.right <= b.left) add('geo_bounding_box', 'The right must be greater than left.');
      boundingBox = b;
    }
  }

  const polygonPoints = valuesOf(raw.geo_polygon).filter(Boolean);
  let polygon: V1Search['polygon'] = null;
  if (polygonPoints.length > 0) {
    if (polygonPoints.length < 3)
      add('geo_polygon', 'At least 3 points are required in geo_polygon to form a valid polygon.');
    if (polygonPoints.length > MAX_POLYGON_POINTS)
      add('geo_polygon', `Give at most ${MAX_POLYGON_POINTS} points in geo_polygon.`);
    polygon = [];
    for (const point of polygonPoints.slice(0, MAX_POLYGON_POINTS + 1)) {
      const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(point);
      if (!match) {
        add('geo_polygon', `Invalid coordinate format: ${point}, must be 'lat,lon' as floats.`);
        continue;
      }
      const [pointLat, pointLng] = [Number(match[1]), Number(match[2])];
      if (Math.abs(pointLat) > 90) add('geo_polygon', `Invalid latitude ${pointLat}, must be between -90 and 90.`);
      if (Math.abs(pointLng) > 180) add('geo_polygon', `Invalid longitude ${pointLng}, must be between -180 and 180.`);
      polygon.push([pointLat, pointLng]);
    }
  }

  // Aggregation.
  const aggregation = single(raw, 'aggregation');
  if (aggregation !== undefined && aggregation !== 'geohex_grid')
    add('aggregation', `"${aggregation}" is not a valid choice. Use geohex_grid.`);
  const precision = whole(
    'geohex_grid_precision',
    'geohex_grid_precision',
    'Ensure this value is a whole number from 0 to 15.',
  );
  if (precision !== null && precision > 15)
    add('geohex_grid_precision', 'Ensure this value is less than or equal to 15.');

  if (Object.keys(errors).length) return { ok: false, errors };

  const given = Object.keys(raw).filter((key) => valuesOf(raw[key]).some(Boolean));
  const lookupKeys = new Set(['name', 'address', 'country', 'size']);
  const matcherLookup =
    name !== null &&
    countries.length === 1 &&
    size <= PRODUCTION_LOCATION_SEARCH_SIZE &&
    given.every((key) => lookupKeys.has(key))
      ? { name, address: address ?? '', country: countries[0]!, size }
      : null;

  return {
    ok: true,
    search: {
      from,
      size,
      sortBy: (sortBy as V1Sort | undefined) ?? null,
      order: order as 'asc' | 'desc',
      searchAfter: afterValue !== undefined && afterId !== undefined ? { value: afterValue, id: afterId } : null,
      query,
      osIds,
      name,
      localName,
      description,
      address,
      countries,
      sectors: list('sector'),
      productTypes: list('product_type'),
      locationTypes: list('location_type'),
      processingTypes: list('processing_type'),
      workers: workersRange && !('partial' in workersRange) ? workersRange : null,
      femaleWorkers: femaleRange && !('partial' in femaleRange) ? femaleRange : null,
      minimumOrderQuantities: list('minimum_order_quantity'),
      averageLeadTimes: list('average_lead_time'),
      affiliations: list('affiliations'),
      certifications: list('certifications_standards_regulations'),
      contributorIds,
      claimStatuses,
      claimedAfter,
      claimedBefore,
      radius: lat !== null && lng !== null ? { lat, lng, meters } : null,
      boundingBox,
      polygon,
      geohexPrecision: aggregation === 'geohex_grid' ? (precision ?? V1_DEFAULT_GEOHEX_PRECISION) : null,
      matcherLookup,
    },
  };
}

/** The declared query: every parameter documented; parseV1Search reads them (the route's validator). */
export const v1SearchQuery = z.object(v1SearchQueryShape).transform((raw, ctx) => {
  const parsed = parseV1Search(raw);
  if (parsed.ok) return parsed.search;
  for (const [field, details] of Object.entries(parsed.errors))
    for (const message of details) ctx.addIssue({ code: 'custom', path: [field], message });
  return z.NEVER;
});
