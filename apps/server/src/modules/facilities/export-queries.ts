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
  sectors: string[];
  product_types: string[];
  facility_types: string[];
  processing_types: string[];
  parent_companies: string[];
  number_of_workers: string[];
  native_language_names: string[];
  public_contributor_ids: number[];
  has_approved_claim: boolean;
  has_pending_claim: boolean;
  is_closed: boolean;
}

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
  let builder = applySearchFilters(db.selectFrom('facility_index'), query.params, query.normalizedQ).select([
    'os_id',
    'name',
    'address',
    'country_code',
    'lat',
    'lng',
    'sectors',
    'product_types',
    'facility_types',
    'processing_types',
    'parent_companies',
    'number_of_workers',
    'native_language_names',
    'public_contributor_ids',
    'has_approved_claim',
    'has_pending_claim',
    'is_closed',
  ]);
  if (afterOsId !== null) builder = builder.where('os_id', '>', afterOsId);
  const rows = await builder.orderBy('os_id', 'asc').limit(limit).execute();
  return rows.map((row) => ({ ...row, country_name: countryName(row.country_code) ?? row.country_code }));
}

/** Async iteration over the whole result in batches; each batch is one short query. */
export async function* exportRows(db: Db, query: ExportQuery, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const batch = await exportBatch(db, query, after, batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.os_id;
  }
}

/** Names of contributors by id, for the contributors column. */
export async function contributorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contributors').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
