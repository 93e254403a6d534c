import { z } from 'zod';
import { normalizeOsId } from './os-id.ts';
import { isCountryCode } from './countries.ts';
import {
  MAX_SEARCH_PAGE,
  FACILITIES_PAGE_SIZE,
  FACILITIES_DETAIL_PAGE_SIZE,
  MAX_FACILITIES_PAGE_SIZE,
} from './search.ts';

/** Bounds on what one filter may carry, so an oversized query string is a 400, not a slow query. */
const MAX_FILTER_VALUES = 500;
const MAX_VALUE_LENGTH = 200;
const tooMany = `Give at most ${MAX_FILTER_VALUES} values.`;
const tooLong = `Ensure each value has at most ${MAX_VALUE_LENGTH} characters.`;

/** A query value given once (`a=1`), repeated (`a=1&a=2`) or comma-joined (`a=1,2`). */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(MAX_VALUE_LENGTH, tooLong)).max(MAX_FILTER_VALUES, tooMany));

/** Free-text values may contain commas ('ABC Textiles, Ltd.'): only repeated keys split them. */
const textList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(MAX_VALUE_LENGTH, tooLong)).max(MAX_FILTER_VALUES, tooMany));

const idList = list.pipe(
  z.array(
    z
      .string()
      .regex(/^\d{1,15}$/, 'Must be a list of whole numbers.')
      .transform(Number),
  ),
);

/** A positive whole number written in digits; anything else says so plainly. */
const wholeNumber = (max: number, tooBig: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Must be a whole number.')
    .transform(Number)
    .pipe(z.number().min(1, 'Must be 1 or more.').max(max, tooBig));

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: "Must be 'true' or 'false'." })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const polygon = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(position).min(4, 'A polygon ring needs at least 4 positions.').max(1000)).min(1).max(20),
});

const boundary = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    try {
      const parsed = polygon.safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through to the message below
    }
    ctx.addIssue({ code: 'custom', message: 'Must be a GeoJSON Polygon with [lng, lat] positions.' });
    return z.NEVER;
  });

export const SORTS = ['name_asc', 'name_desc', 'contributors_desc', 'contributors_asc'] as const;
export const CLAIM_STATUSES = ['claimed', 'unclaimed', 'pending'] as const;

/** The filters as the query string gives them (documented in OpenAPI; searchParamsSchema reads them). */
export const searchFilters = z.object({
  q: z
    .string()
    .max(200, 'Ensure this value has at most 200 characters.')
    .optional()
    .transform((value) => value?.trim() || undefined),
  contributors: idList,
  lists: idList,
  contributor_types: list,
  countries: list.pipe(
    z.array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'Must be two-letter country codes.')
        .transform((c) => c.toUpperCase())
        .refine(isCountryCode, { error: (issue) => `'${String(issue.input)}' is not a known country code.` }),
    ),
  ),
  statuses: list.pipe(z.array(z.enum(CLAIM_STATUSES, { error: `Must be one of ${CLAIM_STATUSES.join(', ')}.` }))),
  sectors: textList,
  parent_company: textList,
  facility_type: textList,
  processing_type: textList,
  product_type: textList,
  number_of_workers: textList,
  native_language_name: z
    .string()
    .max(MAX_VALUE_LENGTH, 'Ensure this value has at most 200 characters.')
    .optional()
    .transform((value) => value?.trim() || undefined),
  combine_contributors: z
    .string()
    .optional()
    .transform((value) => value?.toUpperCase() === 'AND'),
  boundary,
  // The client sends sort_by= for its default order.
  sort_by: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SORTS, { error: `Must be one of ${SORTS.join(', ')}.` }).optional(),
  ),
  embed: flag,
  detail: flag,
  number_of_public_contributors: flag,
  // Past MAX_SEARCH_PAGE the refinement below explains where more data comes from.
  page: wholeNumber(Number.MAX_SAFE_INTEGER, '')
    .optional()
    .transform((value) => value ?? 1),
  pageSize: wholeNumber(MAX_FACILITIES_PAGE_SIZE, `Must be ${MAX_FACILITIES_PAGE_SIZE} or less.`).optional(),
});

export const searchParamsSchema = searchFilters
  .transform((params) => ({
    ...params,
    pageSize: params.pageSize ?? (params.detail ? FACILITIES_DETAIL_PAGE_SIZE : FACILITIES_PAGE_SIZE),
    // An OS ID typed into the search box, in any of the forms people paste it.
    osIdQuery: params.q && /^[A-Za-z]{2}[\d\s-]{7,}/.test(params.q) ? normalizeOsId(params.q) : undefined,
  }))
  .superRefine((params, ctx) => {
    if (params.page > MAX_SEARCH_PAGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `Pages beyond ${MAX_SEARCH_PAGE} are not available. Narrow the search with filters, or download the results (GET /api/facilities-downloads/) to get more data.`,
      });
    }
  });

export type SearchParams = z.output<typeof searchParamsSchema>;
