import { DOWNLOAD_OWN_KEYS as OWN_KEYS, downloadParamsSchema } from '@registry/core/download-api';
import { badRequest, parseOrThrow, zodFieldErrors } from '../../http/errors.ts';
import { type SearchParams, searchParamsSchema } from '../search/index.ts';

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
