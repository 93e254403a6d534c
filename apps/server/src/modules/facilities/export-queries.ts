import { sql } from 'kysely';
import { countryName } from '@registry/core/countries';
import type { Db } from '../../db/database.ts';
import type { SearchParams } from './search-params.ts';
import { applySearchFilters, countFacilities, normalizeSearchText } from './search-queries.ts';

/** One facility of a download: the index row with its extended fields and claim state. */
export interface ExportRow {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  country_name: string;
  lat: number;
  lng: number;
  /** List fields joined with '|' by the database (cheaper to read than arrays). */
  sectors: string;
  product_types: string;
  facility_types: string;
  processing_types: string;
  parent_companies: string;
  number_of_workers: string;
  native_language_names: string;
  public_contributor_ids: number[];
  has_approved_claim: boolean;
  has_pending_claim: boolean;
  is_closed: boolean;
}

const LIST_COLUMNS = [
  'sectors',
  'product_types',
  'facility_types',
  'processing_types',
  'parent_companies',
  'number_of_workers',
  'native_language_names',
] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];

/** The search filters of a download, prepared once (the folded text query). */
export interface ExportQuery {
  params: SearchParams;
  normalizedQ: string | undefined;
}

export async function prepareExport(db: Db, params: SearchParams): Promise<ExportQuery> {
  return { params, normalizedQ: params.q ? await normalizeSearchText(db, params.q) : undefined };
}

export const countExport = (db: Db, query: ExportQuery) => countFacilities(db, query.params, query.normalizedQ);

/**
 * One keyset page of the filtered result in OS ID order, after `afterOsId`. Keyset pages cost
 * the same at any depth and hold no connection between pages (the embedded database is one
 * session shared by every request).
 */
export async function exportBatch(db: Db, query: ExportQuery, afterOsId: string | null, limit: number): Promise<ExportRow[]> {
  const joined = (column: ListColumn) => sql<string>`array_to_string(${sql.ref(column)}, '|')`.as(column);
  let builder = applySearchFilters(db.selectFrom('facility_index'), query.params, query.normalizedQ).select([
    'os_id',
    'name',
    'address',
    'country_code',
    'lat',
    'lng',
    ...LIST_COLUMNS.map(joined),
    'public_contributor_ids',
    'has_approved_claim',
    'has_pending_claim',
    'is_closed',
  ]);
  if (afterOsId !== null) builder = builder.where('os_id', '>', afterOsId);
  const rows = await builder.orderBy('os_id', 'asc').limit(limit).execute();
  return rows.map((row) => ({ ...row, country_name: countryName(row.country_code) ?? row.country_code }));
}

/**
 * Async iteration over the whole result in batches; each batch is one short query, and the next
 * one is already running while the caller writes the current one.
 */
export async function* exportRows(db: Db, query: ExportQuery, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  const fetchAfter = (after: string | null) => {
    const next = exportBatch(db, query, after, batchSize);
    next.catch(() => undefined); // a reader that stops early must not leave an unhandled rejection
    return next;
  };
  let pending: Promise<ExportRow[]> | null = fetchAfter(null);
  while (pending) {
    const batch: ExportRow[] = await pending;
    pending = batch.length === batchSize ? fetchAfter(batch[batch.length - 1]!.os_id) : null;
    if (batch.length) yield batch;
  }
}

/** Names of contributors by id, for the contributors column. */
export async function contributorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contributors').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
