import { z } from 'zod';
import { DOWNLOAD_PAGE_SIZE } from '@registry/core/download-limits';
import { badRequest, parseOrThrow, zodFieldErrors } from '../../http/errors.ts';
import { type SearchParams, searchFilters, searchParamsSchema } from '../search/index.ts';

/** The download's own parameters; everything else in the query is a search filter. */
const downloadParamsSchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: "Must be 'csv' or 'xlsx'." }).optional(),
  pageSize: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int('Must be a whole number.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(DOWNLOAD_PAGE_SIZE, `Ensure this value is less than or equal to ${DOWNLOAD_PAGE_SIZE}.`)
    .default(DOWNLOAD_PAGE_SIZE),
  after: z
    .string()
    .regex(/^[A-Z0-9]{15}$/, 'Must be an OS ID.')
    .optional(),
  download: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a download id.')
    .transform(Number)
    .optional(),
});

const OWN_KEYS = ['format', 'pageSize', 'after', 'download', 'page'] as const;

/**
 * The whole query string of GET /api/facilities-downloads/, for its route schema: the search
 * filters and the download's own keys. parseDownloadRequest reads it (own keys first, then the
 * filters, each refused on its own).
 */
export const downloadQuery = searchFilters.omit({ page: true, pageSize: true }).extend(downloadParamsSchema.shape);

export interface DownloadRequest {
  search: SearchParams;
  format: 'csv' | 'xlsx' | undefined;
  pageSize: number;
  after: string | undefined;
  download: number | undefined;
  filtersKey: string;
}

const sorted = <T>(values: T[]) => [...values].sort();

/** The filters that decide which facilities a download holds, in one canonical text. */
export function filtersKey(p: SearchParams): string {
  return JSON.stringify([
    p.q ?? null,
    sorted(p.contributors),
    sorted(p.lists),
    sorted(p.contributor_types),
    sorted(p.countries),
    sorted(p.statuses),
    sorted(p.sectors),
    sorted(p.parent_company),
    sorted(p.facility_type),
    sorted(p.processing_type),
    sorted(p.product_type),
    sorted(p.number_of_workers),
    p.native_language_name ?? null,
    p.combine_contributors,
    p.boundary ?? null,
    p.embed,
  ]);
}

export function parseDownloadRequest(query: Record<string, unknown>): DownloadRequest {
  const own = parseOrThrow(downloadParamsSchema, Object.fromEntries(OWN_KEYS.map((key) => [key, query[key]])));
  const filters = Object.fromEntries(
    Object.entries(query).filter(([key]) => !(OWN_KEYS as readonly string[]).includes(key)),
  );
  const search = parseOrThrow(searchParamsSchema, filters);
  // `download` alone is the first page of a download already started (its `previous` link).
  if (own.after !== undefined && own.download === undefined) {
    throw badRequest({ non_field_errors: ['Next pages need both after and download; follow nextPageURL.'] });
  }
  return {
    search,
    format: own.format,
    pageSize: own.pageSize,
    after: own.after,
    download: own.download,
    filtersKey: filtersKey(search),
  };
}

/** The search filters of a logged path ('/facilities/?countries=BD' or any API path with a query). */
export function parseLoggedPath(path: string): SearchParams {
  let url: URL;
  try {
    url = new URL(path, 'http://localhost');
  } catch {
    throw badRequest({ path: ['Must be a path with the search query.'] });
  }
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    if ((OWN_KEYS as readonly string[]).includes(key)) continue;
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  const parsed = searchParamsSchema.safeParse(query);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error.issues);
    throw badRequest({ path: Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`) });
  }
  return parsed.data;
}
